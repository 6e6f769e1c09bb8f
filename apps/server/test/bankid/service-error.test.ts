import { describe, expect, it } from 'vitest';
import { BankIdServiceError } from '../../src/services/bankid/service-error';

describe('BankID service errors on the wire', () => {
  it('give status, dvCode and a message in the request language', () => {
    expect(new BankIdServiceError('orderNotFound').toBody('en')).toEqual({ dvCode: 40401, message: 'Unknown error. Please try again.' });
    expect(new BankIdServiceError('tokenInvalid').toBody('sv')).toEqual({ dvCode: 40300, message: 'Åtgärden avbruten. Försök igen.' });
    expect(new BankIdServiceError('noPersNrOnFile').toBody('fr')).toEqual({
      dvCode: 40000,
      field: 'PersNr',
      message: "Votre compte n'a pas de numéro d'identité personnel, BankID ne peut donc pas être utilisé.",
    });
    expect(new BankIdServiceError('notSignedIn').localizedMessage('pl')).toMatch(/^Musisz być zalogowany/);
    expect(new BankIdServiceError('alreadyInProgress').status).toBe(400);
    expect(new BankIdServiceError('bankIdUnavailable')).toMatchObject({ status: 503, dvCode: 50300 });
  });

  it('keeps a signed-in user’s session on refusals (403 with a 403xx code)', () => {
    for (const kind of ['tokenInvalid', 'personalNumberMismatch'] as const) {
      const e = new BankIdServiceError(kind);
      expect(e.status).toBe(403);
      expect(String(e.dvCode).startsWith('403')).toBe(true);
    }
  });
});
