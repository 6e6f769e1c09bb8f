import type { NeedInput } from '../src/contracts';

/**
 * The one base of a need for the tests and the browser specs (duplicates D4/D5/D7): one pass on `day` for one person,
 * no repeat, nowhere in particular — each test names only what it is about in `over`.
 */
export const needInput = (day: string, over: Partial<NeedInput> = {}): NeedInput => ({
  Namn: 'Testbehov',
  Uppgift: '',
  Avdelning: '',
  ResEnh: '',
  Brukare: '',
  Start: '08:00',
  Slut: '16:00',
  Antal: 1,
  Kompetenser: [],
  Upprepning: 'NONE',
  Faktor: 1,
  Dagar: '',
  Manader: '',
  FromDatum: day,
  TomDatum: day,
  Schemalangd: 1,
  Helgdagar: true,
  Delpass: false,
  Kommentar: '',
  ...over,
});
