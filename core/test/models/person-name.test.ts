import { describe, expect, it } from 'vitest';
import { personName } from '../../src/contracts';

describe('personName: the one rule for a name on screen and on paper', () => {
  it('is the first name, a space and the surname', () => {
    expect(personName({ FoNamn: 'Anna', EfNamn: 'Andersson' })).toBe('Anna Andersson');
  });
  it('leaves no stray space when a part is missing or padded (a list sorted by name keeps its order)', () => {
    expect(personName({ FoNamn: '', EfNamn: 'Andersson' })).toBe('Andersson');
    expect(personName({ FoNamn: 'Anna ', EfNamn: '' })).toBe('Anna');
    expect(personName({ FoNamn: ' Anna', EfNamn: ' Berg ' })).toBe('Anna Berg');
  });
});
