/**
 * PAXml 2.0's time codes (`tidkodTYPE`) — the only values `<tidkod>` may hold. Source: ../shared/reference/paxml.md
 * (the schema's enumeration as a public exporter lists it; paxml.se 2.0, read 2026). A company's own codes map onto
 * these (`time_paxml_codes`, editable by payroll administration); `PAXML_DEFAULTS` is where a company starts.
 */
const numbered = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i + 1}`);
export const PAXML_TIME_CODES: readonly string[] = [
  ...['SJK', 'SJK_KAR', 'SJK_LÖN', 'SJK_ERS', 'SJK_PEN', 'ASK', 'HAV', 'FPE', 'VAB', 'SMB', 'UTB', 'MIL', 'SVE', 'NÄR', 'TJL'],
  ...['SEM', 'SEM_BET', 'SEM_SPA', 'SEM_OBE', 'SEM_FÖR', 'KOM', 'PEM', 'PER', 'FAC', 'ATK', 'KON', 'PAP', 'ATF'],
  ...numbered('FR', 9),
  'FLX',
  'SCH',
  ...numbered('TS', 9),
  'TID',
  'ARB',
  'MER',
  ...numbered('ÖT', 5),
  ...numbered('ÖK', 5),
  ...numbered('OB', 5),
  ...numbered('OS', 5),
  ...['JR1', 'JR2', 'JR3', 'JS1', 'JS2', 'JS3', 'BE1', 'BE2', 'BE3', 'BS1', 'BS2', 'BS3', 'RE1', 'RE2', 'RE3', 'HLG', 'SKI'],
  ...numbered('LT', 9),
  ...numbered('NV', 9),
];
const KNOWN = new Set(PAXML_TIME_CODES);
export const isPaxmlTimeCode = (code: string) => KNOWN.has(code);
