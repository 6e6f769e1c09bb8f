import type { Need, NeedInput, Pass, PassState } from '../src/contracts';
import type { StaffingNeedsTable, StaffingPassesTable } from './db';

export const kompetenserOf = (s: string): string[] => (s ? s.split(',') : []);

export function needWire(r: StaffingNeedsTable, staffed: boolean, passes: number): Need {
  return {
    Id: r.Id,
    Namn: r.Namn,
    Uppgift: r.Uppgift,
    Avdelning: r.Avdelning,
    ResEnh: r.ResEnh,
    Brukare: r.Brukare,
    Start: r.Start,
    Slut: r.Slut,
    Antal: r.Antal,
    Kompetenser: kompetenserOf(r.Kompetenser),
    Upprepning: r.Upprepning as NeedInput['Upprepning'],
    Faktor: r.Faktor,
    Dagar: r.Dagar,
    Manader: r.Manader,
    FromDatum: r.FromDatum,
    TomDatum: r.TomDatum,
    Schemalangd: r.Schemalangd,
    Helgdagar: r.Helgdagar === 1,
    Delpass: r.Delpass === 1,
    Kommentar: r.Kommentar,
    Bemannad: staffed,
    KopiaAv: r.KopiaAv,
    Passer: passes,
  };
}

/** PLANNED becomes ONGOING once its start has passed on the Swedish wall clock (`nowWall` 'YYYY-MM-DD HH:MM') */
export function stateOf(p: Pick<StaffingPassesTable, 'Status' | 'Datum' | 'Start'>, nowWall: string): PassState {
  if (p.Status !== 'PLANNED') return p.Status as PassState;
  return `${p.Datum} ${p.Start}` <= nowWall ? 'ONGOING' : 'PLANNED';
}

export function passWire(p: StaffingPassesTable, need: Pick<StaffingNeedsTable, 'Namn' | 'Kompetenser'> | undefined, nowWall: string): Pass {
  return {
    Id: p.Id,
    BehovId: p.BehovId,
    Namn: need?.Namn ?? '',
    Datum: p.Datum,
    Start: p.Start,
    Slut: p.Slut,
    AnstNr: p.AnstNr,
    Kompetenser: kompetenserOf(need?.Kompetenser ?? ''),
    Status: stateOf(p, nowWall),
    Version: p.Version,
  };
}
