import { COMPENSATIONS_CODES, compensations } from '../src/contracts';
import { DOMESTIC_RATES, FOREIGN_SOURCES, foreignRate, MEAL_REDUCTION } from '../src/rules/per-diem-rates';
import { handle } from './db';
import { findImported, importedRates } from './rates';

/**
 * Spec §7 GET /traktamente/{year}?Land=…&Landskod=…&Valuta=…&Valutakod=…: the year's per diem of a country (Sweden
 * when neither Land nor Landskod is given, or Landskod SE). A year or country without a rule answers "travel rule
 * missing" (404, its own dvCode). Valuta/Valutakod are echoed: Skatteverket's amounts are in SEK.
 */
export const traktamente = handle(compensations.traktamente, async ({ params, query }, ctx) => {
  const year = Number(params.year);
  const code = (query.Landskod ?? '').trim().toUpperCase();
  const name = (query.Land ?? '').trim();
  const domestic = (code === '' && (name === '' || name.toLowerCase() === 'sverige')) || code === 'SE';
  const missing = () =>
    ctx.fail(404, COMPENSATIONS_CODES.travelRuleMissing, 'compensations.errors.travelRuleMissing', { year, country: domestic ? '' : ` (${code || name})` });
  // a table the company imported for the year comes before the shipped ones
  const own = findImported(await importedRates(ctx, year), domestic ? { Landskod: 'SE' } : { Land: name, Landskod: code });
  const found = own
    ? { Land: domestic ? 'Sverige' : own.Land, Landskod: domestic ? 'SE' : own.Landskod, Belopp: own.Belopp, Kalla: `Import ${year}` }
    : domestic
      ? DOMESTIC_RATES[year]
        ? { Land: 'Sverige', Landskod: 'SE', Belopp: DOMESTIC_RATES[year]!.full, Kalla: DOMESTIC_RATES[year]!.source }
        : null
      : (() => {
          const r = foreignRate(year, { Land: name, Landskod: code });
          return r ? { ...r, Kalla: FOREIGN_SOURCES[year] ?? '' } : null;
        })();
  if (!found) return missing();
  const reduction = domestic ? MEAL_REDUCTION.domestic : MEAL_REDUCTION.foreign;
  return {
    Ar: year,
    Land: found.Land,
    Landskod: found.Landskod,
    Valuta: query.Valuta ?? 'SEK',
    Valutakod: query.Valutakod ?? 'SEK',
    Heldag: found.Belopp,
    Halvdag: Math.round(found.Belopp / 2),
    Natt: Math.round(found.Belopp / 2),
    Efter3Man: Math.round(found.Belopp * 0.7),
    Efter2Ar: Math.round(found.Belopp * 0.5),
    MaltidsreduktionProcent: {
      Frukost: reduction.breakfast,
      LunchEllerMiddag: reduction.lunchOrDinner,
      LunchOchMiddag: reduction.both,
      AllaMaltider: reduction.all,
    },
    Kalla: found.Kalla,
  };
});
