import { lists, useT } from '@lonna/core';
import { Button, Select, Title } from '@lonna/core/ui';
import { useUnit } from 'effector-react';
import { useState } from 'react';
import type { ProjectDimension } from '../../contracts';
import { PrintIcon } from '../../icons';
import { $downloading, printProjectListFx } from '../../api';
import { $period } from '../../shared/model';
import { PeriodBar } from '../../shared/period-bar';
import { $dimensions } from './model';

/** ProjektlistaPrint: hours per project (care recipient or result unit) and employee for a period, as a PDF. */
export default function ProjectListPrintPage() {
  const t = useT();
  const [period, busy, print, departments, dimensions] = useUnit([$period, $downloading, printProjectListFx, lists.departments.$items, $dimensions]);
  const [chosen, setChosen] = useState<ProjectDimension | ''>('');
  const [department, setDepartment] = useState('');
  const dimension = chosen || dimensions[0]?.value || '';
  return (
    <div className="flex flex-col gap-4">
      <Title level={1}>{t('time.print.projectListTitle')}</Title>
      <p className="text-sm text-muted">{t('time.print.projectListIntro')}</p>
      <section className="flex flex-col gap-3 rounded-card border border-border bg-surface p-3 sm:p-4" aria-label={t('time.common.filters')}>
        <PeriodBar />
        <div className="grid gap-3 sm:grid-cols-2">
          <Select
            label={t('time.print.groupBy')}
            value={dimension}
            onChange={(v) => setChosen(v as ProjectDimension)}
            options={dimensions.map((d) => ({
              value: d.value,
              label: d.value === 'Brukare' ? t('time.pdf.careRecipient') : d.name || t('time.pdf.resultUnit', { n: d.value.slice(-1) }),
            }))}
          />
          <Select
            label={t('time.bulk.department')}
            value={department}
            onChange={setDepartment}
            options={[
              { value: '', label: t('time.bulk.allDepartments') },
              ...(departments ?? []).map((d) => ({ value: d.Avdelning, label: `${d.Avdelning} – ${d.Namn}` })),
            ]}
          />
        </div>
      </section>
      <Button
        className="self-start"
        icon={<PrintIcon className="size-5" />}
        busy={busy}
        disabled={!period || !dimension}
        onClick={() =>
          period && dimension && print({ query: { From: period.From, To: period.To, Grupp: dimension, ...(department ? { Avdelning: department } : {}) } })
        }
      >
        {t('time.print.download')}
      </Button>
    </div>
  );
}
