import { describe, expect, it } from 'vitest';
import { paxml, type PaxmlRow } from '../server/paxml';
import { validatePaxml } from './paxml-validate';

const company = { Orgnr: '556677-8899', Namn: 'Omsorgen AB' };
const row = (r: Partial<PaxmlRow>): PaxmlRow => ({
  Id: 'r1',
  AnstNr: '7',
  PersNr: '198001011234',
  Datum: '2026-11-18',
  TidKod: 'VAB',
  Enhet: 'h',
  Timmar: 8,
  Start: '',
  Slut: '',
  Konto: '',
  ResEnheter: [],
  Text: '',
  ...r,
});

describe('PAXml: the child of a VAB or parental-leave row', () => {
  it('a booked VAB row names the child in <barn>, not in <info>; other rows keep their text in <info>', () => {
    const xml = paxml(
      company as never,
      [],
      [
        row({ Id: 'v', Text: '201503031234' }),
        row({ Id: 'f', TidKod: 'FPE', Enhet: 'dag', Timmar: 1, Text: '201503031234' }),
        row({ Id: 's', TidKod: 'SJK', Text: '201503031234' }),
        row({ Id: 'w', TidKod: 'VAB', Text: 'Barnet har feber' }),
      ],
      new Date('2026-11-18T09:00:00Z'),
    );
    expect(validatePaxml(xml)).toEqual([]);
    const trans = (id: string) => xml.slice(xml.indexOf(`postid="${id}"`), xml.indexOf('</tidtrans>', xml.indexOf(`postid="${id}"`)));
    expect(trans('v')).toContain('<barn>201503031234</barn>');
    expect(trans('v')).not.toContain('<info>');
    expect(trans('f')).toContain('<barn>201503031234</barn>');
    // only VAB and parental leave name a child; free text stays information
    expect(trans('s')).not.toContain('<barn>');
    expect(trans('s')).toContain('<info>201503031234</info>');
    expect(trans('w')).toContain('<info>Barnet har feber</info>');
    // the schema's order: the amount, then the child, then the account
    expect(trans('v').indexOf('<timmar>')).toBeLessThan(trans('v').indexOf('<barn>'));
  });
});
