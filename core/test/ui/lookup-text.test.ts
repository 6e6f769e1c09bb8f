import { describe, expect, it } from 'vitest';
import { lookupText } from '../../src/ui';

const codes = [{ TidKod: 'ARB', BenText: 'Arbetad tid' }];
const name = (code: string, list: typeof codes | null) =>
  lookupText(
    list,
    (c) => c.TidKod === code,
    (c) => c.BenText,
    '<Saknas>',
  );

describe('lookupText (spec §8: the fallback for an unknown id)', () => {
  it('names a known id', () => expect(name('ARB', codes)).toBe('Arbetad tid'));
  it('says <Saknas> for an id not in the list', () => expect(name('GONE', codes)).toBe('<Saknas>'));
  it('is empty while the list is not loaded', () => expect(name('ARB', null)).toBe(''));
});
