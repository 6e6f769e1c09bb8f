import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TLSSocket } from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRpClient, pollUntilDone } from '../../src/services/bankid/rp-client';
import { BankIdRpError, type CollectResponse } from '../../src/services/bankid/rp-types';
import { CLIENT_IP } from './support';

/**
 * A local HTTPS server that demands a client certificate from our own test CA
 * stands in for BankID, so the mutual TLS really happens.
 */
let dir: string;
let server: Server;
let base: string;
const seen: { path: string; body: unknown; clientCn: string }[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'lonna-bankid-'));
  writeFileSync(join(dir, 'server.ext'), 'subjectAltName=DNS:localhost,IP:127.0.0.1\n');
  const run = (args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' });
  run(['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'ca.key', '-out', 'ca.pem', '-days', '2', '-subj', '/CN=Test BankID CA']);
  run(['req', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'server.key', '-out', 'server.csr', '-subj', '/CN=localhost']);
  run([
    'x509',
    '-req',
    '-in',
    'server.csr',
    '-CA',
    'ca.pem',
    '-CAkey',
    'ca.key',
    '-CAcreateserial',
    '-out',
    'server.pem',
    '-days',
    '2',
    '-extfile',
    'server.ext',
  ]);
  // the relying party: signed by the CA, and a stranger with a self-signed certificate
  run(['req', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'rp.key', '-out', 'rp.csr', '-subj', '/CN=Lonna RP']);
  run(['x509', '-req', '-in', 'rp.csr', '-CA', 'ca.pem', '-CAkey', 'ca.key', '-CAcreateserial', '-out', 'rp.pem', '-days', '2']);
  run(['pkcs12', '-export', '-inkey', 'rp.key', '-in', 'rp.pem', '-out', 'rp.p12', '-passout', 'pass:qwerty123']);
  run(['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'x.key', '-out', 'x.pem', '-days', '2', '-subj', '/CN=Stranger']);
  run(['pkcs12', '-export', '-inkey', 'x.key', '-in', 'x.pem', '-out', 'x.p12', '-passout', 'pass:qwerty123']);

  server = createServer(
    {
      key: readFileSync(join(dir, 'server.key')),
      cert: readFileSync(join(dir, 'server.pem')),
      ca: readFileSync(join(dir, 'ca.pem')),
      requestCert: true,
      rejectUnauthorized: true,
    },
    (req, res) => {
      let text = '';
      req.on('data', (c) => (text += c));
      req.on('end', () => {
        const body = JSON.parse(text || '{}') as Record<string, unknown>;
        const path = (req.url ?? '').replace('/rp/v6.0', '');
        seen.push({ path, body, clientCn: String((req.socket as TLSSocket).getPeerCertificate().subject?.CN ?? '') });
        res.setHeader('content-type', 'application/json');
        const send = (status: number, payload: unknown) => {
          res.statusCode = status;
          res.end(JSON.stringify(payload));
        };
        if (path === '/auth' || path === '/sign') {
          return send(200, {
            orderRef: '131daac9-16c6-4618-beb0-365768f37288',
            autoStartToken: '7c40b5c9-fa74-49cf-b98c-bfe651f9a7c6',
            qrStartToken: '67df3917-fa0d-44e5-b327-edcc928297f8',
            qrStartSecret: 'd28db9a7-4cde-429e-a983-359be676944c',
          });
        }
        if (path === '/collect' && body.orderRef === 'busy') return send(503, { errorCode: 'maintenance', details: 'Try again later' });
        if (path === '/collect') return send(200, { orderRef: body.orderRef, status: 'pending', hintCode: 'outstandingTransaction' });
        if (path === '/cancel') return send(400, { errorCode: 'invalidParameters', details: 'No such order' });
        send(404, { errorCode: 'notFound', details: 'No such endpoint' });
      });
    },
  );
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `https://localhost:${(server.address() as AddressInfo).port}/rp/v6.0`;
}, 60_000);

afterAll(async () => {
  if (server) await new Promise((r) => server.close(r));
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const rp = (pfx = 'rp.p12', passphrase = 'qwerty123') =>
  createRpClient({ baseUrl: base, pfx: readFileSync(join(dir, pfx)), passphrase, ca: readFileSync(join(dir, 'ca.pem')), timeoutMs: 5000 });

describe('BankID RP client over mutual TLS', () => {
  it('posts /auth with endUserIp, presenting the RP certificate', async () => {
    const client = rp();
    const order = await client.auth({ endUserIp: CLIENT_IP });
    client.close();
    expect(order).toMatchObject({ orderRef: '131daac9-16c6-4618-beb0-365768f37288', qrStartToken: '67df3917-fa0d-44e5-b327-edcc928297f8' });
    expect(seen.at(-1)).toEqual({ path: '/auth', body: { endUserIp: CLIENT_IP }, clientCn: 'Lonna RP' });
  });

  it('posts /sign, /collect and /cancel', async () => {
    const client = rp();
    await client.sign({ endUserIp: CLIENT_IP, userVisibleData: 'SGVq' });
    expect(seen.at(-1)).toMatchObject({ path: '/sign', body: { endUserIp: CLIENT_IP, userVisibleData: 'SGVq' } });
    expect(await client.collect('abc')).toEqual({ orderRef: 'abc', status: 'pending', hintCode: 'outstandingTransaction' });
    expect(seen.at(-1)).toMatchObject({ path: '/collect', body: { orderRef: 'abc' } });
    // BankID's error body becomes a BankIdRpError
    await expect(client.cancel('abc')).rejects.toMatchObject({ errorCode: 'invalidParameters', details: 'No such order', httpStatus: 400 });
    client.close();
  });

  it('marks maintenance as transient', async () => {
    const client = rp();
    const err = await client.collect('busy').catch((e: unknown) => e);
    client.close();
    expect(err).toBeInstanceOf(BankIdRpError);
    expect((err as BankIdRpError).transient).toBe(true);
  });

  it('fails without a certificate the server trusts', async () => {
    const client = rp('x.p12');
    await expect(client.auth({ endUserIp: CLIENT_IP })).rejects.toBeInstanceOf(BankIdRpError);
    client.close();
  });

  it('fails on a wrong passphrase', () => {
    expect(() => rp('rp.p12', 'wrong')).toThrow();
  });

  it('refuses a server whose certificate is not from the configured CA', async () => {
    const client = createRpClient({ baseUrl: base, pfx: readFileSync(join(dir, 'rp.p12')), passphrase: 'qwerty123', ca: readFileSync(join(dir, 'x.pem')) });
    await expect(client.auth({ endUserIp: CLIENT_IP })).rejects.toBeInstanceOf(BankIdRpError);
    client.close();
  });

  it('refuses a plain-http base URL', () => {
    expect(() => createRpClient({ baseUrl: 'http://localhost/rp/v6.0', pfx: Buffer.alloc(0), passphrase: '', ca: '' })).toThrow(/https/);
  });
});

describe('pollUntilDone', () => {
  it('collects every 2 s until final, retrying transient errors', async () => {
    const answers: (CollectResponse | BankIdRpError)[] = [
      { orderRef: 'o', status: 'pending', hintCode: 'outstandingTransaction' },
      new BankIdRpError('internalError', '', 500),
      { orderRef: 'o', status: 'pending', hintCode: 'userSign' },
      { orderRef: 'o', status: 'failed', hintCode: 'userCancel' },
    ];
    const sleeps: number[] = [];
    const hints: string[] = [];
    const final = await pollUntilDone(
      {
        collect: async () => {
          const a = answers.shift()!;
          if (a instanceof Error) throw a;
          return a;
        },
      },
      'o',
      {
        sleep: async (ms) => {
          sleeps.push(ms);
        },
        onPending: (r) => hints.push(r.hintCode),
      },
    );
    expect(final).toEqual({ orderRef: 'o', status: 'failed', hintCode: 'userCancel' });
    expect(sleeps).toEqual([2000, 2000, 2000]);
    expect(hints).toEqual(['outstandingTransaction', 'userSign']);
  });

  it('gives up after the attempt limit and stops on other errors', async () => {
    const pending = { collect: async () => ({ orderRef: 'o', status: 'pending' as const, hintCode: 'started' }) };
    await expect(pollUntilDone(pending, 'o', { sleep: async () => undefined, maxAttempts: 3 })).rejects.toMatchObject({ errorCode: 'requestTimeout' });
    const broken = {
      collect: async () => {
        throw new BankIdRpError('invalidParameters', 'No such order', 400);
      },
    };
    await expect(pollUntilDone(broken, 'o', { sleep: async () => undefined })).rejects.toMatchObject({ errorCode: 'invalidParameters' });
  });
});
