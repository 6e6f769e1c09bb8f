import type { TimeRowsReadModel } from '@lonna/plugin-time/contracts';
import { swedishToday } from '@lonna/core/validation';
import type { PayslipsDb } from './db';
import { EMPLOYER_FEE_RATE, preliminaryTax, SICK_PAY, SUPPLEMENTS, TAX_TABLE_33_COLUMN_1, VACATION } from './demo/rules';
import { importRun } from './importer';
import { parsePaxml } from './paxml';

/**
 * A year of monthly pay runs for the demo company 1001 (Omsorgen Personlig Assistans AB), written as the payroll
 * system would — PAXml 2.0 `loneutbetalning` — and run through the plugin's own importer (one path for demo and real
 * data). Employees with an even number are monthly paid; the others are hourly paid from the time plugin's rows
 * (its published TimeRowsReadModel) where the month has them, else from a steady demo schedule. Pay on the 25th (the
 * Friday before when it is a weekend); salary for the month, variable pay for the month before.
 */
const COMPANY = '1001';
const MONTHS = 12;
const MONTH_NAMES = ['januari', 'februari', 'mars', 'april', 'maj', 'juni', 'juli', 'augusti', 'september', 'oktober', 'november', 'december'];

const pad = (n: number) => String(n).padStart(2, '0');
const r2 = (v: number) => Math.round(v * 100) / 100;
const hash = (s: string) => [...s].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const lastDay = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();
const weekday = (iso: string) => new Date(`${iso}T12:00:00Z`).getUTCDay();

/** the 25th, or the Friday before when it falls on a weekend */
function payDate(y: number, m: number): string {
  let d = 25;
  while ([0, 6].includes(weekday(`${y}-${pad(m)}-${pad(d)}`))) d -= 1;
  return `${y}-${pad(m)}-${pad(d)}`;
}

interface Month {
  arb: number;
  ot: number;
  weekend: number;
  semDays: number;
  sjk: number;
}
interface Line {
  lonart: string;
  benamning: string;
  from?: string;
  tom?: string;
  antal?: number;
  enhet?: string;
  apris?: number;
  belopp: number;
}

function monthOfRows(rows: readonly Pick<TimeRowsReadModel, 'Datum' | 'TidKod' | 'Timmar'>[]): Month {
  const m: Month = { arb: 0, ot: 0, weekend: 0, semDays: 0, sjk: 0 };
  for (const r of rows) {
    const h = Number(r.Timmar);
    if (r.TidKod === 'ARB') {
      m.arb += h;
      if ([0, 6].includes(weekday(r.Datum))) m.weekend += h;
    } else if (r.TidKod.startsWith('OT') || r.TidKod.startsWith('ÖT')) m.ot += h;
    else if (r.TidKod === 'SEM') m.semDays += 1;
    else if (r.TidKod === 'SJK') m.sjk += h;
  }
  return m;
}

/** a steady month of an hourly-paid assistant where the time report has none (demo only) */
function steadyMonth(anstNr: string, y: number, m: number): Month {
  const h = hash(`${anstNr}${y}${m}`);
  return { arb: 120 + (h % 40), ot: (h >> 3) % 3 === 0 ? 2 + (h % 4) : 0, weekend: 16 + (h % 12), semDays: m === 7 ? 15 : 0, sjk: (h >> 5) % 7 === 0 ? 8 : 0 };
}

export interface DemoEmployee {
  AnstNr: string;
  PersNr: string;
  FoNamn: string;
  EfNamn: string;
}

