import { describe, expect, it } from 'vitest';
import { RFA_CODES, rfaForCollect, rfaForError, rfaMessage } from '../../src/services/bankid/rfa';
import { RFA_MESSAGES } from '../../src/services/bankid/rfa-messages';
// the widget's dictionaries: the server's copy must say exactly the same
import sv from '../../../../core/src/bankid/i18n/sv';
import en from '../../../../core/src/bankid/i18n/en';
import fr from '../../../../core/src/bankid/i18n/fr';
import pl from '../../../../core/src/bankid/i18n/pl';

const qr = { usingQr: true, mobileDevice: false, personalNumberGiven: false };
const autostart = { usingQr: false, mobileDevice: false, personalNumberGiven: false };

describe('hint code → RFA', () => {
  it.each([
    ['pending', 'outstandingTransaction', autostart, 'RFA13'],
    ['pending', 'outstandingTransaction', qr, 'RFA1QR'],
    ['pending', 'noClient', autostart, 'RFA1'],
    ['pending', 'noClient', qr, 'RFA1QR'],
    ['pending', 'userSign', qr, 'RFA9'],
    ['pending', 'started', { ...autostart, personalNumberGiven: true }, 'RFA14A'],
    ['pending', 'started', { ...autostart, personalNumberGiven: true, mobileDevice: true }, 'RFA14B'],
    ['pending', 'started', autostart, 'RFA15A'],
    ['pending', 'started', { ...autostart, mobileDevice: true }, 'RFA15B'],
    ['pending', 'userMrtd', qr, 'RFA21'],
    ['pending', 'somethingNew', qr, 'RFA21'],
    ['failed', 'userCancel', qr, 'RFA6'],
    ['failed', 'cancelled', qr, 'RFA3'],
    ['failed', 'expiredTransaction', qr, 'RFA8'],
    ['failed', 'certificateErr', qr, 'RFA16'],
    ['failed', 'startFailed', autostart, 'RFA17A'],
    ['failed', 'startFailed', qr, 'RFA17B'],
    ['failed', 'somethingNew', qr, 'RFA22'],
  ] as const)('%s %s → %s', (status, hintCode, ctx, expected) => {
    expect(rfaForCollect({ status, hintCode }, ctx)).toBe(expected);
  });

  it('has no message for a completed order', () => {
    expect(rfaForCollect({ status: 'complete' }, qr)).toBeNull();
  });

  it('maps BankID error codes', () => {
    expect(rfaForError('alreadyInProgress')).toBe('RFA4');
    expect(rfaForError('maintenance')).toBe('RFA5');
    expect(rfaForError('internalError')).toBe('RFA5');
    expect(rfaForError('requestTimeout')).toBe('RFA5');
    expect(rfaForError('invalidParameters')).toBe('RFA22');
  });
});

describe('RFA texts', () => {
  it('uses BankID’s own Swedish and English wording', () => {
    expect(rfaMessage('sv', 'RFA6')).toBe('Åtgärden avbruten.');
    expect(rfaMessage('en', 'RFA9')).toBe('Enter your security code in the BankID app and select Identify or Sign.');
  });

  it('has every code in every language, each language its own text', () => {
    for (const locale of ['sv', 'en', 'fr', 'pl'] as const) {
      for (const code of RFA_CODES) expect(RFA_MESSAGES[locale][code], `${locale} ${code}`).toMatch(/\S/);
    }
    for (const code of ['RFA3', 'RFA8', 'RFA21'] as const) {
      const texts = new Set(['sv', 'en', 'fr', 'pl'].map((l) => RFA_MESSAGES[l as 'sv'][code]));
      expect(texts.size).toBe(4);
    }
  });

  it('says exactly what the widget says', () => {
    expect(RFA_MESSAGES).toEqual({ sv: sv.rfa, en: en.rfa, fr: fr.rfa, pl: pl.rfa });
  });
});
