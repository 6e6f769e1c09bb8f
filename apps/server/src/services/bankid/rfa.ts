import type { Locale } from '@lonna/core/server';
import { RFA_MESSAGES } from './rfa-messages';
import type { CollectResponse, RpErrorCode } from './rp-types';

export const RFA_CODES = [
  'RFA1',
  'RFA1QR',
  'RFA2',
  'RFA3',
  'RFA4',
  'RFA5',
  'RFA6',
  'RFA8',
  'RFA9',
  'RFA13',
  'RFA14A',
  'RFA14B',
  'RFA15A',
  'RFA15B',
  'RFA16',
  'RFA17A',
  'RFA17B',
  'RFA18',
  'RFA19',
  'RFA20',
  'RFA21',
  'RFA22',
] as const;
export type RfaCode = (typeof RFA_CODES)[number];

/** How the order was started and where the user is: the A/B and QR variants depend on it. */
export interface RfaContext {
  /** the user was shown the animated QR code (BankID on another device) */
  usingQr: boolean;
  /** the browser runs on a phone or tablet (B texts) rather than a computer (A texts) */
  mobileDevice: boolean;
  /** the order carried a personal-number requirement (own-account re-authentication, signing) */
  personalNumberGiven: boolean;
}

/**
 * BankID's hint code → recommended user message (RFA), as BankID's guidelines
 * and ActiveLogin map them. Unknown codes get the generic RFA21 (pending) or
 * RFA22 (failed), as BankID asks.
 */
export function rfaForCollect(res: Pick<CollectResponse, 'status'> & { hintCode?: string }, ctx: RfaContext): RfaCode | null {
  if (res.status === 'complete') return null;
  const hint = res.hintCode ?? '';
  if (res.status === 'pending') {
    switch (hint) {
      case 'outstandingTransaction':
        return ctx.usingQr ? 'RFA1QR' : 'RFA13';
      case 'noClient':
        return ctx.usingQr ? 'RFA1QR' : 'RFA1';
      case 'started':
        if (ctx.personalNumberGiven) return ctx.mobileDevice ? 'RFA14B' : 'RFA14A';
        return ctx.mobileDevice ? 'RFA15B' : 'RFA15A';
      case 'userSign':
        return 'RFA9';
      default:
        return 'RFA21';
    }
  }
  switch (hint) {
    case 'userCancel':
      return 'RFA6';
    case 'cancelled':
      return 'RFA3';
    case 'expiredTransaction':
      return 'RFA8';
    case 'certificateErr':
      return 'RFA16';
    case 'startFailed':
      return ctx.usingQr ? 'RFA17B' : 'RFA17A';
    default:
      return 'RFA22';
  }
}

/** BankID's error codes (not hint codes) → RFA. */
export function rfaForError(errorCode: RpErrorCode): RfaCode {
  switch (errorCode) {
    case 'alreadyInProgress':
      return 'RFA4';
    case 'requestTimeout':
    case 'maintenance':
    case 'internalError':
      return 'RFA5';
    case 'canceled':
    case 'cancelled':
      return 'RFA3';
    default:
      return 'RFA22';
  }
}

export function rfaMessage(locale: Locale, code: RfaCode): string {
  return RFA_MESSAGES[locale]?.[code] ?? RFA_MESSAGES.sv[code];
}
