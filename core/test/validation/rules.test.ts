import { describe, expect, it } from 'vitest';
import { EMPTY_GUID, rules, validateValue, type Rule, type RuleFailure } from '../../src/validation';

const ok = null;
const f = (key: string, params?: RuleFailure['params']): RuleFailure => (params ? { key: `validation.${key}`, params } : { key: `validation.${key}` });

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows mix rules over text, numbers and files
type Row = [string, Rule<any>, unknown, RuleFailure | null];

describe('required', () => {
  const r = rules.required();
  it.each<[unknown, boolean]>([
    ['', false],
    ['   ', false],
    [undefined, false],
    [null, false],
    [EMPTY_GUID, false],
    [EMPTY_GUID.toUpperCase(), false],
    ['1899-12-30', false],
    ['1899-12-30T00:00:00', false],
    [0, false],
    [NaN, false],
    [[], false],
    ['0', true], // text '0' is a value
    ['2025-01-01', true],
    ['x', true],
    [1, true],
    [-1, true],
    [['a'], true],
    [false, true], // a boolean is always an answer
    ['11111111-0000-0000-0000-000000000000', true],
  ])('%j passes: %s', (value, passes) => {
    expect(r(value) === null).toBe(passes);
  });

  it('lets zero pass where zero is allowed', () => {
    expect(rules.required({ allowZero: true })(0)).toBeNull();
    expect(rules.required({ allowZero: true })('')).toEqual(f('required'));
  });

  it('has a message with and without label', () => {
    expect(r('')).toEqual(f('required'));
    expect(rules.required({ label: 'Namn' })('')).toEqual(f('requiredWithLabel', { label: 'Namn' }));
    expect(r('', { label: 'Datum' })).toEqual(f('requiredWithLabel', { label: 'Datum' }));
    // the factory's label wins over the context's
    expect(rules.required({ label: 'A' })('', { label: 'B' })).toEqual(f('requiredWithLabel', { label: 'A' }));
  });
});

