/**
 * A compensation's fields with the defaults a new row gets (no goods group, SEK, quantity 1, no dimensions, no
 * receipt, OPEN, typed in): what the server tests write straight into the table (./server/support.ts `claimRow`) and
 * the page-model tests answer from a fake server (a `Compensation` on the wire) start from. Override any field.
 */
export const claimFields = (o: Record<string, unknown> = {}) => ({
  Datum: '2026-09-10',
  Typ: 'ERS',
  LonKod: '660',
  Text: 'Ersättning',
  Extratext: '',
  FromDatum: '',
  TomDatum: '',
  Antal: 1,
  Belopp: 100,
  Moms: 0,
  Valuta: 'SEK',
  Valutakurs: 1,
  Varugrupp: '00000000-0000-0000-0000-000000000000',
  Brukare: '',
  ResEnhet1: '',
  ResEnhet2: '',
  ResEnhet3: '',
  ResEnhet4: '',
  ResEnhet5: '',
  ResEnhet6: '',
  Status: 'OPEN',
  Origin: 'MANUAL',
  GuideId: '',
  KvittoId: '',
  KvittoNamn: '',
  ...o,
});
