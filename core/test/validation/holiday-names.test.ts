import { describe, expect, it } from 'vitest';
import { holidayName, swedishHolidays } from '../../src/validation';

describe('holidayName (issue 13: holidays in the reader’s language)', () => {
  it('every holiday of a year has a name in each language', () => {
    for (const year of [2004, 2026])
      for (const h of swedishHolidays(year))
        for (const locale of ['en', 'fr', 'pl'] as const) expect(holidayName(h.Namn, locale), `${h.Namn} ${locale}`).not.toBe(h.Namn);
  });
  it('Swedish shows the law’s name', () => expect(holidayName('Juldagen', 'sv')).toBe('Juldagen'));
  it('English', () => expect(holidayName('Midsommarafton', 'en')).toBe('Midsummer Eve'));
  it('a name without a translation stays', () => expect(holidayName('Okänd dag', 'en')).toBe('Okänd dag'));
});
