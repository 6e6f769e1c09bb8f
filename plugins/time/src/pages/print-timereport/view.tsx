import { useT } from '@lonna/core';
import { Button, Title } from '@lonna/core/ui';
import { useUnit } from 'effector-react';
import { PrintIcon } from '../../icons';
import { $downloading, printTimeReportFx } from '../../api';
import { EmployeePicker } from '../../shared/employee-picker';
import { $anstNr, $period } from '../../shared/model';
import { PeriodBar } from '../../shared/period-bar';

/** TidrapportPrint: choose employee and period; the server renders the PDF. */
export default function TimeReportPrintPage() {
  const t = useT();
  const [anstNr, period, busy, print] = useUnit([$anstNr, $period, $downloading, printTimeReportFx]);
  return (
    <div className="flex flex-col gap-4">
      <Title level={1}>{t('time.print.timeReportTitle')}</Title>
      <p className="text-sm text-muted">{t('time.print.timeReportIntro')}</p>
      <section className="flex flex-col gap-3 rounded-card border border-border bg-surface p-3 sm:p-4" aria-label={t('time.common.filters')}>
        <EmployeePicker />
        <PeriodBar />
      </section>
      <Button
        className="self-start"
        icon={<PrintIcon className="size-5" />}
        busy={busy}
        disabled={!anstNr || !period}
        onClick={() => period && print({ query: { AnstNr: anstNr, From: period.From, To: period.To } })}
      >
        {t('time.print.download')}
      </Button>
    </div>
  );
}
