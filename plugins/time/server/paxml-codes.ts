import type { TimeDb } from './db';
import { isPaxmlTimeCode } from '../src/domain/paxml-codes';

/**
 * Where a company code starts when nobody has mapped it: the code itself when PAXml has it, else the meaning the
 * reference gives (overtime 50 % and 100 % are the first two overtime bands, on-call and standby the first band,
 * parental leave FPE, compensatory time off KOM, travel time RE1, the qualifying deduction of a sick period SJK_KAR).
 */
export const PAXML_DEFAULTS: Readonly<Record<string, string>> = {
  OT50: 'ÖT1',
  OT100: 'ÖT2',
  JOUR: 'JR1',
  BER: 'BE1',
  RES: 'RE1',
  FLD: 'FPE',
  KOMP: 'KOM',
  KAR: 'SJK_KAR',
};

export function defaultPaxmlCode(tidKod: string): string | null {
  if (isPaxmlTimeCode(tidKod)) return tidKod;
  return PAXML_DEFAULTS[tidKod] ?? null;
}

/** the company's codes as PAXml codes: stored choices first, then the defaults; null = not mapped (export refuses) */
export async function paxmlCodesOf(db: TimeDb, ftgId: string): Promise<Map<string, { code: string | null; chosen: boolean }>> {
  const [codes, stored] = await Promise.all([
    db.selectFrom('tidkoder').select('TidKod').distinct().where('FtgId', '=', ftgId).execute(),
    db.selectFrom('time_paxml_codes').select(['TidKod', 'PaxmlKod']).where('FtgId', '=', ftgId).execute(),
  ]);
  const chosen = new Map(stored.map((s) => [s.TidKod, s.PaxmlKod]));
  return new Map(
    codes.map((c) => [c.TidKod, chosen.has(c.TidKod) ? { code: chosen.get(c.TidKod)!, chosen: true } : { code: defaultPaxmlCode(c.TidKod), chosen: false }]),
  );
}
