import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmsProviderFromEnv } from '../../src/services/sms/config';
import { createHttpSmsProvider } from '../../src/services/sms/http-provider';
import { OutboxSmsProvider } from '../../src/services/sms/outbox-provider';
import { maskPhone, normalisePhone } from '../../src/services/sms/phone';
import { SmsSendError } from '../../src/services/sms/provider';

/** A local gateway that records what it gets and answers per recipient. */
let server: Server;
let url: string;
const received: { headers: Record<string, unknown>; body: unknown }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let text = '';
    req.on('data', (c) => (text += c));
    req.on('end', () => {
      const body = JSON.parse(text) as { to: string };
      received.push({ headers: req.headers, body });
      res.setHeader('content-type', 'application/json');
      if (req.headers.authorization !== 'Bearer gw-token') {
        res.statusCode = 401;
        return res.end('{"error":"unauthorized"}');
      }
      if (body.to === '+46700000000') {
        res.statusCode = 500;
        return res.end('{"error":"boom"}');
      }
      res.end(JSON.stringify({ id: 'msg-42' }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms/send`;
});
afterAll(async () => {
  if (server) await new Promise((r) => server.close(r));
});

describe('HTTP SMS provider', () => {
  it('posts JSON with the bearer token and returns the gateway id', async () => {
    const p = createHttpSmsProvider({ url, token: 'gw-token', sender: 'Lonna' });
    expect(await p.send({ to: '+46701234567', text: 'Din kod är ABCD.' })).toEqual({ id: 'msg-42' });
    const last = received.at(-1)!;
    expect(last.body).toEqual({ from: 'Lonna', to: '+46701234567', message: 'Din kod är ABCD.' });
    expect(last.headers['content-type']).toBe('application/json');
  });

  it('turns gateway errors into SmsSendError without the text', async () => {
    const p = createHttpSmsProvider({ url, token: 'gw-token', sender: 'Lonna' });
    const err = await p.send({ to: '+46700000000', text: 'Din kod är WXYZ.' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SmsSendError);
    expect((err as SmsSendError).httpStatus).toBe(500);
    expect((err as Error).message).not.toContain('WXYZ');
    const wrongToken = createHttpSmsProvider({ url, token: 'nope', sender: 'Lonna' });
    await expect(wrongToken.send({ to: '+46701234567', text: 'x' })).rejects.toMatchObject({ httpStatus: 401 });
  });

  it('reports an unreachable gateway', async () => {
    const p = createHttpSmsProvider({ url: 'http://127.0.0.1:1/sms', token: 't', sender: 'Lonna', timeoutMs: 2000 });
    await expect(p.send({ to: '+46701234567', text: 'x' })).rejects.toBeInstanceOf(SmsSendError);
  });
});

describe('development outbox', () => {
  it('keeps messages newest last, bounded', async () => {
    const outbox = new OutboxSmsProvider({ limit: 3 });
    for (const n of [1, 2, 3, 4]) await outbox.send({ to: `+4670000000${n}`, text: `m${n}` });
    expect(outbox.messages().map((m) => m.text)).toEqual(['m2', 'm3', 'm4']);
    expect(outbox.latest()!.text).toBe('m4');
    expect(outbox.latest('+46700000003')!.text).toBe('m3');
    expect(outbox.latest('+46709999999')).toBeNull();
  });
});

describe('SMS configuration', () => {
  it('uses the outbox in development and refuses it in production', () => {
    expect(createSmsProviderFromEnv({}).outbox).toBeInstanceOf(OutboxSmsProvider);
    expect(() => createSmsProviderFromEnv({ NODE_ENV: 'production' })).toThrow(/LONNA_SMS_URL/);
    expect(() => createSmsProviderFromEnv({ NODE_ENV: 'production', LONNA_SMS_MODE: 'outbox' })).toThrow(/never/);
    expect(() => createSmsProviderFromEnv({ NODE_ENV: 'production', LONNA_SMS_URL: 'http://gw', LONNA_SMS_TOKEN: 't' })).toThrow(/https/);
    expect(createSmsProviderFromEnv({ LONNA_SMS_MODE: 'http', LONNA_SMS_URL: url, LONNA_SMS_TOKEN: 't' }).outbox).toBeNull();
  });
});

describe('phone numbers', () => {
  it.each([
    ['070-123 45 67', '+46701234567'],
    ['+46 70 123 45 67', '+46701234567'],
    ['0046701234567', '+46701234567'],
    ['+47 912 34 567', '+4791234567'],
    ['08-123 456', null],
    ['hello', null],
    ['', null],
  ])('%s → %s', (raw, e164) => {
    expect(normalisePhone(raw)).toBe(e164);
  });

  it('masks all but the operator prefix and the last two digits', () => {
    expect(maskPhone('+46701234567')).toBe('+46 70 *** ** 67');
    expect(maskPhone('+4791234567')).toBe('+47******67');
  });
});