/** one employee's payslip of a month as PAXml, and his new year-to-date totals */
function payslipXml(
  e: DemoEmployee,
  y: number,
  m: number,
  work: Month,
  ack: { b: number; s: number; n: number; semUtb: number; komp: number; flex: number },
): string {
  const monthly = Number(e.AnstNr) % 2 === 0;
  const h = hash(e.AnstNr);
  const period = `${y}-${pad(m)}`;
  const from = `${period}-01`;
  const tom = `${period}-${pad(lastDay(y, m))}`;
  const pm = m === 1 ? 12 : m - 1;
  const py = m === 1 ? y - 1 : y;
  const prevFrom = `${py}-${pad(pm)}-01`;
  const prevTom = `${py}-${pad(pm)}-${pad(lastDay(py, pm))}`;
  const lines: Line[] = [];
  let semTaken = 0;
  if (monthly) {
    const salary = 27_500 + (h % 9) * 900;
    lines.push({ lonart: '010', benamning: 'Månadslön', from, tom, antal: 1, enhet: 'st', apris: salary, belopp: salary });
    const semDays = m === 7 ? 15 : m === 12 ? 3 : 0;
    if (semDays) {
      const add = r2(salary * VACATION.supplementPerDay * semDays);
      lines.push({
        lonart: '410',
        benamning: 'Semestertillägg 0,8 %',
        from,
        tom,
        antal: semDays,
        enhet: 'dgr',
        apris: r2(salary * VACATION.supplementPerDay),
        belopp: add,
      });
      semTaken = semDays;
    }
    if (work.ot > 0) {
      const rate = r2((salary / 165) * SUPPLEMENTS.overtimeFactor);
      lines.push({
        lonart: '310',
        benamning: 'Övertid 50 %',
        from: prevFrom,
        tom: prevTom,
        antal: work.ot,
        enhet: 'tim',
        apris: rate,
        belopp: r2(rate * work.ot),
      });
    }
  } else {
    const rate = 168 + (h % 6) * 4;
    const earned: Line[] = [
      { lonart: '020', benamning: 'Timlön', from: prevFrom, tom: prevTom, antal: r2(work.arb), enhet: 'tim', apris: rate, belopp: r2(rate * work.arb) },
    ];
    if (work.weekend > 0)
      earned.push({
        lonart: '220',
        benamning: 'OB-tillägg helg',
        from: prevFrom,
        tom: prevTom,
        antal: r2(work.weekend),
        enhet: 'tim',
        apris: SUPPLEMENTS.weekendObPerHour,
        belopp: r2(SUPPLEMENTS.weekendObPerHour * work.weekend),
      });
    if (work.ot > 0) {
      const ot = r2(rate * SUPPLEMENTS.overtimeFactor);
      earned.push({
        lonart: '310',
        benamning: 'Övertid 50 %',
        from: prevFrom,
        tom: prevTom,
        antal: r2(work.ot),
        enhet: 'tim',
        apris: ot,
        belopp: r2(ot * work.ot),
      });
    }
    if (work.sjk > 0) {
      const sick = r2(rate * SICK_PAY.rate);
      earned.push({
        lonart: '510',
        benamning: 'Sjuklön 80 %',
        from: prevFrom,
        tom: prevTom,
        antal: r2(work.sjk),
        enhet: 'tim',
        apris: sick,
        belopp: r2(sick * work.sjk),
      });
      // the qualifying deduction: 20 % of a week's sick pay (a demo week of 30 hours), never more than the sick pay
      const karens = r2(sick * SICK_PAY.qualifyingShare * SICK_PAY.demoWeekHours);
      earned.push({ lonart: '511', benamning: 'Karensavdrag', from: prevFrom, tom: prevTom, belopp: -Math.min(karens, r2(sick * work.sjk)) });
    }
    const base = earned.reduce((s, l) => s + l.belopp, 0);
    earned.push({
      lonart: '420',
      benamning: 'Semesterersättning 12 %',
      from: prevFrom,
      tom: prevTom,
      antal: VACATION.hourlyRate * 100,
      enhet: '%',
      belopp: r2(base * VACATION.hourlyRate),
    });
    lines.push(...earned);
    semTaken = work.semDays;
  }
  const gross = r2(lines.reduce((s, l) => s + l.belopp, 0));
  const tax = preliminaryTax(gross);
  const net = r2(gross - tax);
  ack.b = r2(ack.b + gross);
  ack.s = r2(ack.s + tax);
  ack.n = r2(ack.n + net);
  // the vacation year runs April to March (Semesterlagen 7 §'s default): the days taken start over in April
  if (m === 4) ack.semUtb = 0;
  ack.semUtb += semTaken;
  ack.komp = r2(Math.max(0, ack.komp + ((hash(`${e.AnstNr}${period}k`) % 7) - 3)));
  ack.flex = r2(Math.max(-10, Math.min(20, ack.flex + ((hash(`${e.AnstNr}${period}f`) % 9) - 4) / 2)));
  const fee = r2(gross * EMPLOYER_FEE_RATE.rate);
  const row = (l: Line, i: number) =>
    `<lonrad radnr="${i + 1}"><lonart>${l.lonart}</lonart><benamning>${esc(l.benamning)}</benamning>${l.from ? `<datumfrom>${l.from}</datumfrom><datumtom>${l.tom}</datumtom>` : ''}${l.antal !== undefined ? `<antal>${l.antal}</antal>` : ''}${l.enhet ? `<enhet>${l.enhet}</enhet>` : ''}${l.apris !== undefined ? `<apris>${l.apris}</apris>` : ''}<belopp>${l.belopp}</belopp></lonrad>`;
  return `<lonebesked anstid="${e.AnstNr}" persnr="${e.PersNr}"><periodid>${period}</periodid><periodtext>Lön ${MONTH_NAMES[m - 1]} ${y}</periodtext><betaldatum>${payDate(y, m)}</betaldatum><fornamn>${esc(e.FoNamn)}</fornamn><efternamn>${esc(e.EfNamn)}</efternamn><skattetabell>${TAX_TABLE_33_COLUMN_1.table}</skattetabell><skattekolumn>${TAX_TABLE_33_COLUMN_1.column}</skattekolumn><tabellskatt>${tax}</tabellskatt><utbetalt>${net}</utbetalt><arbavgiftprc>${EMPLOYER_FEE_RATE.rate * 100}</arbavgiftprc><arbavgiftbel>${fee}</arbavgiftbel><lonerader>${lines.map(row).join('')}</lonerader><ackbruttolon>${ack.b}</ackbruttolon><ackprelskatt>${ack.s}</ackprelskatt><acknettolon>${ack.n}</acknettolon><kompsaldo>${ack.komp}</kompsaldo><flexsaldo>${ack.flex}</flexsaldo><sembettot>${VACATION.daysPerYear}</sembettot><sembetutb>${ack.semUtb}</sembetutb><semspatot>5</semspatot><semspautb>0</semspautb></lonebesked>`;
}

