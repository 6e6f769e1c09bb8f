import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TLSSocket } from 'node:tls';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eltTransportFromEnv } from '../../server/elt/config';
import { EltOutbox } from '../../server/elt/outbox';
import { createSoapClient } from '../../server/elt/soap-client';
import type { EltRequest } from '../../server/elt/transport';

/**
 * A local HTTPS service that demands a client certificate from our own test CA stands in for Försäkringskassan's
 * SkickaTidredovisning, so the vendor certificate's mutual TLS, the envelope and FK's answers really happen.
 */
let dir: string;
let server: Server;
let url: string;
const seen: { body: any; action: string; clientCn: string }[] = [];

const signature = (who: string) => ({
  orderRef: `order-${who}`,
  personalNumber: '199001012385',
  name: who,
  signature: `PFNpZ25hdHVyZT4${who}`,
  ocspResponse: `MIIH${who}`,
  documentHash: 'ab'.repeat(32),
  signedAt: '2025-07-02T09:00:00.000Z',
  endUserIp: '127.0.0.1',
});
const request = (xml = '<tidredovisning><redovisningsmanad>2025-06</redovisningsmanad></tidredovisning>'): EltRequest => ({
  xml,
  assistant: signature('assistant'),
  organiser: signature('organiser'),
});
const reply = (inner: string) =>
  `<?xml version="1.0"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body>${inner}</soap:Body></soap:Envelope>`;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'lonna-elt-'));
  writeFileSync(join(dir, 'server.ext'), 'subjectAltName=DNS:localhost,IP:127.0.0.1\n');
  const run = (args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' });
  run(['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'ca.key', '-out', 'ca.pem', '-days', '2', '-subj', '/CN=Test Expisoft CA']);
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
  run(['req', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'vendor.key', '-out', 'vendor.csr', '-subj', '/CN=Lonna Vendor']);
  run(['x509', '-req', '-in', 'vendor.csr', '-CA', 'ca.pem', '-CAkey', 'ca.key', '-CAcreateserial', '-out', 'vendor.pem', '-days', '2']);
  run(['pkcs12', '-export', '-inkey', 'vendor.key', '-in', 'vendor.pem', '-out', 'vendor.p12', '-passout', 'pass:elt-test']);
  run(['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'x.key', '-out', 'x.pem', '-days', '2', '-subj', '/CN=Stranger']);
  run(['pkcs12', '-export', '-inkey', 'x.key', '-in', 'x.pem', '-out', 'x.p12', '-passout', 'pass:elt-test']);

  server = createServer(
    {
      key: readFileSync(join(dir, 'server.key')),
      cert: readFileSync(join(dir, 'server.pem')),
      ca: readFileSync(join(dir, 'ca.pem')),
      requestCert: true,
      rejectUnauthorized: true,
      maxVersion: 'TLSv1.2',
    },
    (req, res) => {
      let text = '';
      req.on('data', (c) => (text += c));
      req.on('end', () => {
        const body = new XMLParser({ removeNSPrefix: true, parseTagValue: false }).parse(text).Envelope.Body.SkickaTidredovisning;
        seen.push({ body, action: String(req.headers.soapaction), clientCn: String((req.socket as TLSSocket).getPeerCertificate().subject?.CN ?? '') });
        const report = Buffer.from(String(body.tidredovisning), 'base64').toString('utf8');
        res.setHeader('content-type', 'text/xml; charset=utf-8');
        if (report.includes('refuse')) {
          res.statusCode = 500;
          return res.end(reply('<soap:Fault><faultcode>soap:Client</faultcode><faultstring>Redovisningsmånaden är inte giltig</faultstring></soap:Fault>'));
        }
        if (report.includes('down')) {
          res.statusCode = 500;
          return res.end(reply('<soap:Fault><faultcode>soap:Server</faultcode><faultstring>Tjänsten är inte tillgänglig</faultstring></soap:Fault>'));
        }
        res.end(reply('<SkickaTidredovisningResponse><tx-id>FK-TX-4711</tx-id></SkickaTidredovisningResponse>'));
      });
    },
  );
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `https://localhost:${(server.address() as AddressInfo).port}/elt/SkickaTidredovisning`;
}, 60_000);

afterAll(async () => {
  if (server) await new Promise((r) => server.close(r));
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const client = (pfx = 'vendor.p12') =>
  createSoapClient({ url, pfx: readFileSync(join(dir, pfx)), passphrase: 'elt-test', ca: readFileSync(join(dir, 'ca.pem')), timeoutMs: 5000 });

describe('the SkickaTidredovisning client over mutual TLS', () => {
  it('posts the report (its exact bytes) with both signatures, presenting the vendor certificate, and reads the tx-id', async () => {
    const xml = '<tidredovisning><redovisningsmanad>2025-06</redovisningsmanad><å>ä</å></tidredovisning>';
    expect(await client().send(request(xml))).toEqual({ ok: true, txId: 'FK-TX-4711' });
    const last = seen.at(-1)!;
    expect(last.clientCn).toBe('Lonna Vendor');
    expect(last.action).toBe('"SkickaTidredovisning"');
    expect(Buffer.from(String(last.body.tidredovisning), 'base64').toString('utf8')).toBe(xml);
    expect(last.body['assistent-signatur']).toEqual({
      signature: 'PFNpZ25hdHVyZT4assistant',
      ocspResponse: 'MIIHassistant',
      datumForSignatur: '2025-07-02T09:00:00.000Z',
    });
    expect(last.body['anordnare-signatur'].signature).toBe('PFNpZ25hdHVyZT4organiser');
  });

  it('FK’s Client fault is a refusal (not retried); a Server fault is worth another try', async () => {
    expect(await client().send(request('<refuse/>'))).toEqual({ ok: false, retry: false, code: 'rejected', detail: 'Redovisningsmånaden är inte giltig' });
    expect(await client().send(request('<down/>'))).toEqual({ ok: false, retry: true, code: 'unavailable', detail: 'Tjänsten är inte tillgänglig' });
  });

  // the fake speaks TLS 1.2: the refusal breaks off the handshake (under TLS 1.3 it comes after it, as a hang-up the
  // client cannot tell from an outage — then the detail says so)
  it('a certificate FK does not trust breaks off the handshake: named as a certificate problem', async () => {
    const r = await client('x.p12').send(request());
    expect(r).toMatchObject({ ok: false, retry: true, code: 'certificate' });
  });

  it('FK unreachable is retried', async () => {
    const gone = createSoapClient({ url: 'https://localhost:1/elt', pfx: readFileSync(join(dir, 'vendor.p12')), passphrase: 'elt-test', timeoutMs: 2000 });
    expect(await gone.send(request())).toMatchObject({ ok: false, retry: true, code: 'unavailable' });
  });
});

describe('choosing the transport', () => {
  it('the development outbox by default, never in production; soap needs its URL and certificate', () => {
    expect(eltTransportFromEnv({ LONNA_MODE: 'demo' })).toBeInstanceOf(EltOutbox);
    expect(() => eltTransportFromEnv({ LONNA_MODE: 'production', LONNA_FK_ELT_MODE: 'outbox' })).toThrow(/never runs in production/);
    expect(() => eltTransportFromEnv({ LONNA_MODE: 'production' })).toThrow(/LONNA_FK_ELT_URL/);
    const soap = eltTransportFromEnv({
      LONNA_MODE: 'production',
      LONNA_FK_ELT_URL: url,
      LONNA_FK_ELT_PFX: join(dir, 'vendor.p12'),
      LONNA_FK_ELT_PASSPHRASE: 'elt-test',
    });
    expect(soap.name).toBe('soap');
  });

  it('the outbox answers with its own transaction ids and keeps what it got', async () => {
    const outbox = new EltOutbox();
    expect(await outbox.send(request())).toEqual({ ok: true, txId: 'outbox-1' });
    expect(outbox.sent()[0]).toMatchObject({ txId: 'outbox-1', assistant: { name: 'assistant' } });
  });
});
