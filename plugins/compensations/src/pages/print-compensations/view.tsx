import { useT } from '@lonna/core';
import { Button, Title } from '@lonna/core/ui';
import { useUnit } from 'effector-react';
import { MonthBar } from '../attest-section/view';
import { EmployeeFilter } from '../list/employee-filter';
import { compensationsPrint, type PrintModel } from './model';

/** a print page: choose employee and month; the server renders the PDF */
export function PrintPage({ model }: { model: PrintModel }) {
  const t = useT();
  const [anstNr, period, busy, print] = useUnit([model.$anstNr, model.$period, model.$printing, model.printClicked]);
  return (
    <div className="flex flex-col gap-4">
      <Title level={1}>{t(`compensations.print.${model.travel ? 'travelTitle' : 'compensationsTitle'}`)}</Title>
      <p className="text-sm text-muted">{t(`compensations.print.${model.travel ? 'pageIntroTravel' : 'pageIntroCompensations'}`)}</p>
      <section
        className="flex flex-col gap-3 rounded-card border border-border bg-surface p-3 sm:flex-row sm:items-end sm:p-4"
        aria-label={t('compensations.print.filters')}
      >
        <EmployeeFilter />
        <MonthBar model={model} />
      </section>
      <Button className="self-start" busy={busy} disabled={!anstNr || !period} onClick={() => print()}>
        {t('compensations.print.open')}
      </Button>
    </div>
  );
}

export default function CompensationsPrintPage() {
  return <PrintPage model={compensationsPrint} />;
}
