import { personName } from '@lonna/core/contracts';
import { formatNumberIn } from '@lonna/core/validation';
import { DV_CODES } from '@lonna/core/server';
import { time } from '../../src/contracts';
import { stockholm } from '../clock';
import { isoWeekday } from '../../src/domain/dates';
import { codeText } from '../../src/domain/code-text';
import { statusKey } from '../../src/domain/status';
import { paxmlCodesOf } from '../paxml-codes';
import { dayCodesOf } from '../totals';
import { handle, type TimeCtx } from '../db';
import type { PaxmlRow } from '../paxml';
import type { PdfTable } from '../pdf';
import type { PaxmlInput } from '../renderers';
import { loadReport } from '../report';
import { loadSchedules } from '../schedule';
import { visibleEmployee, visibleEmployees } from '../scope';
import { statusLines } from '../status-lines';
import { announce } from '../push';
import { projectLines } from '../project-list';

type Ctx = TimeCtx;
const hours = (n: number, locale: string) => formatNumberIn(locale, n);

async function companyOf(ctx: Ctx) {
  return ctx.db.selectFrom('companies').select(['Namn', 'Orgnr']).where('FtgId', '=', ctx.companyId).executeTakeFirstOrThrow();
}

function download(ctx: Ctx, type: string, filename: string): void {
  ctx.setHeader('content-type', type);
  ctx.setHeader('content-disposition', `attachment; filename="${filename}"`);
}

/** a typed PDF table for the worker (the render input is checked here, where it is made) */
const table = (t: PdfTable): PdfTable => t;

