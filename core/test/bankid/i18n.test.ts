import { describe, expect, it } from 'vitest';
import { addBankIdMessages, bankIdMessages } from '../../src/bankid/i18n';
import { translate } from '../../src/i18n/runtime';
import type { Messages } from '../../src/plugin/types';

function keys(m: Messages, prefix = ''): string[] {
  return Object.entries(m)
    .flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`)))
    .sort();
}
function value(m: Messages, key: string): string {
  return key.split('.').reduce<Messages | string>((acc, k) => (acc as Messages)[k]!, m) as string;
}

describe('bankid messages', () => {
  it('has the same keys in sv, en, fr and pl, none empty', () => {
    const sv = keys(bankIdMessages.sv);
    for (const locale of ['en', 'fr', 'pl'] as const) expect(keys(bankIdMessages[locale]), locale).toEqual(sv);
    for (const locale of ['sv', 'en', 'fr', 'pl'] as const) for (const k of sv) expect(value(bankIdMessages[locale], k), `${locale} ${k}`).toMatch(/\S/);
  });

  it('is translated, not copied', () => {
    for (const k of keys(bankIdMessages.sv)) {
      const texts = (['sv', 'en', 'fr', 'pl'] as const).map((l) => value(bankIdMessages[l], k));
      expect(new Set(texts).size, k).toBe(4);
    }
  });

  it('has an RFA text for every hint the widget can show, under bankid.rfa', () => {
    addBankIdMessages();
    expect(translate('sv', 'bankid.rfa.RFA9')).toBe('Skriv in din säkerhetskod i BankID-appen och välj Legitimera eller Skriv under.');
    expect(translate('en', 'bankid.noAccounts')).toBe('No accounts exist for personal identity number.');
    expect(translate('fr', 'bankid.rfa.RFA6')).toBe('Opération annulée.');
    expect(translate('pl', 'bankid.rfa.RFA3')).toBe('Operacja przerwana. Spróbuj ponownie.');
  });
});
