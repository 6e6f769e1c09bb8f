import { describe, expect, it } from 'vitest';
import { BankIdConfigError, createBankIdClient, readBankIdConfig } from '../../src/services/bankid/config';
import { BANKID_URLS } from '../../src/services/bankid/rp-client';
import { BankIdSimulator } from '../../src/services/bankid/simulator';

const files: Record<string, Buffer> = { '/etc/lonna/rp.p12': Buffer.from('pfx'), '/etc/lonna/bankid-ca.pem': Buffer.from('ca') };
const read = (p: string) => {
  const f = files[p];
  if (!f) throw new Error('ENOENT');
  return f;
};
const certEnv = { LONNA_BANKID_PFX: '/etc/lonna/rp.p12', LONNA_BANKID_PASSPHRASE: 'secret', LONNA_BANKID_CA: '/etc/lonna/bankid-ca.pem' };

describe('BankID configuration', () => {
  it('runs the simulator by default outside production (npm start)', () => {
    expect(readBankIdConfig({}, read)).toEqual({ mode: 'simulator' });
    const setup = createBankIdClient({ mode: 'simulator' });
    expect(setup.simulator).toBeInstanceOf(BankIdSimulator);
    expect(setup.client).toBe(setup.simulator);
  });

  it('never runs the simulator in production', () => {
    expect(() => readBankIdConfig({ NODE_ENV: 'production' }, read)).toThrow(BankIdConfigError);
    expect(() => readBankIdConfig({ NODE_ENV: 'production', LONNA_BANKID_MODE: 'simulator' }, read)).toThrow(/never/);
  });

  it('test and production modes need the certificate, passphrase and CA, with BankID’s URL by default', () => {
    expect(readBankIdConfig({ LONNA_BANKID_MODE: 'test', ...certEnv }, read)).toEqual({
      mode: 'test',
      url: BANKID_URLS.test,
      pfx: files['/etc/lonna/rp.p12'],
      passphrase: 'secret',
      ca: files['/etc/lonna/bankid-ca.pem'],
    });
    expect(readBankIdConfig({ NODE_ENV: 'production', LONNA_BANKID_MODE: 'production', ...certEnv }, read)).toMatchObject({
      mode: 'production',
      url: BANKID_URLS.production,
    });
    expect(() => readBankIdConfig({ LONNA_BANKID_MODE: 'test', ...certEnv, LONNA_BANKID_PASSPHRASE: '' }, read)).toThrow(/LONNA_BANKID_PASSPHRASE/);
    expect(() => readBankIdConfig({ LONNA_BANKID_MODE: 'test', ...certEnv, LONNA_BANKID_PFX: '/missing.p12' }, read)).toThrow(/cannot read/);
  });

  it('takes an https URL override only', () => {
    expect(readBankIdConfig({ LONNA_BANKID_MODE: 'test', LONNA_BANKID_URL: 'https://bankid.example.test/rp/v6.0', ...certEnv }, read)).toMatchObject({
      url: 'https://bankid.example.test/rp/v6.0',
    });
    expect(() => readBankIdConfig({ LONNA_BANKID_MODE: 'test', LONNA_BANKID_URL: 'http://bankid.example.test', ...certEnv }, read)).toThrow(/https/);
  });

  it('rejects an unknown mode', () => {
    expect(() => readBankIdConfig({ LONNA_BANKID_MODE: 'prod' }, read)).toThrow(/simulator, test or production/);
  });
});
