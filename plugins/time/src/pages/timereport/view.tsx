import { $showAutoCalc, $showKonterat, lists, showAutoCalcToggled, showKonteratToggled, useT } from '@lonna/core';
import { Button, IconButton, lookupText, Spinner, Switch, Title } from '@lonna/core/ui';
import { useUnit } from 'effector-react';
import { useCallback, useEffect, useRef } from 'react';
import { ApproveIcon, AsPlannedIcon, HistoryIcon, PrintIcon } from '../../icons';
import { $downloading } from '../../api';
import { codeText } from '../../domain/code-text';
import { EmployeePicker } from '../../shared/employee-picker';
import { formatHours, formatQuantities, formatQuantity } from '../../shared/format';
import { swedishToday } from '../../shared/period';
import { usePhone } from '../../shared/use-phone';
import { $anstNr } from '../../shared/model';
import { PeriodBar } from '../../shared/period-bar';
import { useRefreshOnFocus } from '../../shared/use-refresh';
import { DayCard } from './day-card';
import {
  $approving,
  $attestStep,
  $canApprove,
  $canPrint,
  $loading,
  $report,
  $reportingAsPlanned,
  $role,
  dayReportedAsPlanned,
  periodApproved,
  periodReportedAsPlanned,
  printClicked,
  rowAdded,
  rowOpened,
} from './model';
import { AuditDialog } from './audit-dialog';
import { auditOpened } from './audit-model';
import { RowEditor } from './row-editor';

/** Tidrapport: the most used screen. Day cards on every screen size; the editor goes fullscreen on a phone. */
export default function TimeReportPage() {
  const t = useT();
  const [anstNr, report, loading, role, attestStep, canApprove, canPrint, approving, downloading, autoCalc, konterat, codes] = useUnit([
    $anstNr,
    $report,
    $loading,
    $role,
    $attestStep,
    $canApprove,
    $canPrint,
    $approving,
    $downloading,
    $showAutoCalc,
    $showKonterat,
    lists.timeCodes.$items,
  ]);
  const [asPlanning, periodAsPlanned, dayAsPlanned] = useUnit([$reportingAsPlanned, periodReportedAsPlanned, dayReportedAsPlanned]);
  const [add, open, approve, print, toggleAuto, toggleKonterat, showAudit] = useUnit([
    rowAdded,
    rowOpened,
    periodApproved,
    printClicked,
    showAutoCalcToggled,
    showKonteratToggled,
    auditOpened,
  ]);
  useRefreshOnFocus();
  const codeName = useCallback(
    (code: string) =>
      lookupText(
        codes,
        (c) => c.TidKod === code,
        (c) => codeText(t, c.TidKod, c.BenText),
        t('ui.missing'),
      ),
    [codes, t],
  );
  const unitOf = useCallback((code: string) => codes?.find((c) => c.TidKod === code)?.Enhet, [codes]);
  const today = swedishToday();
  const phone = usePhone();
  // the day most people report is today: bring it into view once per employee and period
  const scrolled = useRef('');
  useEffect(() => {
    const key = report ? `${report.AnstNr}|${report.From}` : '';
    if (!report || scrolled.current === key) return;
    scrolled.current = key;
    document.querySelector(`li[data-date="${today}"]`)?.scrollIntoView({ block: 'start' });
  }, [report, today]);
  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <Title level={1}>{t('time.timereport.title')}</Title>
        <div className="flex flex-wrap items-center gap-2">
          {phone ? (
            <IconButton label={t('time.audit.open')} icon={<HistoryIcon className="size-5" />} onClick={showAudit} disabled={!report} />
          ) : (
            <Button variant="text" icon={<HistoryIcon className="size-5" />} onClick={showAudit} disabled={!report}>
              {t('time.audit.open')}
            </Button>
          )}
          <Button variant="secondary" icon={<AsPlannedIcon className="size-5" />} busy={asPlanning} onClick={() => periodAsPlanned()} disabled={!report}>
            {t('time.timereport.asPlannedPeriod')}
          </Button>
          {canApprove && (
            <Button variant="secondary" icon={<ApproveIcon className="size-5" />} busy={approving} onClick={approve} disabled={!report}>
              {t('time.timereport.approvePeriod')}
            </Button>
          )}
          {canPrint &&
            (phone ? (
              <IconButton label={t('time.common.print')} icon={<PrintIcon className="size-5" />} onClick={print} disabled={!report || downloading} />
            ) : (
              <Button variant="text" icon={<PrintIcon className="size-5" />} busy={downloading} onClick={print} disabled={!report}>
                {t('time.common.print')}
              </Button>
            ))}
        </div>
      </header>

      <section aria-label={t('time.common.filters')} className="flex flex-col gap-3 rounded-card border border-border bg-surface p-3 sm:p-4">
        <EmployeePicker />
        <PeriodBar />
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          <Switch label={t('time.timereport.showAutoCalc')} checked={autoCalc} onChange={toggleAuto} />
          <Switch label={t('time.timereport.showKonterat')} checked={konterat} onChange={toggleKonterat} />
        </div>
      </section>

      {report && (
        <section aria-labelledby="time-totals" className="rounded-card border border-border bg-surface p-3 sm:p-4">
          <h2 id="time-totals" className="sr-only">
            {t('time.timereport.totals')}
          </h2>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            <div>
              <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{t('time.timereport.reported')}</dt>
              <dd className="text-lg font-semibold tabular-nums" data-testid="time-reported-total">
                {formatQuantities(report.Reported, t)}
              </dd>
            </div>
            <div>
              <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{t('time.timereport.scheduled')}</dt>
              <dd className="text-lg font-semibold tabular-nums">{formatHours(report.ScheduledHours)} h</dd>
            </div>
            {report.Totals.map((x) => (
              <div key={x.TidKod}>
                <dt className="truncate text-xs font-semibold tracking-wide text-muted uppercase">
                  {x.TidKod} · {codeName(x.TidKod)}
                </dt>
                <dd className="tabular-nums">{formatQuantity(x.Timmar, x.Enhet, t)}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}

      {!anstNr && <p className="rounded-card border border-dashed border-border p-5 text-sm text-muted">{t('time.common.noEmployee')}</p>}
      {loading && !report && (
        <div className="flex justify-center p-8">
          <Spinner label={t('time.common.loading')} />
        </div>
      )}
      {report && (
        <ol aria-label={t('time.timereport.days')} className="flex flex-col gap-2" aria-busy={loading}>
          {report.Days.map((d) => (
            <DayCard
              key={d.Datum}
              day={d}
              role={role}
              attestStep={attestStep}
              showAutoCalc={autoCalc}
              showKonterat={konterat}
              codeName={codeName}
              unitOf={unitOf}
              today={d.Datum === today}
              onAdd={add}
              onAsPlanned={dayAsPlanned}
              future={d.Datum > today}
              onOpen={open}
            />
          ))}
        </ol>
      )}
      <RowEditor />
      <AuditDialog />
    </div>
  );
}
