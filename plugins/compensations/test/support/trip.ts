/**
 * The per diem guide's answers for a domestic three-day trip 2–4 March 2026 (300 kr a day), lodging paid every night,
 * no free meals: what the server tests send and the page-model tests preview. Override any answer.
 */
export const perDiemTrip = (o: Record<string, unknown> = {}) => ({
  AnstNr: '',
  Avresa: '2026-03-02T07:00',
  AvresaOrt: 'Göteborg',
  Hemkomst: '2026-03-04T20:00',
  Resmal: 'Utbildning Stockholm',
  Over50km: true,
  Utrikes: false,
  Lander: [] as { Fran: string; Landskod: string }[],
  Maltider: [] as { Datum: string; Frukost: boolean; Lunch: boolean; Middag: boolean }[],
  Natter: [
    { Datum: '2026-03-02', LogiBetald: true },
    { Datum: '2026-03-03', LogiBetald: true },
  ],
  ...o,
});
