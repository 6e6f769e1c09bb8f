import { lists, useT } from '@lonna/core';
import { Button, Select, Title } from '@lonna/core/ui';
import { useUnit } from 'effector-react';
import { useState } from 'react';
import { PrintIcon } from '../../icons';
import { $downloading, printAttestListFx } from '../../api';
import { $period } from '../../shared/model';
import { PeriodBar } from '../../shared/period-bar';

/** AttestlistaPrint: the attest list of a period (optionally one department) as a PDF. */
export default function AttestListPrintPage() {
  const t = useT();
  const [period, busy, print, departments] = useUnit([$period, $downloading, printAttestListFx, lists.departments.$items]);
  const [department, setDepartment] = useState('');
  return (
    <div className="flex flex-col gap-4">
      <Title level={1}>{t('time.print.attestListTitle')}</Title>
      <section className="flex flex-col gap-3 rounded-card border border-border bg-surface p-3 sm:p-4" aria-label={t('time.common.filters')}>
        <PeriodBar />
        <Select
          label={t('time.bulk.department')}
          value={department}
          onChange={setDepartment}
          options={[
            { value: '', label: t('time.bulk.allDepartments') },
            ...(departments ?? []).map((d) => ({ value: d.Avdelning, label: `${d.Avdelning} – ${d.Namn}` })),
          ]}
        />
      </section>
      <Button
        className="self-start"
        icon={<PrintIcon className="size-5" />}
        busy={busy}
        disabled={!period}
        onClick={() => period && print({ query: { From: period.From, To: period.To, ...(department ? { Avdelning: department } : {}) } })}
      >
        {t('time.print.download')}
      </Button>
    </div>
  );
}
