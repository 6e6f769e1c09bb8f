import { snackbarShown, useT } from '@lonna/core';
import { Button, DatePicker, Dialog, Select, Spinner, Title, useDateFnsLocale, useForm } from '@lonna/core/ui';
import { rules } from '@lonna/core/validation';
import { format, parseISO } from 'date-fns';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import type { Notice } from '../../contracts';
import { TypeChip } from '../../shared/type-chip';
import { NoticeForm } from './notice-form';
import {
  $actionError,
  $failed,
  $filter,
  $loading,
  $notices,
  $recovering,
  $recoveryId,
  filterChosen,
  formOpened,
  recovered,
  recoveryClosed,
  recoveryOpened,
  recoverySubmitted,
  type ListFilter,
} from './model';
import { Timeline } from './timeline';

const todayIso = () => format(new Date(), 'yyyy-MM-dd');

function RecoveryDialog() {
  const t = useT();
  const [id, busy, error, list, submit, close, notify] = useUnit([
    $recoveryId,
    $recovering,
    $actionError,
    $notices,
    recoverySubmitted,
    recoveryClosed,
    snackbarShown,
  ]);
  const notice = list.find((n) => n.Id === id);
  const [date, setDate] = useState(todayIso());
  const form = useForm({ onError: (text) => notify({ text, color: 'error' }) });
  const f = form.field('FriskDatum', { value: date, rules: [rules.required(), rules.date()], label: t('absence.fields.back') });
  useEffect(() => recovered.watch(() => notify({ text: t('absence.recoveredDone'), color: 'success' })), [notify, t]);
  return (
    <Dialog
      open={id !== null}
      onClose={close}
      busy={busy}
      title={t('absence.recover')}
      actions={
        <>
          <Button variant="text" onClick={close} disabled={busy}>
            {t('absence.cancel')}
          </Button>
          <Button type="submit" form="absence-recovery-form" busy={busy}>
            {t('absence.recoverSend')}
          </Button>
        </>
      }
    >
      <form
        id="absence-recovery-form"
        noValidate
        className="flex flex-col gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          if (form.validateAll() || !id) return;
          submit({ Id: id, FriskDatum: date });
        }}
      >
        {notice && (
          <p className="text-sm text-on-surface">
            {notice.Namn} · {t(`absence.types.${notice.Typ}`)} · {t('absence.since', { date: notice.FromDatum })}
          </p>
        )}
        <DatePicker
          id="absence-back"
          label={t('absence.fields.back')}
          value={date}
          onChange={setDate}
          hint={t('absence.backHint')}
          required
          {...f}
          error={f.error ?? (error?.field === 'FriskDatum' ? error.message : undefined)}
        />
        {error && error.field !== 'FriskDatum' && <p className="text-sm font-medium text-error">{error.message}</p>}
      </form>
    </Dialog>
  );
}

function NoticeCard({ n }: { n: Notice }) {
  const t = useT();
  const locale = useDateFnsLocale();
  const open = useUnit(recoveryOpened);
  const day = (d: string) => format(parseISO(d), 'PP', { locale });
  return (
    <li className="flex flex-col gap-2 rounded-card border border-border bg-surface p-3 sm:p-4" aria-labelledby={`n-${n.Id}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={`n-${n.Id}`} className="font-medium break-words text-on-surface">
            {n.Namn}
          </h3>
          <p className="text-xs text-muted">
            {n.AnstNr}
            {n.Avdelning && ` · ${t('absence.department')} ${n.Avdelning}`}
          </p>
        </div>
        <TypeChip typ={n.Typ} />
      </div>
      <p className="text-sm text-on-surface tabular-nums">
        {t('absence.since', { date: day(n.FromDatum) })} · {n.Omfattning} %{n.BarnNamn && ` · ${n.BarnNamn}`}
        {n.FriskDatum ? ` · ${t('absence.backOn', { date: day(n.FriskDatum) })}` : ` · ${t('absence.openState')}`}
      </p>
      {n.Kommentar && <p className="text-sm break-words text-on-surface">{n.Kommentar}</p>}
      {n.Overhoppade.length > 0 && (
        <p className="rounded-card border border-warning bg-surface-2 px-2 py-1 text-xs text-on-surface" role="note">
          {t('absence.kept', {
            days: n.Overhoppade.map((s) => `${s.Datum} (${t(`absence.skip.${s.Orsak}`)})`).join(', '),
          })}
        </p>
      )}
      <Timeline items={n.Tidslinje} id={n.Id} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-xs text-muted">{t('absence.reportedBy', { name: n.Rapportor })}</span>
        {!n.FriskDatum && (
          <Button variant="secondary" onClick={() => open(n.Id)} aria-label={t('absence.recoverFor', { name: n.Namn })}>
            {t('absence.recover')}
          </Button>
        )}
      </div>
    </li>
  );
}

/** The AbsenceReports page: report an absence, the notices (open first), recovery. */
export default function NoticesPage() {
  const t = useT();
  const [list, loading, failed, filter, choose, openForm] = useUnit([$notices, $loading, $failed, $filter, filterChosen, formOpened]);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Title>{t('absence.title')}</Title>
        <Button onClick={openForm}>{t('absence.report')}</Button>
      </div>
      <p className="text-sm text-muted">{t('absence.intro')}</p>
      <div className="max-w-xs">
        <Select
          id="absence-filter"
          label={t('absence.filter.label')}
          value={filter}
          onChange={(v) => choose(v as ListFilter)}
          options={(['open', 'recovered', 'all'] as const).map((v) => ({ value: v, label: t(`absence.filter.${v}`) }))}
        />
      </div>
      {loading && list.length === 0 ? (
        <Spinner />
      ) : failed && list.length === 0 ? (
        <p className="text-muted">{t('absence.failed')}</p>
      ) : list.length === 0 ? (
        <p className="text-muted">{t('absence.empty')}</p>
      ) : (
        <ul aria-label={t('absence.listLabel')} className="flex flex-col gap-3">
          {list.map((n) => (
            <NoticeCard key={n.Id} n={n} />
          ))}
        </ul>
      )}
      <NoticeForm />
      <RecoveryDialog />
    </div>
  );
}