/** The PAXml pay runs of the twelve months up to `now`'s month (a run whose pay date is still to come stays unseen until then). */
export function demoRuns(
  orgnr: string,
  staff: readonly DemoEmployee[],
  rows: readonly Pick<TimeRowsReadModel, 'AnstNr' | 'Datum' | 'TidKod' | 'Timmar'>[],
  now: Date,
): string[] {
  const today = swedishToday(now);
  const ty = Number(today.slice(0, 4));
  const tm = Number(today.slice(5, 7));
  const byMonth = new Map<string, (typeof rows)[number][]>();
  for (const r of rows) {
    const k = `${r.AnstNr}/${r.Datum.slice(0, 7)}`;
    byMonth.set(k, [...(byMonth.get(k) ?? []), r]);
  }
  const acks = new Map(staff.map((e) => [e.AnstNr, { b: 0, s: 0, n: 0, semUtb: 4, komp: 6, flex: 2 }]));
  const runs: string[] = [];
  for (let i = MONTHS - 1; i >= 0; i--) {
    const total = ty * 12 + (tm - 1) - i;
    const y = Math.floor(total / 12);
    const m = (total % 12) + 1;
    const prev = m === 1 ? `${y - 1}-12` : `${y}-${pad(m - 1)}`;
    const slips = staff.map((e) => {
      const ack = acks.get(e.AnstNr)!;
      if (m === 1) Object.assign(ack, { b: 0, s: 0, n: 0 });
      const reported = byMonth.get(`${e.AnstNr}/${prev}`);
      return payslipXml(e, y, m, reported?.length ? monthOfRows(reported) : steadyMonth(e.AnstNr, y, m), ack);
    });
    runs.push(
      `<?xml version="1.0" encoding="UTF-8"?><paxml xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:noNamespaceSchemaLocation="http://www.paxml.se/2.0/paxml.xsd"><header><version>2.0</version><datum>${payDate(y, m)}T08:00:00</datum><foretagorgnr>${orgnr}</foretagorgnr><programnamn>Lönna demo</programnamn></header><loneutbetalning>${slips.join('')}</loneutbetalning></paxml>`,
    );
  }
  return runs;
}

export async function seedDemoPayslips(db: PayslipsDb, now: Date): Promise<void> {
  const company = await db.selectFrom('companies').select(['Orgnr']).where('FtgId', '=', COMPANY).executeTakeFirst();
  if (!company) return;
  const staff = await db
    .selectFrom('employees')
    .select(['AnstNr', 'PersNr', 'FoNamn', 'EfNamn'])
    .where('FtgId', '=', COMPANY)
    .where('Locked', '=', 0)
    .execute();
  const rows = await db.selectFrom('time_rows').select(['AnstNr', 'Datum', 'TidKod', 'Timmar']).where('FtgId', '=', COMPANY).execute();
  for (const xml of demoRuns(company.Orgnr.replace(/\D/g, ''), staff, rows, now)) {
    const run = parsePaxml(xml);
    // each run as payroll sent it: two days before its pay date (never after the server's now)
    const sent = Math.min(now.getTime(), Date.parse(`${run.Payslips[0]?.BetalDatum ?? ''}T07:00:00Z`) - 2 * 86_400_000 || now.getTime());
    await importRun(db, { ftgId: COMPANY, run, by: 'demo', kalla: 'DEMO', now: sent });
  }
  // the demo's published payslips are not news
  await db.updateTable('payslips_payslips').set({ Notified: 1 }).where('FtgId', '=', COMPANY).where('BetalDatum', '<=', swedishToday(now)).execute();
}
