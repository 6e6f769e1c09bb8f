import { useT } from '@lonna/core';
import { Button, Select, Title } from '@lonna/core/ui';
import { useUnit } from 'effector-react';
import { STATUSES, type ReportStatus } from '../../contracts';
import { $statusFilter, formOpened, statusFilterChosen } from './model';
import { ReportDetail } from './report-detail';
import { ReportForm } from './report-form';
import { ReportList } from './report-list';

/** The NearAccidentsReports page: file a report, see the reports one may see, open one to follow or handle it. */
export default function NearAccidentsReportsPage() {
  const t = useT();
  const [filter, chooseFilter, openForm] = useUnit([$statusFilter, statusFilterChosen, formOpened]);
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-1">
          <Title>{t('near-accidents.title')}</Title>
          <p className="max-w-2xl text-sm text-muted">{t('near-accidents.intro')}</p>
        </div>
        <Button className="self-start sm:self-auto" onClick={() => openForm()}>
          {t('near-accidents.report')}
        </Button>
      </div>
      <Select
        className="max-w-xs"
        label={t('near-accidents.fields.status')}
        value={filter}
        onChange={(v) => chooseFilter(v as ReportStatus | '')}
        options={[{ value: '', label: t('near-accidents.filter.all') }, ...STATUSES.map((s) => ({ value: s, label: t(`near-accidents.status.${s}`) }))]}
      />
      <ReportList />
      <ReportForm />
      <ReportDetail />
    </div>
  );
}
