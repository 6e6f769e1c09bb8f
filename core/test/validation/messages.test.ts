import { describe, expect, it } from 'vitest';
import { Record as Rec, String as Str } from 'runtypes';
import { asConstraint, formatRuleFailure, messages, rules, type RuleFailure } from '../../src/validation';

const locales = ['sv', 'en', 'fr', 'pl'] as const;
const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('message dictionaries', () => {
  const keys = Object.keys(messages.sv).sort();

  it.each(locales)('%s has exactly the Swedish keys', (locale) => {
    expect(Object.keys(messages[locale]).sort()).toEqual(keys);
  });

  it.each(keys.flatMap((key) => locales.filter((l) => l !== 'sv').map((l) => [l, key] as const)))(
    '%s.%s uses the same placeholders as Swedish and is a real translation',
    (locale, key) => {
      const text = (messages[locale] as Record<string, string>)[key] ?? '';
      const swedish = (messages.sv as Record<string, string>)[key] ?? '';
      expect(placeholders(text)).toEqual(placeholders(swedish));
      expect(text).not.toBe(swedish);
      if (locale !== 'en') expect(text).not.toBe((messages.en as Record<string, string>)[key]);
    },
  );

  it.each(keys.filter((k) => k.endsWith('WithLabel')))('%s names the label in every locale', (key) => {
    for (const locale of locales) expect((messages[locale] as Record<string, string>)[key]).toContain('{{label}}');
  });
});

describe('formatRuleFailure', () => {
  it.each<[RuleFailure, (typeof locales)[number], string]>([
    [{ key: 'validation.requiredWithLabel', params: { label: 'Namn' } }, 'sv', 'Namn är obligatoriskt.'],
    [{ key: 'validation.requiredWithLabel', params: { label: 'Name' } }, 'en', 'Name is required.'],
    [{ key: 'validation.date' }, 'en', 'Invalid date.'],
    [{ key: 'validation.time' }, 'en', 'Invalid time.'],
    [{ key: 'validation.oneOf' }, 'en', 'Invalid value.'],
    [{ key: 'validation.bic' }, 'en', 'Must be either 8 or 11 characters long.'],
    [{ key: 'validation.between', params: { min: 1, max: 6 } }, 'sv', 'Måste vara mellan 1 och 6.'],
    [{ key: 'validation.invalidImage', params: { formats: 'HEIC, HEIF, PNG, JPEG' } }, 'en', 'Invalid image format. Allowed formats: HEIC, HEIF, PNG, JPEG.'],
    [{ key: 'validation.imageTooLarge', params: { maxMb: 2 } }, 'fr', 'L’image est trop volumineuse (2 Mo au maximum).'],
    [{ key: 'validation.maxLength', params: { length: 50 } }, 'pl', 'Maksymalna liczba znaków: 50.'],
    [{ key: 'validation.between', params: { min: 0.5, max: 7.5 } }, 'sv', 'Måste vara mellan 0,5 och 7,5.'],
    [{ key: 'validation.between', params: { min: 0.5, max: 7.5 } }, 'en', 'Must be between 0.5 and 7.5.'],
    [{ key: 'validation.unknownRule' }, 'sv', 'validation.unknownRule'],
  ])('%j in %s → %j', (failure, locale, expected) => {
    expect(formatRuleFailure(failure, locale)).toBe(expected);
  });

  it('defaults to Swedish', () => {
    expect(formatRuleFailure({ key: 'validation.date' })).toBe('Ogiltigt datum.');
  });
});

describe('asConstraint (runtypes)', () => {
  const Login = Rec({
    Login: Str.withConstraint(asConstraint([rules.required(), rules.maxLength(50)])),
    Email: Str.withConstraint(asConstraint(rules.email())),
    PersNr: Str.withConstraint(asConstraint(rules.personnummer(), 'sv')),
  });

  it.each([
    [{ Login: 'per@demo.se', Email: 'per@demo.se', PersNr: '198112189876' }, true, undefined],
    [{ Login: '', Email: 'per@demo.se', PersNr: '' }, false, 'This field is required.'],
    [{ Login: 'x'.repeat(51), Email: '', PersNr: '' }, false, 'At most 50 characters.'],
    [{ Login: 'x', Email: 'nope', PersNr: '' }, false, 'Invalid email address.'],
    [{ Login: 'x', Email: '', PersNr: '8112189875' }, false, 'Ogiltigt personnummer.'],
  ])('%j → success %s', (value, success, message) => {
    const result = Login.validate(value);
    expect(result.success).toBe(success);
    if (!result.success) {
      // runtypes names the failing field, so the server can answer 400 with `field`
      expect(JSON.stringify(result.details)).toContain(message);
    }
  });

  it('returns true or the message', () => {
    const check = asConstraint(rules.smsCode(), 'en');
    expect(check('1234')).toBe(true);
    expect(check('12')).toBe('The code must be exactly 4 characters.');
  });
});
