import { describe, expect, it } from 'vitest';
import { checkBankAccount, isAlphanumeric, isValidBankAccount, isValidBic, isValidEmail, isValidTime, normalizeTime } from '../../src/validation';

describe('isValidTime / normalizeTime', () => {
  it.each([
    ['', true, ''],
    ['08:30', true, '08:30'],
    ['8:30', true, '08:30'],
    ['0830', true, '08:30'],
    ['830', true, '08:30'],
    ['8', true, '08:00'],
    ['00:00', true, '00:00'],
    ['23:59', true, '23:59'],
    ['24:00', true, '24:00'],
    ['24:01', false, ''],
    ['25:00', false, ''],
    ['12:60', false, ''],
    ['12.30', false, ''],
    ['12:3', false, ''],
    ['-1:00', false, ''],
    ['12:30:00', false, ''],
    ['ab:cd', false, ''],
    ['12345', false, ''],
  ])('%j → valid %s, normalized %j', (input, valid, normalized) => {
    expect(isValidTime(input)).toBe(valid);
    expect(normalizeTime(input)).toBe(normalized);
  });
});

describe('isValidEmail', () => {
  it.each([
    ['anna@example.se', true],
    ['anna.svensson+lon@mail.example.com', true],
    ['  anna@example.se  ', true],
    ['anna@example', false],
    ['anna@@example.se', false],
    ['anna example@example.se', false],
    ['@example.se', false],
    ['anna@', false],
    ['anna@-example.se', false],
    ['', false],
  ])('%j → %s', (input, expected) => {
    expect(isValidEmail(input)).toBe(expected);
  });
});

describe('isAlphanumeric', () => {
  it.each([
    ['abcXYZ123', true],
    ['Åsa', true],
    ['smörgåsbröd', true],
    ['ÅÄÖåäö', true],
    ['', true],
    ['a b', false],
    ['a-b', false],
    ['ü', false],
    ['é', false],
  ])('%j → %s', (input, expected) => {
    expect(isAlphanumeric(input)).toBe(expected);
  });
});

describe('isValidBic', () => {
  it.each([
    ['ESSESESS', true],
    ['NDEASESSXXX', true],
    [' HANDSESS ', true],
    ['ESSESES', false],
    ['ESSESESSX', false],
    ['NDEASESSXXXX', false],
    ['ESSE SESS', false],
    ['', false],
  ])('%j → %s', (input, expected) => {
    expect(isValidBic(input)).toBe(expected);
  });
});

describe('bank accounts (kontonummer)', () => {
  it.each([
    ['3300', '8112189876', 'valid', 'Nordea'], // personkonto
    ['6000', '123456789', 'valid', 'Handelsbanken'],
    ['5000', '1234560', 'valid', 'SEB'],
    ['8105-9', '744202466', 'valid', 'Swedbank'],
    ['8327-9', '914 330 587-6', 'uncertain', 'Swedbank'], // type 2 check digit unknown: warn, don't block
    ['3300', '8112189875', 'uncertain', 'Nordea'],
    ['5000', '1234567', 'invalid', undefined], // type 1 check digit is certain
    ['9999', '1234567', 'invalid', undefined], // no bank has this clearing number
    ['12', '1234567', 'invalid', undefined],
    ['3300', '', 'invalid', undefined],
  ])('%j %j → %s', (clearing, account, status, bankName) => {
    const check = checkBankAccount(clearing, account);
    expect(check.status).toBe(status);
    expect(check.bankName).toBe(bankName);
    expect(isValidBankAccount(clearing, account)).toBe(status !== 'invalid');
  });
});