export const outputEndpoints = [
  handle(time.printTimeReport, async ({ query }, ctx) => {
    const employee = await visibleEmployee(ctx, query.AnstNr);
    const schedules = await loadSchedules(ctx, [query.AnstNr]);
    const report = await loadReport(ctx, query.AnstNr, query.From, query.To, schedules.get(query.AnstNr));
    const company = await companyOf(ctx);
    const t = (k: string, p?: Record<string, unknown>) => ctx.t(`time.pdf.${k}`, p);
    const attestStep = Boolean(ctx.access.company.KalUseAttest);
    // care recipients by name, as on screen (the code alone means nothing on paper)
    const care = new Map(
      (await ctx.db.selectFrom('brukare').select(['Brukare', 'FoNamn', 'EfNamn']).where('FtgId', '=', ctx.companyId).execute()).map((b) => [
        b.Brukare,
        personName(b),
      ]),
    );
    const careName = (code: string) => (code ? (care.get(code) ?? code) : '');
    // code names in the reader's language where the company kept the standard text (domain/code-text.ts)
    const codeNames = new Map(
      (await ctx.db.selectFrom('tidkoder').select(['TidKod', 'BenText']).where('FtgId', '=', ctx.companyId).execute()).map((c) => [
        c.TidKod,
        codeText(ctx.t, c.TidKod, c.BenText),
      ]),
    );
    // day codes (semester, parental leave) count days: shown as days, never in the hour total (totals.ts)
    const dayCodes = new Set(report.Totals.filter((x) => x.Enhet === 'dag').map((x) => x.TidKod));
    const qty = (code: string, n: number) => (dayCodes.has(code) ? t('days', { n: hours(n, ctx.locale) }) : hours(n, ctx.locale));
    const rows = report.Days.flatMap((d) =>
      d.Rows.map((r) => [
        d.Datum,
        t(`weekday${isoWeekday(d.Datum)}`),
        r.TidKod,
        r.Start,
        r.Slut,
        qty(r.TidKod, r.Timmar),
        [careName(r.Brukare), r.ResEnhet1, r.ResEnhet2].filter(Boolean).join(' / '),
        r.Text,
        ctx.t(statusKey(d.Status, attestStep)),
      ]),
    );
    const pdf = await ctx.render(
      'time.tablePdf',
      table({
        title: t('timeReportTitle'),
        meta: [
          `${company.Namn} (${company.Orgnr})`,
          t('employee', { name: personName(employee), number: employee.AnstNr }),
          t('period', { from: query.From, to: query.To }),
        ],
        columns: [
          { label: t('date'), width: 58 },
          { label: t('day'), width: 30 },
          { label: t('code'), width: 40 },
          { label: t('start'), width: 34 },
          { label: t('end'), width: 34 },
          { label: t('hours'), width: 40, align: 'right' },
          { label: t('dimension'), width: 80 },
          { label: t('text'), width: 112 },
          { label: t('statusLabel'), width: 87 },
        ],
        rows: rows.length ? rows : [[t('noRows'), '', '', '', '', '', '', '', '']],
        footer: ['', '', t('total'), '', '', hours(report.Reported.Hours, ctx.locale), '', '', ''],
        after: [
          ...report.Totals.map((x) => `${x.TidKod} ${codeNames.get(x.TidKod) ?? ''}: ${qty(x.TidKod, x.Timmar)}`.replace(' :', ':')),
          ...(report.Reported.Days > 0 ? [t('totalDays', { n: hours(report.Reported.Days, ctx.locale) })] : []),
          t('scheduled', { hours: hours(report.ScheduledHours, ctx.locale) }),
          // room to sign by hand
          '',
          '',
          '',
          `${t('signEmployee')} ____________________________    ${t('signAttest')} ____________________________`,
        ],
        generated: t('generated', { at: `${stockholm(ctx.now()).date} ${stockholm(ctx.now()).time}`, by: ctx.account.Namn }),
      }),
    );
    download(ctx, 'application/pdf', `tidrapport-${query.AnstNr}-${query.From}-${query.To}.pdf`);
    return Buffer.from(pdf) as never;
  }),

  handle(time.printAttestList, async ({ query }, ctx) => {
    const employees = await visibleEmployees(ctx, 'all', query.Avdelning);
    const lines = (await statusLines(ctx.db, ctx.dialect, ctx.companyId, employees, query.From, query.To)).filter(
      (l) => l.Timmar > 0 || l.Dagar > 0 || l.Open + l.Approved + l.Attested + l.Locked > 0,
    );
    const company = await companyOf(ctx);
    const t = (k: string, p?: Record<string, unknown>) => ctx.t(`time.pdf.${k}`, p);
    const attestStep = Boolean(ctx.access.company.KalUseAttest);
    const pdf = await ctx.render(
      'time.tablePdf',
      table({
        title: t('attestListTitle'),
        meta: [`${company.Namn} (${company.Orgnr})`, t('period', { from: query.From, to: query.To })],
        columns: [
          { label: t('number'), width: 40 },
          { label: t('name'), width: 120 },
          { label: t('department'), width: 50 },
          { label: t('hours'), width: 50, align: 'right' },
          { label: t('daysColumn'), width: 40, align: 'right' },
          { label: ctx.t(statusKey('OPEN', attestStep)), width: 55, align: 'right' },
          { label: ctx.t(statusKey('APPROVED', attestStep)), width: 55, align: 'right' },
          { label: ctx.t(statusKey('ATTESTED', attestStep)), width: 55, align: 'right' },
          { label: ctx.t(statusKey('LOCKED', attestStep)), width: 50, align: 'right' },
        ],
        rows: lines.length
          ? lines.map((l) => [
              l.AnstNr,
              l.Namn,
              l.Avdelning,
              hours(l.Timmar, ctx.locale),
              hours(l.Dagar, ctx.locale),
              String(l.Open),
              String(l.Approved),
              String(l.Attested),
              String(l.Locked),
            ])
          : [[t('noRows'), '', '', '', '', '', '', '', '']],
        footer: [
          '',
          t('total'),
          '',
          // the employees' totals (each from totals.ts) added up
          hours(
            lines.reduce((s, l) => s + l.Timmar, 0),
            ctx.locale,
          ),
          hours(
            lines.reduce((s, l) => s + l.Dagar, 0),
            ctx.locale,
          ),
          ...(['Open', 'Approved', 'Attested', 'Locked'] as const).map((k) => String(lines.reduce((s, l) => s + l[k], 0))),
        ],
        generated: t('generated', { at: `${stockholm(ctx.now()).date} ${stockholm(ctx.now()).time}`, by: ctx.account.Namn }),
      }),
    );
    download(ctx, 'application/pdf', `attestlista-${query.From}-${query.To}.pdf`);
    return Buffer.from(pdf) as never;
  }),

  handle(time.printProjectList, async ({ query }, ctx) => {
    const employees = await visibleEmployees(ctx, 'all', query.Avdelning);
    const names = new Map(employees.map((e) => [e.AnstNr, personName(e)]));
    const numbers = [...names.keys()];
    const dim = query.Grupp;
    const rows: { AnstNr: string; TidKod: string; Timmar: number | string; [d: string]: string | number }[] = [];
    for (let i = 0; i < numbers.length; i += 500)
      rows.push(
        ...(await ctx.db
          .selectFrom('time_rows')
          .select(['AnstNr', 'TidKod', 'Timmar', dim])
          .where('FtgId', '=', ctx.companyId)
          .where('AnstNr', 'in', numbers.slice(i, i + 500))
          .where('Datum', '>=', query.From)
          .where('Datum', '<=', query.To)
          .execute()),
      );
    const lines = projectLines(rows, dim, await dayCodesOf(ctx));
    // projects by name, as on screen: care recipients from the register, result units from their level's list
    const projectNames = new Map(
      dim === 'Brukare'
        ? (await ctx.db.selectFrom('brukare').select(['Brukare', 'FoNamn', 'EfNamn']).where('FtgId', '=', ctx.companyId).execute()).map((b) => [
            b.Brukare,
            personName(b),
          ])
        : (
            await ctx.db
              .selectFrom('result_units')
              .select(['ResEnh', 'Namn'])
              .where('FtgId', '=', ctx.companyId)
              .where('Niva', '=', Number(dim.slice(-1)))
              .execute()
          ).map((u) => [u.ResEnh, u.Namn]),
    );
    const company = await ctx.db.selectFrom('companies').selectAll().where('FtgId', '=', ctx.companyId).executeTakeFirstOrThrow();
    const t = (k: string, p?: Record<string, unknown>) => ctx.t(`time.pdf.${k}`, p);
    const dimensionName =
      dim === 'Brukare' ? t('careRecipient') : String((company as unknown as Record<string, string>)[`${dim}Namn`] || t('resultUnit', { n: dim.slice(-1) }));
    const projectText = (p: string) => (p ? `${p} ${projectNames.get(p) ?? ''}`.trim() : t('noProject'));
    const body: string[][] = [];
    let current: string | null = null;
    let subtotal = 0;
    const closeGroup = () => {
      if (current !== null) body.push(['', '', t('subtotal', { project: projectText(current) }), hours(subtotal, ctx.locale)]);
    };
    for (const l of lines) {
      if (l.project !== current) {
        closeGroup();
        current = l.project;
        subtotal = 0;
      }
      subtotal += l.hours;
      body.push([projectText(l.project), l.AnstNr, names.get(l.AnstNr) ?? '', hours(l.hours, ctx.locale)]);
    }
    closeGroup();
    const pdf = await ctx.render(
      'time.tablePdf',
      table({
        title: t('projectListTitle'),
        meta: [
          `${company.Namn} (${company.Orgnr})`,
          t('period', { from: query.From, to: query.To }),
          t('groupedBy', { dimension: dimensionName }),
          ...(query.Avdelning ? [t('departmentMeta', { department: query.Avdelning })] : []),
        ],
        columns: [
          { label: dimensionName, width: 180 },
          { label: t('number'), width: 50 },
          { label: t('name'), width: 200 },
          { label: t('hours'), width: 85, align: 'right' },
        ],
        rows: body.length ? body : [[t('noRows'), '', '', '']],
        footer: [
          '',
          '',
          t('total'),
          hours(
            lines.reduce((s, l) => s + l.hours, 0),
            ctx.locale,
          ),
        ],
        generated: t('generated', { at: `${stockholm(ctx.now()).date} ${stockholm(ctx.now()).time}`, by: ctx.account.Namn }),
      }),
    );
    download(ctx, 'application/pdf', `projektlista-${query.From}-${query.To}.pdf`);
    return Buffer.from(pdf) as never;
  }),

  handle(time.exportPaxml, async ({ body }, ctx) => {
    const employees = await visibleEmployees(ctx, body.AnstNr);
    const db = ctx.db;
    const F = ctx.companyId;
    const numbers = employees.map((e) => e.AnstNr);
    const persNr = new Map(employees.map((e) => [e.AnstNr, e.PersNr]));
    // the company's codes as PAXml codes (a payroll system refuses any other); an unmapped code stops the export
    const [codes, dayCodes] = await Promise.all([paxmlCodesOf(db, F), dayCodesOf(ctx)]);
    const rows: PaxmlRow[] = [];
    const days: { AnstNr: string; Datum: string }[] = [];
    for (let i = 0; i < numbers.length; i += 500) {
      const chunk = numbers.slice(i, i + 500);
      const attested = await db
        .selectFrom('time_days')
        .select(['AnstNr', 'Datum'])
        .where('FtgId', '=', F)
        .where('AnstNr', 'in', chunk)
        .where('Datum', '>=', body.From)
        .where('Datum', '<=', body.To)
        .where('Status', '=', 'ATTESTED')
        .execute();
      if (!attested.length) continue;
      days.push(...attested);
      const keys = new Set(attested.map((d) => `${d.AnstNr}|${d.Datum}`));
      const found = await db
        .selectFrom('time_rows')
        .selectAll()
        .where('FtgId', '=', F)
        .where('AnstNr', 'in', chunk)
        .where('Datum', '>=', body.From)
        .where('Datum', '<=', body.To)
        .orderBy('AnstNr')
        .orderBy('Datum')
        .orderBy('Start')
        .execute();
      for (const r of found) {
        if (!keys.has(`${r.AnstNr}|${r.Datum}`)) continue;
        const units = ([1, 2, 3, 4, 5, 6] as const).map((n) => ({ dim: n, id: r[`ResEnhet${n}`] })).filter((u) => u.id);
        const mapped = codes.get(r.TidKod)?.code;
        if (!mapped) ctx.fail(400, DV_CODES.badInput, 'time.errors.paxmlCodeMissing', { code: r.TidKod }, 'TidKod');
        rows.push({
          Id: r.Id,
          AnstNr: r.AnstNr,
          PersNr: persNr.get(r.AnstNr) ?? '',
          Datum: r.Datum,
          TidKod: mapped!,
          Enhet: dayCodes.has(r.TidKod) ? 'dag' : 'h',
          Timmar: Number(r.Timmar),
          Start: r.Start,
          Slut: r.Slut,
          Konto: r.Konto,
          ResEnheter: units,
          Text: r.Text,
        });
      }
    }
    // the other plugins' parts of the same file (compensations: attested claims and travel reports), each in this
    // call's transaction: one file, and everything in it locked together
    const payroll = { employees: employees.map((e) => ({ AnstNr: e.AnstNr, PersNr: e.PersNr })), From: body.From, To: body.To };
    const parts = [];
    for (const section of await ctx.payrollSections()) {
      const part = await section.collect(ctx, payroll);
      if (part?.count) parts.push(part);
    }
    if (!rows.length && !parts.length) ctx.fail(400, DV_CODES.badInput, 'time.errors.nothingToExport', {}, 'AnstNr');
    for (const part of parts) await part.lock();
    const now = ctx.now();
    // exported days are locked: they are in payroll now
    for (const anstNr of new Set(days.map((d) => d.AnstNr))) {
      const dates = days.filter((d) => d.AnstNr === anstNr).map((d) => d.Datum);
      for (let i = 0; i < dates.length; i += 400) {
        await db
          .updateTable('time_days')
          .set((eb) => ({ Status: 'LOCKED', ExportedAt: now.getTime(), Version: eb('Version', '+', 1) }))
          .where('FtgId', '=', F)
          .where('AnstNr', '=', anstNr)
          .where('Datum', 'in', dates.slice(i, i + 400))
          .where('Status', '=', 'ATTESTED')
          .execute();
      }
      announce(ctx, { FtgId: F, AnstNr: anstNr, From: body.From, To: body.To });
    }
    await ctx.audit.record(
      ...days.map((d) => ({
        entity: 'day',
        id: d.Datum,
        event: 'modified' as const,
        action: 'export',
        before: { Status: 'ATTESTED' },
        after: { Status: 'LOCKED' },
        anstNr: d.AnstNr,
        date: d.Datum,
      })),
    );
    download(ctx, 'application/xml; charset=utf-8', `paxml-${F}-${body.From}-${body.To}.xml`);
    const withRows = new Set(rows.map((r) => `${r.AnstNr}|${r.Datum}`));
    const company = await companyOf(ctx);
    const input: PaxmlInput = {
      company: { Orgnr: company.Orgnr, Namn: company.Namn },
      attested: days
        .filter((d) => withRows.has(`${d.AnstNr}|${d.Datum}`))
        .map((d) => ({ ...d, PersNr: persNr.get(d.AnstNr) ?? '' }))
        .sort((a, b) => Number(a.AnstNr) - Number(b.AnstNr) || a.Datum.localeCompare(b.Datum)),
      rows,
      createdAt: now,
      sections: parts.flatMap((p) => [...p.lines]),
    };
    // rendered in the host's worker pool (the file is large for a big company); sent as the text it is
    return Buffer.from(await ctx.render('time.paxml', input)) as never;
  }),
];
