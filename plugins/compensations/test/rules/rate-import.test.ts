import { describe, expect, it } from 'vitest';
import { parseRateCsv } from '../../src/rules/rate-import';

/** the shape of Skatteverket's open dataset export "Traktamente utland" (År;Land eller område;Normalbelopp) */
const CSV = [
  'År;Land eller område;Normalbelopp',
  '2027;Danmark;1300',
  '2027;Grönland;Se Danmark',
  '2027;"Tyskland";820',
  '2027;Övriga länder och områden;480',
  '',
].join('\r\n');

describe('importing a year of normalbelopp (Skatteverket CSV)', () => {
  it('reads the rows, follows the codes of the shipped tables and keeps cross-references', () => {
    const r = parseRateCsv(`\uFEFF${CSV}`, 2027);
    expect(r).toEqual({
      ok: true,
      rows: [
        { Land: 'Danmark', Landskod: 'DK', Belopp: 1300, Se: '' },
        { Land: 'Grönland', Landskod: 'GL', Belopp: null, Se: 'Danmark' },
        { Land: 'Tyskland', Landskod: 'DE', Belopp: 820, Se: '' },
        { Land: 'Övriga länder och områden', Landskod: '', Belopp: 480, Se: '' },
      ],
    });
  });
  it('takes a Landskod column and commas', () => {
    const r = parseRateCsv('Landskod,Land,Normalbelopp\nNO,Norge,1100\nSE,Sverige,310\n', 2027);
    expect(r.ok && r.rows.map((x) => [x.Landskod, x.Belopp])).toEqual([
      ['NO', 1100],
      ['SE', 310],
    ]);
  });
  it('names every bad line: the wrong year, no amount, a duplicate, a reference to no row, a bad code', () => {
    const bad = [
      'År;Land eller område;Normalbelopp;Landskod',
      '2027;Danmark;1300;DK',
      '2026;Norge;1100;NO',
      '2027;Finland;abc;FI',
      '2027;Danmark;1;DK',
      '2027;Grönland;Se Atlantis;GL',
      '2027;Island;900;ISL',
    ].join('\n');
    const r = parseRateCsv(bad, 2027);
    expect(r.ok ? [] : r.problems.map((p) => [p.line, p.key])).toEqual([
      [3, 'year'],
      [4, 'amount'],
      [5, 'duplicate'],
      [6, 'reference'],
      [7, 'code'],
    ]);
  });
  it('refuses a file without the columns, or without rows', () => {
    expect(parseRateCsv('a;b;c\n1;2;3', 2027)).toEqual({ ok: false, problems: [{ line: 1, key: 'header', value: 'a;b;c' }] });
    expect(parseRateCsv('Land;Normalbelopp\n', 2027)).toEqual({ ok: false, problems: [{ line: 2, key: 'empty', value: '' }] });
  });
});
