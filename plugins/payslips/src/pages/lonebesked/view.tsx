import { BankIdSignDialog, snackbarShown, useT } from '@lonna/core';
import { buildPath } from '@lonna/core/contracts';
import { Button, Dialog, FileUpload, focusRing, Select, Spinner, Tabs, TextField, Title } from '@lonna/core/ui';
import { formatNumber } from '@lonna/core/validation';
import { useUnit } from 'effector-react';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { type Balances, type Overview, type PayslipSummary, payslips } from '../../contracts';
import { vacationLeft } from '../../shared/balances';
import {
  $canImport,
  $chosen,
  $employees,
  $failed,
  $imports,
  $keys,
  $lastImport,
  $loading,
  $newKey,
  $openId,
  $overview,
  $payslip,
  $payslipFailed,
  $uploadError,
  $uploading,
  employeeChosen,
  fileUploaded,
  identify,
  keyDeleted,
  keyRequested,
  newKeyDismissed,
  payslipClosed,
  payslipOpened,
  uploaded,
  yearChosen,
} from './model';

const kr = (v: number) => `${formatNumber(v, 2)} kr`;
const pdfHref = (Id: string) => buildPath(payslips.pdf.path, { Id });

function Section({ id, title, children, action }: { id: string; title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <section aria-labelledby={`payslips-${id}-title`} className="flex flex-col gap-3 rounded-card border border-border bg-surface p-4 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`payslips-${id}-title`} className="text-lg font-semibold text-on-surface">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

function Figure({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="flex min-w-0 flex-col rounded-card border border-border bg-surface-2 px-3 py-2">
      <span className="text-xs text-muted">{label}</span>
      <span className={`tabular-nums text-on-surface ${strong ? 'text-xl font-semibold' : 'text-lg font-medium'}`}>{value}</span>
    </div>
  );
}

/** the company requires BankID before a payslip opens: one identification, then they open for a while */
function BankIdNotice() {
  const t = useT();
  const [request, sign] = useUnit([identify.signRequested, identify.$sign]);
  return (
    <div role="status" className="flex flex-col gap-2 rounded-card border border-warning bg-surface-2 p-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-on-surface">{t('payslips.bankId.needed')}</p>
      <Button variant="primary" busy={sign.phase === 'starting' || sign.phase === 'pending'} onClick={() => request({})}>
        {t('payslips.bankId.identify')}
      </Button>
    </div>
  );
}

function PayslipRow({ p, locked }: { p: PayslipSummary; locked: boolean }) {
  const t = useT();
  const open = useUnit(payslipOpened);
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-medium break-words text-on-surface">{p.PeriodText || p.PeriodId}</p>
        <p className="text-sm text-muted">
          {t('payslips.paid', { date: p.BetalDatum })} · {t('payslips.gross')} {kr(p.Brutto)} · {t('payslips.tax')} {kr(p.Skatt)}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2 sm:justify-end">
        <span className="w-full text-lg font-semibold tabular-nums text-on-surface sm:me-2 sm:w-auto">{kr(p.Netto)}</span>
        <Button variant="secondary" disabled={locked} onClick={() => open(p.Id)} aria-label={t('payslips.showLinesOf', { period: p.PeriodText || p.PeriodId })}>
          {t('payslips.showLines')}
        </Button>
        {locked ? (
          <Button variant="secondary" disabled>
            {t('payslips.openPdf')}
          </Button>
        ) : (
          <a
            href={pdfHref(p.Id)}
            target="_blank"
            rel="noopener"
            aria-label={t('payslips.openPdfOf', { period: p.PeriodText || p.PeriodId })}
            className={`inline-flex min-h-11 items-center justify-center rounded-control border border-primary bg-surface px-4 text-sm font-semibold text-primary hover:bg-primary-soft ${focusRing}`}
          >
            {t('payslips.openPdf')}
          </a>
        )}
      </div>
    </li>
  );
}

function LinesDialog() {
  const t = useT();
  const [openId, p, failed, close] = useUnit([$openId, $payslip, $payslipFailed, payslipClosed]);
  return (
    <Dialog open={openId !== null} onClose={close} title={p ? p.PeriodText || p.PeriodId : t('payslips.lines')} width={720}>
      {failed !== null ? (
        <p role="alert" className="text-sm text-error">
          {failed || t('payslips.failed')}
        </p>
      ) : !p ? (
        <Spinner />
      ) : (
        <div className="flex flex-col gap-3">
          <p className="text-sm text-muted">
            {p.Namn} ({p.AnstNr}) · {t('payslips.paid', { date: p.BetalDatum })}
            {p.SkatteTabell ? ` · ${t('payslips.taxTable', { table: p.SkatteTabell, column: p.SkatteKolumn })}` : ''}
          </p>
          <ul aria-label={t('payslips.lines')} className="divide-y divide-border">
            {p.Lines.map((l) => (
              <li key={l.RadNr} className="flex items-start justify-between gap-3 py-2">
                <div className="min-w-0">
                  <p className="text-sm font-medium break-words text-on-surface">{l.Benamning}</p>
                  <p className="text-xs text-muted">
                    {[
                      l.DatumFrom ? `${l.DatumFrom}${l.DatumTom && l.DatumTom !== l.DatumFrom ? ` – ${l.DatumTom}` : ''}` : '',
                      l.Antal !== null ? `${formatNumber(l.Antal, 2)} ${l.Enhet}`.trim() : '',
                      l.APris !== null ? `à ${formatNumber(l.APris, 2)}` : '',
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                </div>
                <span className="shrink-0 text-sm tabular-nums text-on-surface">{kr(l.Belopp)}</span>
              </li>
            ))}
          </ul>
          <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 border-t border-border pt-2 text-sm">
            <dt className="text-muted">{t('payslips.gross')}</dt>
            <dd className="text-end tabular-nums">{kr(p.Brutto)}</dd>
            <dt className="text-muted">{t('payslips.tax')}</dt>
            <dd className="text-end tabular-nums">{kr(-p.Skatt)}</dd>
            <dt className="font-semibold">{t('payslips.net')}</dt>
            <dd className="text-end font-semibold tabular-nums">{kr(p.Netto)}</dd>
          </dl>
          <p className="text-xs text-muted">{t('payslips.ytdLine', { gross: kr(p.Ack.Brutto), tax: kr(p.Ack.Skatt), net: kr(p.Ack.Netto) })}</p>
          <a href={pdfHref(p.Id)} target="_blank" rel="noopener" className="text-sm font-medium text-primary underline">
            {t('payslips.openPdf')}
          </a>
        </div>
      )}
    </Dialog>
  );
}

function BalanceFigures({ b }: { b: Balances }) {
  const t = useT();
  const left = vacationLeft(b);
  const items: [string, string][] = [];
  if (left.paid !== null) items.push([t('payslips.balances.paid'), t('payslips.days', { n: formatNumber(left.paid, 1) })]);
  if (left.saved !== null) items.push([t('payslips.balances.saved'), t('payslips.days', { n: formatNumber(left.saved, 1) })]);
  if (left.unpaid !== null) items.push([t('payslips.balances.unpaid'), t('payslips.days', { n: formatNumber(left.unpaid, 1) })]);
  if (b.KompSaldo !== null) items.push([t('payslips.balances.komp'), t('payslips.hours', { n: formatNumber(b.KompSaldo, 2) })]);
  if (b.FlexSaldo !== null) items.push([t('payslips.balances.flex'), t('payslips.hours', { n: formatNumber(b.FlexSaldo, 2) })]);
  if (b.TidbankTim !== null) items.push([t('payslips.balances.timebank'), t('payslips.hours', { n: formatNumber(b.TidbankTim, 2) })]);
  return (
    <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
      {items.map(([label, value]) => (
        <Figure key={label} label={label} value={value} />
      ))}
    </div>
  );
}

function BalancesSection({ balances }: { balances: NonNullable<Overview['Balances']> }) {
  const t = useT();
  const [showAll, setShowAll] = useState(false);
  const { Latest, History } = balances;
  return (
    <Section id="balances" title={t('payslips.balances.title')}>
      {!Latest ? (
        <p className="text-sm text-muted">{t('payslips.balances.none')}</p>
      ) : (
        <>
          <p className="text-sm text-muted">{t('payslips.balances.asOf', { date: Latest.Datum })}</p>
          <BalanceFigures b={Latest} />
          <h3 className="mt-2 text-base font-semibold text-on-surface">{t('payslips.balances.history')}</h3>
          <ul aria-label={t('payslips.balances.history')} className="divide-y divide-border">
            {(showAll ? History : History.slice(0, 6)).map((h) => {
              const left = vacationLeft(h);
              return (
                <li key={h.Datum} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2 text-sm">
                  <span className="font-medium tabular-nums text-on-surface">{h.Datum}</span>
                  <span className="text-muted">
                    {[
                      left.paid !== null ? `${t('payslips.balances.paidShort')} ${formatNumber(left.paid, 1)}` : '',
                      h.KompSaldo !== null ? `${t('payslips.balances.kompShort')} ${formatNumber(h.KompSaldo, 2)}` : '',
                      h.FlexSaldo !== null ? `${t('payslips.balances.flexShort')} ${formatNumber(h.FlexSaldo, 2)}` : '',
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </li>
              );
            })}
          </ul>
          {History.length > 6 && (
            <Button variant="text" onClick={() => setShowAll((s) => !s)} aria-expanded={showAll}>
              {showAll ? t('payslips.balances.fewer') : t('payslips.balances.all', { count: History.length })}
            </Button>
          )}
        </>
      )}
    </Section>
  );
}

function YearView() {
  const t = useT();
  const [o, loading, failed, chooseYear] = useUnit([$overview, $loading, $failed, yearChosen]);
  if (failed !== null && !o)
    return (
      <p role="alert" className="text-sm text-error">
        {failed || t('payslips.failed')}
      </p>
    );
  if (!o) return <Spinner label={t('payslips.loading')} />;
  const years = o.Years.includes(o.Ar) ? o.Years : [o.Ar, ...o.Years];
  return (
    <div className="flex flex-col gap-4" aria-busy={loading}>
      {o.NeedsBankId && <BankIdNotice />}
      {o.Payslips && (
        <Section
          id="payslips"
          title={t('payslips.payslipsTitle')}
          action={
            years.length > 0 && (
              <Select
                id="payslips-year"
                label={t('payslips.year')}
                value={String(o.Ar)}
                options={years.map((y) => ({ value: String(y), label: String(y) }))}
                onChange={(v) => chooseYear(Number(v))}
                className="w-32"
              />
            )
          }
        >
          {o.Totals && (
            <div className="grid grid-cols-1 gap-2 sm:grid-cols-3" aria-label={t('payslips.ytd', { year: o.Ar })} role="group">
              <Figure label={t('payslips.ytdGross', { year: o.Ar })} value={kr(o.Totals.Brutto)} />
              <Figure label={t('payslips.ytdTax', { year: o.Ar })} value={kr(o.Totals.Skatt)} />
              <Figure label={t('payslips.ytdNet', { year: o.Ar })} value={kr(o.Totals.Netto)} strong />
            </div>
          )}
          {o.Payslips.length === 0 ? (
            <p className="text-sm text-muted">{t('payslips.none', { year: o.Ar })}</p>
          ) : (
            <ul aria-label={t('payslips.listLabel', { year: o.Ar })} className="divide-y divide-border">
              {o.Payslips.map((p) => (
                <PayslipRow key={p.Id} p={p} locked={o.NeedsBankId} />
              ))}
            </ul>
          )}
        </Section>
      )}
      {o.Balances && <BalancesSection balances={o.Balances} />}
      <LinesDialog />
      <BankIdSignDialog flow={identify} title={t('payslips.bankId.title')} summary={<p>{t('payslips.bankId.summary')}</p>} />
    </div>
  );
}

function ImportForm() {
  const t = useT();
  const [send, uploading, error, last, notify] = useUnit([fileUploaded, $uploading, $uploadError, $lastImport, snackbarShown]);
  const [file, setFile] = useState<File | null>(null);
  const [readError, setReadError] = useState<string | undefined>();
  useEffect(
    () =>
      uploaded.watch(({ result }) => {
        setFile(null);
        notify({ text: t('payslips.import.done', { payslips: result.Payslips, balances: result.Balances, replaced: result.Replaced }), color: 'success' });
      }),
    [notify, t],
  );
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!file) return setReadError(t('payslips.import.chooseFile'));
    setReadError(undefined);
    send({ Paxml: await file.text() });
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
      <p className="text-sm text-muted">{t('payslips.import.intro')}</p>
      <FileUpload
        id="payslips-file"
        label={t('payslips.import.file')}
        file={file}
        onFileChange={setFile}
        accept=".xml,.paxml,text/xml,application/xml"
        error={readError ?? error ?? undefined}
      />
      <div>
        <Button type="submit" variant="primary" busy={uploading}>
          {t('payslips.import.send')}
        </Button>
      </div>
      {last && (
        <p role="status" className="text-sm text-on-surface">
          {t('payslips.import.done', { payslips: last.Payslips, balances: last.Balances, replaced: last.Replaced })}
        </p>
      )}
    </form>
  );
}

function ApiKeys() {
  const t = useT();
  const [keys, request, remove, newKey, dismiss] = useUnit([$keys, keyRequested, keyDeleted, $newKey, newKeyDismissed]);
  const [name, setName] = useState('');
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted">{t('payslips.keys.intro', { path: payslips.systemImport.path })}</p>
      <form
        className="flex flex-col gap-2 sm:flex-row sm:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          if (name.trim()) request(name.trim());
          setName('');
        }}
      >
        <TextField id="payslips-key-name" label={t('payslips.keys.name')} value={name} onChange={setName} className="sm:max-w-xs" />
        <Button type="submit" variant="secondary" disabled={!name.trim()}>
          {t('payslips.keys.create')}
        </Button>
      </form>
      {keys.length > 0 && (
        <ul aria-label={t('payslips.keys.title')} className="divide-y divide-border">
          {keys.map((k) => (
            <li key={k.Id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
              <span className="min-w-0 break-words text-on-surface">
                {k.Namn} <span className="font-mono text-muted">{k.Prefix}…</span>
              </span>
              <Button variant="danger" onClick={() => remove(k.Id)} aria-label={t('payslips.keys.deleteOf', { name: k.Namn })}>
                {t('payslips.keys.delete')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Dialog
        open={newKey !== null}
        onClose={dismiss}
        title={t('payslips.keys.newTitle')}
        actions={
          <Button variant="primary" onClick={dismiss}>
            {t('payslips.keys.copied')}
          </Button>
        }
      >
        <p className="text-sm">{t('payslips.keys.showOnce')}</p>
        <p className="mt-2 rounded-card bg-surface-2 p-2 font-mono text-sm break-all select-all">{newKey}</p>
      </Dialog>
    </div>
  );
}

function ImportTab() {
  const t = useT();
  const imports = useUnit($imports);
  return (
    <div className="flex flex-col gap-4">
      <Section id="import" title={t('payslips.import.title')}>
        <ImportForm />
      </Section>
      <Section id="keys" title={t('payslips.keys.title')}>
        <ApiKeys />
      </Section>
      <Section id="imports" title={t('payslips.import.history')}>
        {imports.length === 0 ? (
          <p className="text-sm text-muted">{t('payslips.import.noneYet')}</p>
        ) : (
          <ul aria-label={t('payslips.import.history')} className="divide-y divide-border">
            {imports.map((i) => (
              <li key={i.Id} className="flex flex-wrap justify-between gap-2 py-2 text-sm">
                <span className="tabular-nums text-on-surface">{new Date(i.At).toLocaleString('sv-SE', { timeZone: 'Europe/Stockholm' }).slice(0, 16)}</span>
                <span className="text-muted">
                  {t(`payslips.import.source.${i.Kalla}`)} · {i.By}
                </span>
                <span className="text-on-surface">{t('payslips.import.counts', { payslips: i.Payslips, balances: i.Balances, replaced: i.Replaced })}</span>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </div>
  );
}

export default function LonebeskedView() {
  const t = useT();
  const [employees, chosen, o, choose, canImport] = useUnit([$employees, $chosen, $overview, employeeChosen, $canImport]);
  const [tab, setTab] = useState('payslips');
  const picker = employees.length > 1 && (
    <Select
      id="payslips-employee"
      label={t('payslips.employee')}
      value={chosen === '' ? (o?.AnstNr ?? '') : chosen}
      options={[
        ...(o && !employees.some((e) => e.AnstNr === o.AnstNr) ? [{ value: o.AnstNr, label: o.Namn }] : []),
        ...employees.map((e) => ({ value: e.AnstNr, label: e.Namn })),
      ]}
      onChange={choose}
      className="sm:max-w-sm"
    />
  );
  const main = (
    <div className="flex flex-col gap-4">
      {picker}
      {o && employees.length > 1 && <p className="text-sm text-muted">{t('payslips.showing', { name: o.Namn })}</p>}
      <YearView />
    </div>
  );
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-4">
      <Title>{t('payslips.title')}</Title>
      {canImport ? (
        <Tabs
          label={t('payslips.title')}
          selected={tab}
          onChange={setTab}
          tabs={[
            { id: 'payslips', label: t('payslips.tabs.payslips'), content: main },
            { id: 'import', label: t('payslips.tabs.import'), content: <ImportTab /> },
          ]}
        />
      ) : (
        main
      )}
    </div>
  );
}
