import { addMessages } from '@lonna/core';
import { describe, expect, it } from 'vitest';
import sv from '../src/i18n/sv';
import { sendOutcome } from '../src/shared/actions';

addMessages('fk3059', 'sv', sv);

describe('what the organiser is told after sending', () => {
  const refused = { AnstNr: '3', Brukare: 'B002', Namn: 'Per Persson', Message: 'Kan inte skickas elektroniskt (klockslag saknas).' };
  it('all on their way: success', () => {
    expect(sendOutcome('sv', { Queued: [{ AnstNr: '3', Brukare: 'B001' }], Refused: [] })).toEqual({
      text: 'Tidsredovisningar som skickas till Försäkringskassan: 1.',
      color: 'success',
    });
  });
  it('partial success: how many went, and each refused one with why', () => {
    expect(sendOutcome('sv', { Queued: [{ AnstNr: '3', Brukare: 'B001' }], Refused: [refused] })).toEqual({
      text: 'Tidsredovisningar som skickas till Försäkringskassan: 1. Kunde inte skickas: 1. Per Persson: Kan inte skickas elektroniskt (klockslag saknas).',
      color: 'warning',
    });
  });
  it('none went: an error with the reasons', () => {
    expect(sendOutcome('sv', { Queued: [], Refused: [refused] })).toMatchObject({
      color: 'error',
      text: 'Per Persson: Kan inte skickas elektroniskt (klockslag saknas).',
    });
  });
});
