import type { PerDiemInput } from '../../../contracts';
import { tripDates } from '../../../rules/per-diem-guide';

/**
 * The per diem guide's answers while they are typed (dates and times apart, meals and lodging keyed by date), and
 * the wire's PerDiemInput made from them. Pure: the model test and the view share it.
 */
export interface Leg {
  Landskod: string;
  date: string;
  time: string;
}
export interface Draft {
  AnstNr: string;
  depDate: string;
  depTime: string;
  place: string;
  destination: string;
  retDate: string;
  retTime: string;
  far: boolean;
  stayStart: string;
  foreign: boolean;
  legs: Leg[];
  meals: Record<string, { Frukost: boolean; Lunch: boolean; Middag: boolean }>;
  /** lodging paid by the employer, per night (dated by its evening); a night not here is paid */
  paid: Record<string, boolean>;
}

export const STEPS = ['departure', 'return', 'where', 'meals', 'lodging', 'summary'] as const;
export type Step = (typeof STEPS)[number];

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
export const validDate = (d: string) => DATE.test(d) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d);
export const validTime = (t: string) => TIME.test(t);

export function emptyDraft(AnstNr: string, today: string): Draft {
  return {
    AnstNr,
    depDate: today,
    depTime: '',
    place: '',
    destination: '',
    retDate: '',
    retTime: '',
    far: true,
    stayStart: '',
    foreign: false,
    legs: [],
    meals: {},
    paid: {},
  };
}

export function draftOf(input: PerDiemInput): Draft {
  return {
    AnstNr: input.AnstNr,
    depDate: input.Avresa.slice(0, 10),
    depTime: input.Avresa.slice(11),
    place: input.AvresaOrt,
    destination: input.Resmal,
    retDate: input.Hemkomst.slice(0, 10),
    retTime: input.Hemkomst.slice(11),
    far: input.Over50km,
    stayStart: input.VistelseStart ?? '',
    foreign: input.Utrikes,
    legs: input.Lander.map((l) => ({ Landskod: l.Landskod, date: l.Fran.slice(0, 10), time: l.Fran.slice(11) })),
    meals: Object.fromEntries(input.Maltider.map((m) => [m.Datum, { Frukost: m.Frukost, Lunch: m.Lunch, Middag: m.Middag }])),
    paid: Object.fromEntries(input.Natter.map((n) => [n.Datum, n.LogiBetald])),
  };
}

export const departureOf = (d: Draft) => (validDate(d.depDate) && validTime(d.depTime) ? `${d.depDate}T${d.depTime}` : null);
export const returnOf = (d: Draft) => (validDate(d.retDate) && validTime(d.retTime) ? `${d.retDate}T${d.retTime}` : null);

/** the trip's dates (none until departure and return are whole and in order) */
export function datesOf(d: Draft): string[] {
  const dep = departureOf(d);
  const ret = returnOf(d);
  return dep && ret && ret > dep ? tripDates(dep, ret, 120) : [];
}

/** the wire's answers: meals and nights only for the trip's days */
export function inputOf(d: Draft): PerDiemInput {
  const dates = datesOf(d);
  const nights = dates.slice(0, -1);
  return {
    AnstNr: d.AnstNr,
    Avresa: `${d.depDate}T${d.depTime}`,
    AvresaOrt: d.place.trim(),
    Hemkomst: `${d.retDate}T${d.retTime}`,
    Resmal: d.destination.trim(),
    Over50km: d.far,
    Utrikes: d.foreign,
    Lander: d.foreign ? d.legs.map((l) => ({ Fran: `${l.date}T${l.time}`, Landskod: l.Landskod })) : [],
    Maltider: dates
      .map((Datum) => ({ Datum, ...(d.meals[Datum] ?? { Frukost: false, Lunch: false, Middag: false }) }))
      .filter((m) => m.Frukost || m.Lunch || m.Middag),
    Natter: nights.map((Datum) => ({ Datum, LogiBetald: d.paid[Datum] ?? true })),
    ...(d.stayStart ? { VistelseStart: d.stayStart } : {}),
  };
}

export type StepProblem = { field: string; key: string; params?: Record<string, string> };

/** what keeps a step from going on: the first field to fix and the message key (compensations.…) */
export function stepProblems(step: Step, d: Draft): StepProblem[] {
  const out: StepProblem[] = [];
  if (step === 'departure') {
    if (!validDate(d.depDate)) out.push({ field: 'pd-dep-date', key: 'perDiemGuide.required', params: { field: 'departureDate' } });
    if (!validTime(d.depTime)) out.push({ field: 'pd-dep-time', key: 'perDiemGuide.required', params: { field: 'departureTime' } });
    if (!d.place.trim()) out.push({ field: 'pd-place', key: 'perDiemGuide.required', params: { field: 'departurePlace' } });
    if (!d.destination.trim()) out.push({ field: 'pd-destination', key: 'perDiemGuide.required', params: { field: 'destination' } });
  }
  if (step === 'return') {
    if (!validDate(d.retDate)) out.push({ field: 'pd-ret-date', key: 'perDiemGuide.required', params: { field: 'returnDate' } });
    else if (!validTime(d.retTime)) out.push({ field: 'pd-ret-time', key: 'perDiemGuide.required', params: { field: 'returnTime' } });
    else {
      const dep = departureOf(d)!;
      const ret = returnOf(d)!;
      if (ret <= dep) out.push({ field: 'pd-ret-date', key: 'guideErrors.returnBeforeDeparture' });
      else if (d.retDate <= d.depDate) out.push({ field: 'pd-ret-date', key: 'guideErrors.noNight' });
      else if (datesOf(d).length > 93) out.push({ field: 'pd-ret-date', key: 'guideErrors.tooLong' });
    }
    if (!d.far) out.push({ field: 'pd-far', key: 'guideErrors.notFar' });
    if (d.stayStart && (!validDate(d.stayStart) || d.stayStart > d.depDate)) out.push({ field: 'pd-stay', key: 'guideErrors.stayAfterDeparture' });
  }
  if (step === 'where' && d.foreign) {
    if (d.legs.length === 0) out.push({ field: 'pd-add-leg', key: 'guideErrors.noCountry' });
    d.legs.forEach((l, i) => {
      if (!l.Landskod) out.push({ field: `pd-leg-${i}-country`, key: 'perDiemGuide.required', params: { field: 'country' } });
      else if (!validDate(l.date) || !validTime(l.time)) out.push({ field: `pd-leg-${i}-date`, key: 'perDiemGuide.required', params: { field: 'legDate' } });
      else if (returnOf(d) && `${l.date}T${l.time}` > returnOf(d)!) out.push({ field: `pd-leg-${i}-date`, key: 'guideErrors.legOutside' });
    });
  }
  return out;
}
