import { describe, expect, it } from 'vitest';
import { createMailTransportFromEnv, OutboxMailTransport, resetPasswordMail } from '../../src/services/mail';
import { createSecurity } from '../../src/plugins/security/setup';

describe('mail transport from the environment', () => {
  it('uses the outbox in development and refuses it in production', () => {
    expect(createMailTransportFromEnv({}).outbox).toBeInstanceOf(OutboxMailTransport);
    expect(() => createMailTransportFromEnv({ NODE_ENV: 'production' })).toThrow(/LONNA_SMTP_URL/);
    expect(() => createMailTransportFromEnv({ NODE_ENV: 'production', LONNA_MAIL_MODE: 'outbox' })).toThrow(/never runs in production mode/);
  });

  it('builds SMTP from an smtp(s) URL only', () => {
    expect(() => createMailTransportFromEnv({ LONNA_MAIL_MODE: 'smtp', LONNA_SMTP_URL: 'http://mail.example.se' })).toThrow(/smtp:\/\/ or smtps:\/\//);
    const smtp = createMailTransportFromEnv({ LONNA_MAIL_MODE: 'smtp', LONNA_SMTP_URL: 'smtps://user:secret@smtp.example.se:465' });
    expect(smtp.transport.name).toBe('smtp');
    expect(smtp.outbox).toBeNull();
  });

  it('writes the reset mail in the request’s language with the link and its lifetime', () => {
    const m = resetPasswordMail('pl', 'a@b.se', 'Anna', 'https://x.se/reset-password#token=abc', 30);
    expect(m.subject).toBe('Zresetuj hasło do Lönna');
    expect(m.text).toContain('https://x.se/reset-password#token=abc');
    expect(m.text).toContain('30 minut');
  });
});

describe('sign-in security configuration', () => {
  const host = { db: {} as never, directory: {} as never, sessions: {} as never, throttle: {} as never, firstSalaryYear: 2019, now: () => new Date() };
  it('refuses production without LONNA_PUBLIC_URL (reset links must not trust the Host header)', () => {
    expect(() => createSecurity(host, { env: { NODE_ENV: 'production' } })).toThrow(/LONNA_PUBLIC_URL/);
  });
  it('refuses a forgot-password URL that is not http(s)', () => {
    expect(() => createSecurity(host, { env: { LONNA_FORGOT_PASSWORD_URL: 'javascript:alert(1)' } })).toThrow(/LONNA_FORGOT_PASSWORD_URL/);
  });
});
