/**
 * Which time rows an FK3059 statement reports, and as what (Försäkringskassan, "Tidsredovisning – Assistansersättning",
 * FK 3059; the ELT row flags aktivTid / vanteTid / beredskapsTid — reference/swedish-rules-and-peers.md §3.8):
 * - worked time, overtime included, is active assistance;
 * - jour has been called väntetid since 2013 (FK's vägledning; one hour of väntetid is paid as a quarter hour);
 * - beredskap is reported separately.
 * Absence (sick, child care, vacation, leave) and supplements (OB) are not assistance time and stay off the form.
 * Keyed by the standard time codes; a company's own codes are read by the same table.
 */
export type FkTimeKind = 'aktiv' | 'vante' | 'beredskap';

export const FK_TIME_KINDS: Readonly<Record<string, FkTimeKind>> = {
  ARB: 'aktiv',
  FLX: 'aktiv',
  OT50: 'aktiv',
  OT100: 'aktiv',
  RES: 'aktiv',
  JOUR: 'vante',
  BER: 'beredskap',
};

export const FK_TIME_KIND_SOURCE = 'Försäkringskassan FK 3059 / ELT tidredovisning (aktivTid, vanteTid, beredskapsTid), 2013–';
