import { describe, expect, it, vi } from 'vitest';
import { createSmsCodeService, randomSmsCode, SMS_CODE_ALPHABET, smsSubject } from '../../src/services/sms/code-service';
import { InMemorySmsCodeStore } from '../../src/services/sms/code-store';
import { OutboxSmsProvider } from '../../src/services/sms/outbox-provider';
import { SmsSendError, type SmsProvider } from '../../src/services/sms/provider';

const PHONE = '070-123 45 67';
const E164 = '+46701234567';
const anna = smsSubject.login('anna@firma.se');

function setup(provider?: SmsProvider) {
  let t = Date.UTC(2026, 10, 21, 12, 0, 0);
  const clock = { now: () => t, advance: (ms: number) => (t += ms) };
  const outbox = new OutboxSmsProvider({ now: clock.now });
  const service = createSmsCodeService({ store: new InMemorySmsCodeStore(), provider: provider ?? outbox, now: clock.now });
  /** the code in the newest SMS */
  const lastCode = () => /är ([A-Z0-9]{4})\./.exec(outbox.latest()!.text)![1]!;
  return { clock, outbox, service, lastCode };
}

describe('SMS code service', () => {
  it('sends a 4-character code valid for 10 minutes to the normalised number', async () => {
    const { service, outbox, lastCode, clock } = setup();
    const sent = await service.requestCode({ subject: anna, phone: PHONE, locale: 'sv' });
    expect(sent.SentTo).toBe('+46 70 *** ** 67');
    expect(sent.ExpiresAt).toBe(new Date(clock.now() + 10 * 60_000).toISOString());
    expect(outbox.latest()!.to).toBe(E164);
    expect(outbox.latest()!.text).toMatch(/^Din kod till Lönna är [A-Z0-9]{4}\. Den gäller i 10 minuter\./);
    expect(lastCode()).toMatch(new RegExp(`^[${SMS_CODE_ALPHABET}]{4}$`));
    expect(JSON.stringify(sent)).not.toContain(lastCode());
  });

  it('accepts the right code once (case-insensitively) and hands out a single-use proof', async () => {
    const { service, lastCode } = setup();
    const { AttemptId } = await service.requestCode({ subject: anna, phone: PHONE, locale: 'sv' });
    const { SMSToken } = await service.verifyCode({ attemptId: AttemptId, subject: anna, code: lastCode().toLowerCase() });
    await expect(service.verifyCode({ attemptId: AttemptId, subject: anna, code: lastCode() })).rejects.toMatchObject({ kind: 'invalidAttempt' });
    expect(await service.consumeProof({ token: SMSToken, subject: smsSubject.login('other@firma.se') })).toBe(false);
    // a proof tried for another subject is spent too
    expect(await service.consumeProof({ token: SMSToken, subject: anna })).toBe(false);
  });

  it('a proof is spent by its own subject, once, within its lifetime', async () => {
    const { service, lastCode, clock } = setup();
    const a = await service.requestCode({ subject: anna, phone: PHONE, locale: 'sv' });
    const { SMSToken } = await service.verifyCode({ attemptId: a.AttemptId, subject: anna, code: lastCode() });
    expect(await service.consumeProof({ token: SMSToken, subject: anna })).toBe(true);
    expect(await service.consumeProof({ token: SMSToken, subject: anna })).toBe(false);
    clock.advance(61_000);
    const b = await service.requestCode({ subject: anna, phone: PHONE, locale: 'sv' });
    const late = await service.verifyCode({ attemptId: b.AttemptId, subject: anna, code: lastCode() });
    clock.advance(5 * 60_000);
    expect(await service.consumeProof({ token: late.SMSToken, subject: anna })).toBe(false);
  });

  it('expires after 10 minutes', async () => {
    const { service, lastCode, clock } = setup();
    const { AttemptId } = await service.requestCode({ subject: anna, phone: PHONE, locale: 'sv' });
    clock.advance(10 * 60_000);
    await expect(service.verifyCode({ attemptId: AttemptId, subject: anna, code: lastCode() })).rejects.toMatchObject({ kind: 'expired', field: 'SMSCode' });
  });

  it('is bound to its login attempt', async () => {
    const { service, lastCode } = setup();
    const { AttemptId } = await service.requestCode({ subject: anna, phone: PHONE, locale: 'sv' });
    await expect(service.verifyCode({ attemptId: AttemptId, subject: smsSubject.login('bertil@firma.se'), code: lastCode() })).rejects.toMatchObject({
      kind: 'invalidAttempt',
    });
    await expect(service.verifyCode({ attemptId: 'x'.repeat(43), subject: anna, code: lastCode() })).rejects.toMatchObject({ kind: 'invalidAttempt' });
  });

  it('allows at most 5 wrong tries, then not even the right code', async () => {
    const { service, lastCode } = setup();
    const { AttemptId } = await service.requestCode({ subject: anna, phone: PHONE, locale: 'sv' });
    const wrong = lastCode() === 'AAAA' ? 'BBBB' : 'AAAA';
    for (let left = 4; left >= 1; left--) {
      const e = await service.verifyCode({ attemptId: AttemptId, subject: anna, code: wrong }).catch((x: unknown) => x);
      expect(e).toMatchObject({ kind: 'wrongCode', detail: { triesLeft: left }, status: 400, dvCode: 40000, field: 'SMSCode' });
    }
    await expect(service.verifyCode({ attemptId: AttemptId, subject: anna, code: wrong })).rejects.toMatchObject({ kind: 'locked' });
    await expect(service.verifyCode({ attemptId: AttemptId, subject: anna, code: lastCode() })).rejects.toMatchObject({ kind: 'locked' });
  });

  it('a new code replaces the previous one', async () => {
    const { service, lastCode, clock } = setup();
    const first = await service.requestCode({ subject: anna, phone: PHONE, locale: 'sv' });
    const firstCode = lastCode();
    clock.advance(60_000);
    const second = await service.requestCode({ subject: anna, phone: PHONE, locale: 'sv' });
    await expect(service.verifyCode({ attemptId: first.AttemptId, subject: anna, code: firstCode })).rejects.toMatchObject({ kind: 'invalidAttempt' });
    await expect(service.verifyCode({ attemptId: second.AttemptId, subject: anna, code: lastCode() })).resolves.toHaveProperty('SMSToken');
  });

  it('rate-limits sending: one a minute and five an hour per login, saying until when', async () => {
    const { service, clock, outbox } = setup();
    await service.requestCode({ subject: anna, phone: PHONE, locale: 'sv' });
    const soon = await service.requestCode({ subject: anna, phone: PHONE, locale: 'sv' }).catch((e: unknown) => e);
    expect(soon).toMatchObject({ kind: 'rateLimited', status: 429, dvCode: 42900, detail: { retryAt: clock.now() + 60_000 } });
    // 13:01 in Stockholm (UTC+1 in November)
    expect((soon as { localizedMessage(l: string): string }).localizedMessage('sv')).toBe('För många koder har skickats. Du kan begära en ny kod kl. 13:01.');
    for (let i = 0; i < 4; i++) {
      clock.advance(60_000);
      await service.requestCode({ subject: anna, phone: PHONE, locale: 'sv' });
    }
    clock.advance(60_000);
    await expect(service.requestCode({ subject: anna, phone: PHONE, locale: 'sv' })).rejects.toMatchObject({ kind: 'rateLimited' });
    expect(outbox.messages()).toHaveLength(5);
    clock.advance(60 * 60_000);
    await expect(service.requestCode({ subject: anna, phone: PHONE, locale: 'sv' })).resolves.toHaveProperty('AttemptId');
  });

  it('rate-limits per phone across logins', async () => {
    const { service, clock } = setup();
    for (let i = 0; i < 10; i++) await service.requestCode({ subject: smsSubject.login(`user${i}@firma.se`), phone: PHONE, locale: 'sv' });
    await expect(service.requestCode({ subject: smsSubject.login('user10@firma.se'), phone: PHONE, locale: 'sv' })).rejects.toMatchObject({
      kind: 'rateLimited',
    });
    clock.advance(60 * 60_000);
    await expect(service.requestCode({ subject: smsSubject.login('user10@firma.se'), phone: PHONE, locale: 'sv' })).resolves.toBeTruthy();
  });

  it('refuses accounts without a usable mobile number', async () => {
    const { service } = setup();
    await expect(service.requestCode({ subject: anna, phone: '', locale: 'sv' })).rejects.toMatchObject({ kind: 'noPhone' });
    await expect(service.requestCode({ subject: anna, phone: '08-123 456', locale: 'sv' })).rejects.toMatchObject({ kind: 'noPhone' });
  });

  it('a failing gateway still counts against the limit and leaves no usable attempt', async () => {
    const failing: SmsProvider = {
      name: 'down',
      send: vi.fn(async () => {
        throw new SmsSendError('down', 502);
      }),
    };
    const { service } = setup(failing);
    await expect(service.requestCode({ subject: anna, phone: PHONE, locale: 'sv' })).rejects.toMatchObject({ kind: 'sendFailed', status: 503 });
    await expect(service.requestCode({ subject: anna, phone: PHONE, locale: 'sv' })).rejects.toMatchObject({ kind: 'rateLimited' });
  });

  it('writes the SMS in the requested language', async () => {
    const { service, outbox } = setup();
    await service.requestCode({ subject: anna, phone: PHONE, locale: 'pl' });
    expect(outbox.latest()!.text).toMatch(/^Twój kod do Lönna to [A-Z0-9]{4}\./);
  });

  it('draws codes from the unambiguous alphabet', () => {
    const codes = Array.from({ length: 200 }, () => randomSmsCode());
    expect(codes.every((c) => /^[A-HJ-NP-Z2-9]{4}$/.test(c))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(190);
  });
});
