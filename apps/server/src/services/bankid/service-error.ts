import type { Locale } from '@lonna/core/server';
import { rfaMessage, type RfaCode } from './rfa';

export type BankIdServiceErrorKind =
  | 'orderNotFound'
  | 'notSignedIn'
  | 'noPersNrOnFile'
  | 'tokenInvalid'
  | 'alreadyInProgress'
  | 'bankIdUnavailable'
  | 'personalNumberMismatch';

interface Shape {
  status: number;
  dvCode: number;
  /** the RFA text shown, or a message of this file */
  rfa?: RfaCode;
  field?: string;
}

/** Each refusal with the wire's status and dvCode (see the common wire agreement). */
const SHAPES: Record<BankIdServiceErrorKind, Shape> = {
  // unknown, finished and foreign orders look the same: nobody learns whether an orderRef exists
  orderNotFound: { status: 404, dvCode: 40401, rfa: 'RFA22' },
  notSignedIn: { status: 401, dvCode: 40101 },
  noPersNrOnFile: { status: 400, dvCode: 40000, field: 'PersNr' },
  // 403xx: refused, but a signed-in user's session stays (spec §8)
  tokenInvalid: { status: 403, dvCode: 40300, rfa: 'RFA3' },
  alreadyInProgress: { status: 400, dvCode: 40000, rfa: 'RFA4' },
  bankIdUnavailable: { status: 503, dvCode: 50300, rfa: 'RFA5' },
  personalNumberMismatch: { status: 403, dvCode: 40300, rfa: 'RFA22' },
};

const OWN_TEXTS: Record<'notSignedIn' | 'noPersNrOnFile', Record<Locale, string>> = {
  notSignedIn: {
    sv: 'Du måste vara inloggad för att identifiera dig med BankID på ditt eget konto.',
    en: 'You must be signed in to identify yourself with BankID on your own account.',
    fr: 'Vous devez être connecté pour vous identifier avec BankID sur votre propre compte.',
    pl: 'Musisz być zalogowany, aby zidentyfikować się za pomocą BankID na własnym koncie.',
  },
  noPersNrOnFile: {
    sv: 'Ditt konto saknar personnummer, så BankID kan inte användas.',
    en: 'Your account has no personal identity number, so BankID cannot be used.',
    fr: "Votre compte n'a pas de numéro d'identité personnel, BankID ne peut donc pas être utilisé.",
    pl: 'Twoje konto nie ma numeru osobowego, więc nie można użyć BankID.',
  },
};

/** Thrown by the BankID services; the endpoint turns it into `{ dvCode, message, field? }`. */
export class BankIdServiceError extends Error {
  readonly status: number;
  readonly dvCode: number;
  readonly field?: string;

  constructor(
    readonly kind: BankIdServiceErrorKind,
    detail?: string,
  ) {
    super(detail ? `${kind}: ${detail}` : kind);
    this.name = 'BankIdServiceError';
    const s = SHAPES[kind];
    this.status = s.status;
    this.dvCode = s.dvCode;
    this.field = s.field;
  }

  /** the user-facing message in the request's language */
  localizedMessage(locale: Locale): string {
    const s = SHAPES[this.kind];
    if (s.rfa) return rfaMessage(locale, s.rfa);
    const own = OWN_TEXTS[this.kind as keyof typeof OWN_TEXTS];
    return own[locale] ?? own.sv;
  }

  toBody(locale: Locale): { dvCode: number; message: string; field?: string } {
    const body = { dvCode: this.dvCode, message: this.localizedMessage(locale) };
    return this.field ? { ...body, field: this.field } : body;
  }
}
