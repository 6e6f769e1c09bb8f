import type { DayStatus, TimeDay, TimeReport, TimeRow } from '../src/contracts';
import { eachDay, isoWeek } from '../src/domain/dates';
import type { TimeRowsTable } from './db';
import { keptObRules, type KeptSource } from './kept';
import { holidayOn } from '@lonna/core/validation';
import type { EmployeeSchedule } from './schedule';
import { dayCodesOf, quantities, round2, totalsPerCode } from './totals';
import { obHours } from '../src/domain/ob-bands';
import { WORKED_TIME_CODE } from '../src/domain/row-rules';

export function rowOut(r: TimeRowsTable): TimeRow {
  return {
    Id: r.Id,
    AnstNr: r.AnstNr,
    Datum: r.Datum,
    TidKod: r.TidKod,
    Timmar: Number(r.Timmar),
    Start: r.Start,
    Slut: r.Slut,
    Brukare: r.Brukare,
    ResEnhet1: r.ResEnhet1,
    ResEnhet2: r.ResEnhet2,
    ResEnhet3: r.ResEnhet3,
    ResEnhet4: r.ResEnhet4,
    ResEnhet5: r.ResEnhet5,
    ResEnhet6: r.ResEnhet6,
    Konto: r.Konto,
    Text: r.Text,
    Source: r.Source === 'PUNCH' || r.Source === 'BOOKED' ? r.Source : 'MANUAL',
    UpdatedBy: r.UpdatedBy,
    UpdatedAt: Number(r.UpdatedAt),
  };
}

const byTime = (a: TimeRow, b: TimeRow) => (a.Start || '99').localeCompare(b.Start || '99') || a.UpdatedAt - b.UpdatedAt;

/** One employee's days in a period: status, version, holiday, schedule and rows, with totals per code. */
export async function loadReport(src: KeptSource, anstNr: string, from: string, to: string, schedule: EmployeeSchedule | undefined): Promise<TimeReport> {
  const { db, companyId: ftgId } = src;
  const [rows, days, dayCodes, obEnabled] = await Promise.all([
    db
      .selectFrom('time_rows')
      .selectAll()
      .where('FtgId', '=', ftgId)
      .where('AnstNr', '=', anstNr)
      .where('Datum', '>=', from)
      .where('Datum', '<=', to)
      .execute(),
    db
      .selectFrom('time_days')
      .select(['Datum', 'Status', 'Version', 'ApprovedBy', 'ApprovedAt', 'AttestedBy', 'AttestedAt'])
      .where('FtgId', '=', ftgId)
      .where('AnstNr', '=', anstNr)
      .where('Datum', '>=', from)
      .where('Datum', '<=', to)
      .execute(),
    dayCodesOf(src),
    keptObRules(src),
  ]);
  const rowsByDay = new Map<string, TimeRow[]>();
  for (const r of rows) {
    const list = rowsByDay.get(r.Datum) ?? [];
    list.push(rowOut(r));
    rowsByDay.set(r.Datum, list);
  }
  const dayInfo = new Map(days.map((d) => [d.Datum, d]));
  let scheduled = 0;
  const out: TimeDay[] = eachDay(from, to).map((Datum) => {
    const info = dayInfo.get(Datum);
    const dayRows = (rowsByDay.get(Datum) ?? []).sort(byTime);
    const s = schedule?.on(Datum) ?? null;
    if (s) scheduled += s.Timmar;
    return {
      Datum,
      Vecka: isoWeek(Datum),
      Status: (info?.Status ?? 'OPEN') as DayStatus,
      Version: Number(info?.Version ?? 0),
      Holiday: holidayOn(Datum) ? { Namn: holidayOn(Datum)!.Namn, Typ: holidayOn(Datum)!.Typ } : null,
      Schedule: s,
      Rows: dayRows,
      Reported: quantities(dayRows, dayCodes),
      // OB is earned by worked time (typed or punched) with its start and end
      OB: obHours(
        Datum,
        dayRows.filter((r) => r.TidKod === WORKED_TIME_CODE),
        obEnabled,
      ),
      ApprovedBy: info?.ApprovedBy ?? '',
      ApprovedAt: Number(info?.ApprovedAt ?? 0),
      AttestedBy: info?.AttestedBy ?? '',
      AttestedAt: Number(info?.AttestedAt ?? 0),
    };
  });
  return {
    AnstNr: anstNr,
    From: from,
    To: to,
    Days: out,
    Totals: totalsPerCode(rows, dayCodes),
    Reported: quantities(rows, dayCodes),
    ScheduledHours: round2(scheduled),
  };
}

/** one day of the report (the reply of every row write) */
export async function loadDay(src: KeptSource, anstNr: string, datum: string, schedule: EmployeeSchedule | undefined): Promise<TimeDay> {
  return (await loadReport(src, anstNr, datum, datum, schedule)).Days[0]!;
}
