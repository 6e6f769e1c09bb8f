import { describe, expect, it } from 'vitest';
import { formatOrgnr, isValidOrgnr, luhnValid, normalizeOrgnr } from '../../src/validation';

describe('isValidOrgnr / normalizeOrgnr', () => {
  it.each([
    ['5560360793', '165560360793'], // 10 digits get the prefix 16
    ['556036-0793', '165560360793'],
    ['165560360793', '165560360793'],
    ['16556036-0793', '165560360793'],
    ['2021005430', '162021005430'],
    ['198112189876', '198112189876'], // 19: a sole trader's personnummer
    ['188112189876', '188112189876'],
    ['208112189876', '208112189876'],
    ['175560360793', ''], // prefix 17 is not allowed
    ['215560360793', ''],
    ['5560360794', ''], // Luhn
    ['165560360794', ''],
    ['556036079', ''],
    ['55603607931', ''],
    ['556036--0793', ''],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(normalizeOrgnr(input)).toBe(expected);
    expect(isValidOrgnr(input)).toBe(expected !== '');
  });
});

describe('formatOrgnr', () => {
  it.each([
    ['165560360793', '556036-0793'],
    ['5560360793', '556036-0793'],
    ['556036-0793', '556036-0793'],
    ['5560360794', '556036-0794'], // formatting does not validate
    [' X123 ', 'X123'], // odd stored values show unchanged
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(formatOrgnr(input)).toBe(expected);
  });
});

describe('luhnValid', () => {
  it.each([
    ['5560360793', true],
    ['8112189876', true],
    ['8112189875', false],
    ['0', true],
    ['', false],
    ['12a4', false],
  ])('%j → %s', (input, expected) => {
    expect(luhnValid(input)).toBe(expected);
  });
});