describe('rule table', () => {
  const file = (name: string, size = 1000, type?: string) => ({ name, size, type });
  const MB = 1024 * 1024;

  it.each<Row>([
    // maxLength / minLength carry label and length; blank passes
    ['maxLength ok', rules.maxLength(50), 'a'.repeat(50), ok],
    ['maxLength fail', rules.maxLength(50), 'a'.repeat(51), f('maxLength', { length: 50 })],
    ['maxLength label', rules.maxLength(3, { label: 'Login' }), 'abcd', f('maxLengthWithLabel', { length: 3, label: 'Login' })],
    ['maxLength blank', rules.maxLength(3), '', ok],
    ['minLength ok', rules.minLength(2), 'ab', ok],
    ['minLength fail', rules.minLength(2), 'a', f('minLength', { length: 2 })],
    ['minLength blank', rules.minLength(2), '', ok],
    ['minLength list', rules.minLength(1), ['a'], ok],
    // oneOf
    ['oneOf ok', rules.oneOf(['M', 'W']), 'W', ok],
    ['oneOf fail', rules.oneOf(['M', 'W']), 'X', f('oneOf')],
    ['oneOf number', rules.oneOf([10, 25]), 25, ok],
    ['oneOf blank', rules.oneOf(['M']), '', ok],
    // integer
    ['integer ok', rules.integer(), 12, ok],
    ['integer text', rules.integer(), '1 234', ok],
    ['integer fraction', rules.integer(), 1.5, f('integer')],
    ['integer fraction text', rules.integer(), '1,5', f('integer')],
    ['integer not a number', rules.integer(), 'abc', f('number')],
    ['integer blank', rules.integer(), '', ok],
    // between, both ends included
    ['between min', rules.between(1, 6), 1, ok],
    ['between max', rules.between(1, 6), 6, ok],
    ['between below', rules.between(1, 6), 0, f('between', { min: 1, max: 6 })],
    ['between above', rules.between(1, 6), 6.01, f('between', { min: 1, max: 6 })],
    ['between text', rules.between(0, 24), '7,5', ok],
    ['between minus sign', rules.between(-10, 0), '\u22125', ok],
    ['between label', rules.between(0, 24, { label: 'Timmar' }), 25, f('betweenWithLabel', { min: 0, max: 24, label: 'Timmar' })],
    ['between NaN text', rules.between(0, 1), 'x', f('number')],
    // greaterThan, strictly
    ['greaterThan ok', rules.greaterThan(0), 0.01, ok],
    ['greaterThan equal', rules.greaterThan(0), 0, f('greaterThan', { min: 0 })],
    ['greaterThan below', rules.greaterThan(0), -1, f('greaterThan', { min: 0 })],
    // date: empty or a real date
    ['date ok', rules.date(), '2024-02-29', ok],
    ['date empty', rules.date(), '', ok],
    ['date empty marker', rules.date(), '1899-12-30', ok],
    ['date impossible', rules.date(), '2023-02-29', f('date')],
    ['date garbage', rules.date(), '29/02/2024', f('date')],
    ['date number', rules.date(), 20240229, f('date')],
    // time
    ['time ok', rules.time(), '07:45', ok],
    ['time bad', rules.time(), '7:75', f('time')],
    ['time label', rules.time({ label: 'Start' }), '25:00', f('timeWithLabel', { label: 'Start' })],
    // identity numbers
    ['personnummer ok', rules.personnummer(), '811218-9876', ok],
    ['personnummer coordination', rules.personnummer(), '701063-2391', ok],
    ['personnummer bad', rules.personnummer(), '811218-9875', f('personnummer')],
    ['orgnr ok', rules.orgnr(), '556036-0793', ok],
    ['orgnr bad', rules.orgnr(), '556036-0794', f('orgnr')],
    // text
    ['email ok', rules.email(), 'per@demo.se', ok],
    ['email bad', rules.email(), 'per@demo', f('email')],
    ['alphanumeric ok', rules.alphanumeric(), 'Öland42', ok],
    ['alphanumeric bad', rules.alphanumeric(), 'a_b', f('alphanumeric')],
    ['bic 8', rules.bic(), 'ESSESESS', ok],
    ['bic 11', rules.bic(), 'ESSESESSXXX', ok],
    ['bic 9', rules.bic(), 'ESSESESSX', f('bic')],
    // bank account field, clearing from another field
    ['bankAccount ok', rules.bankAccount('3300'), '8112189876', ok],
    ['bankAccount uncertain passes', rules.bankAccount(() => '3300'), '8112189875', ok],
    ['bankAccount bad', rules.bankAccount('5000'), '1234567', f('bankAccount')],
    ['bankAccount warning', rules.bankAccountWarning('3300'), '8112189875', f('bankAccountUncertain')],
    ['bankAccount no warning', rules.bankAccountWarning('3300'), '8112189876', ok],
    // SMS code: exactly 4, empty fails
    ['smsCode ok', rules.smsCode(), '1234', ok],
    ['smsCode short', rules.smsCode(), '123', f('smsCode', { length: 4 })],
    ['smsCode long', rules.smsCode(), '12345', f('smsCode', { length: 4 })],
    ['smsCode empty', rules.smsCode(), '', f('smsCode', { length: 4 })],
    // password: at least 6, empty fails
    ['password ok', rules.password(), 'abcdef', ok],
    ['password short', rules.password(), 'abcde', f('password', { length: 6 })],
    ['password empty', rules.password(), '', f('password', { length: 6 })],
    // matches (repeat password)
    ['matches ok', rules.matches('hemligt1'), 'hemligt1', ok],
    ['matches getter', rules.matches(() => 'hemligt1'), 'hemligt2', f('matches')],
    // images
    ['image png', rules.imageFile(), file('logo.PNG'), ok],
    ['image heic', rules.imageFile(), file('IMG_0001.heic'), ok],
    ['image jfif', rules.imageFile(), file('a.jfif'), ok],
    ['image gif', rules.imageFile(), file('a.gif'), f('invalidImage', { formats: 'HEIC, HEIF, PNG, JPEG' })],
    ['image pdf', rules.imageFile(), file('a.pdf'), f('invalidImage', { formats: 'HEIC, HEIF, PNG, JPEG' })],
    ['image by mime', rules.imageFile(), file('blob', 10, 'image/jpeg'), ok],
    ['image 2 MB', rules.imageFile(), file('a.jpg', 2 * MB), ok],
    ['image over 2 MB', rules.imageFile(), file('a.jpg', 2 * MB + 1), f('imageTooLarge', { maxMb: 2 })],
    ['image app 10 MB', rules.imageFile({ inMobileApp: true }), file('a.jpg', 10 * MB), ok],
    ['image app over 10 MB', rules.imageFile({ inMobileApp: true }), file('a.jpg', 10 * MB + 1), f('imageTooLarge', { maxMb: 10 })],
    ['image none', rules.imageFile(), null, ok],
    // documents
    ['document pdf', rules.documentFile(), file('lönebesked.pdf'), ok],
    ['document docx', rules.documentFile(), file('avtal.docx'), ok],
    ['document xlsx', rules.documentFile(), file('tider.xlsx'), ok],
    ['document odt', rules.documentFile(), file('brev.odt'), ok],
    ['document pptx', rules.documentFile(), file('bilder.pptx'), ok],
    ['document txt', rules.documentFile(), file('notes.txt'), ok],
    ['document jpg', rules.documentFile(), file('kvitto.jpg'), ok],
    ['document exe', rules.documentFile(), file('setup.exe'), f('DocumentFileExtensionError')],
    ['document zip', rules.documentFile(), file('arkiv.zip'), f('DocumentFileExtensionError')],
    ['document no extension, mime', rules.documentFile(), file('scan', 10, 'application/pdf'), ok],
    ['document no extension, bad mime', rules.documentFile(), file('x', 10, 'application/x-msdownload'), f('DocumentFileExtensionError')],
    ['document size', rules.documentFile({ maxMb: 1 }), file('a.pdf', MB + 1), f('fileTooLarge', { maxMb: 1 })],
    ['fileSize ok', rules.fileSize(5), file('a.bin', 5 * MB), ok],
    ['fileSize fail', rules.fileSize(5), file('a.bin', 5 * MB + 1), f('fileTooLarge', { maxMb: 5 })],
    // requiredWhen
    ['requiredWhen on', rules.requiredWhen(true), '', f('required')],
    ['requiredWhen off', rules.requiredWhen(false), '', ok],
    ['requiredWhen getter', rules.requiredWhen(() => true, { label: 'Brukare' }), EMPTY_GUID, f('requiredWithLabel', { label: 'Brukare' })],
  ])('%s', (_name, rule, value, expected) => {
    expect(rule(value)).toEqual(expected);
  });

  it.each([
    ['date', rules.date()],
    ['time', rules.time()],
    ['personnummer', rules.personnummer()],
    ['orgnr', rules.orgnr()],
    ['email', rules.email()],
    ['bic', rules.bic()],
  ])('%s lets blank through (required decides)', (_name, rule) => {
    expect(rule('')).toBeNull();
    expect(rule(undefined)).toBeNull();
  });
});

describe('validateValue', () => {
  const loginRules = [rules.required({ label: 'Login' }), rules.maxLength(50, { label: 'Login' })];

  it.each<[unknown, RuleFailure | null]>([
    ['', f('requiredWithLabel', { label: 'Login' })],
    ['a'.repeat(51), f('maxLengthWithLabel', { label: 'Login', length: 50 })],
    ['per@demo.se', null],
  ])('%j → first failure %j', (value, expected) => {
    expect(validateValue(value, loginRules)).toEqual(expected);
  });

  it('passes the context to every rule', () => {
    expect(validateValue('', [rules.required()], { label: 'Namn' })).toEqual(f('requiredWithLabel', { label: 'Namn' }));
  });

  it('uses the context today for personnummer centuries', () => {
    // '000229-1235' is 2000-02-29 from 2000 on, but 1900-02-29 (no such day) before
    expect(validateValue('000229-1235', [rules.personnummer()], { today: new Date(2025, 0, 1) })).toBeNull();
    expect(validateValue('000229-1235', [rules.personnummer()], { today: new Date(1999, 5, 1) })).toEqual(f('personnummer'));
  });
});
