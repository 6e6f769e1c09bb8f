import { snackbarShown, useT } from '@lonna/core';
import { Button, cx, DataTable, Select, Spinner, TextField, Title, useDateFnsLocale, useForm } from '@lonna/core/ui';
import { rules } from '@lonna/core/validation';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { KOMMENTAR_MAX, STATUSES, type BoardStatus, type PresenceCode, type PresenceEntry } from '../../contracts';
import { StatusChip } from '../../shared/status-chip';
import { fromLocalInput, toLocalInput, when } from '../../shared/when';
import {
  $failed,
  $filter,
  $loading,
  $me,
  $saveError,
  $saving,
  $search,
  $shown,
  $total,
  clearPressed,
  filterChanged,
  searchChanged,
  statusCleared,
  statusSaved,
  statusSubmitted,
} from './model';

function MyStatus({ me }: { me: PresenceEntry }) {
  const t = useT();
  const locale = useDateFnsLocale();
  const [saving, saveError, submit, clear, notify] = useUnit([$saving, $saveError, statusSubmitted, clearPressed, snackbarShown]);
  const manual = me.Kalla === 'MANUAL';
  const [status, setStatus] = useState<PresenceCode>(me.Status === 'NONE' ? 'IN' : me.Status);
  const [kommentar, setKommentar] = useState(manual ? me.Kommentar : '');
  const [ater, setAter] = useState(manual ? toLocalInput(me.Ater) : '');
  const [aterError, setAterError] = useState<string | undefined>();
  const form = useForm({ onError: (text) => notify({ text, color: 'error' }) });
  const kommentarLabel = t('presence.mine.kommentar');
  const kommentarField = form.field('Kommentar', { value: kommentar, rules: [rules.maxLength(KOMMENTAR_MAX)], label: kommentarLabel });
  const serverErrorFor = (field: string) => (saveError?.field === field ? saveError.message : undefined);

  // what the user has typed and not saved yet is his: a change from elsewhere never overwrites it
  const [dirty, setDirty] = useState(false);
  const edit =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      setDirty(true);
      set(v);
    };
  // the status changed elsewhere (a punch, another browser) and the form is untouched: it starts from it again
  useEffect(() => {
    if (dirty) return;
    setStatus(me.Status === 'NONE' ? 'IN' : me.Status);
    setKommentar(me.Kalla === 'MANUAL' ? me.Kommentar : '');
    setAter(me.Kalla === 'MANUAL' ? toLocalInput(me.Ater) : '');
  }, [dirty, me.Status, me.Kommentar, me.Ater, me.Kalla]);
  useEffect(
    () =>
      statusSaved.watch(() => {
        setDirty(false);
        notify({ text: t('presence.mine.saved'), color: 'success' });
      }),
    [notify, t],
  );
  useEffect(
    () =>
      statusCleared.watch(() => {
        setDirty(false);
        notify({ text: t('presence.mine.cleared'), color: 'success' });
      }),
    [notify, t],
  );

  return (
    <form
      noValidate
      aria-labelledby="presence-mine-title"
      className="flex flex-col gap-4 rounded-card border border-border bg-surface p-4 sm:p-5"
      onSubmit={(e) => {
        e.preventDefault();
        const failure = form.validateAll();
        const at = fromLocalInput(ater);
        const now = Date.now();
        const past = Number.isNaN(at) || (at !== 0 && at < now - (now % 60_000));
        setAterError(past ? t('presence.errors.aterPast') : undefined);
        if (failure) return;
        if (past) {
          notify({ text: t('presence.errors.aterPast'), color: 'error' });
          return;
        }
        submit({ Status: status, Kommentar: kommentar.trim(), Ater: at });
      }}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="presence-mine-title" className="text-lg font-semibold text-on-surface">
          {t('presence.mine.title')}
        </h2>
        {me.Status !== 'NONE' && (
          <p className="flex flex-wrap items-center gap-2 text-sm text-muted">
            <StatusChip status={me.Status} source={me.Kalla} />
            {t('presence.board.since')} {when(me.Sedan, new Date(), locale)}
          </p>
        )}
      </div>
      <div className="grid gap-4 md:grid-cols-[minmax(0,14rem)_minmax(0,1fr)_minmax(0,14rem)]">
        <Select
          id="presence-status"
          label={t('presence.mine.status')}
          value={status}
          options={STATUSES.map((s) => ({ value: s, label: t(`presence.status.${s}`) }))}
          onChange={edit((v: string) => setStatus(v as PresenceCode))}
          disabled={saving}
          error={serverErrorFor('Status')}
        />
        <TextField
          id="presence-kommentar"
          label={kommentarLabel}
          value={kommentar}
          onChange={edit(setKommentar)}
          hint={`${t('presence.mine.kommentarHint')} ${kommentar.length} / ${KOMMENTAR_MAX}`}
          disabled={saving}
          {...kommentarField}
          error={kommentarField.error ?? serverErrorFor('Kommentar')}
        />
        <TextField
          id="presence-ater"
          type="datetime-local"
          label={t('presence.mine.ater')}
          value={ater}
          onChange={edit((v: string) => {
            setAter(v);
            setAterError(undefined);
          })}
          hint={t('presence.mine.aterHint')}
          disabled={saving}
          error={aterError ?? serverErrorFor('Ater')}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={saving}>
          {t('presence.mine.save')}
        </Button>
        {manual && (
          <Button type="button" variant="secondary" disabled={saving} onClick={() => clear()}>
            {t('presence.mine.clear')}
          </Button>
        )}
      </div>
    </form>
  );
}

function Filters() {
  const t = useT();
  const [search, filter, onSearch, onFilter] = useUnit([$search, $filter, searchChanged, filterChanged]);
  return (
    <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,14rem)]">
      <TextField id="presence-search" type="search" label={t('presence.board.search')} value={search} onChange={onSearch} trimOnBlur={false} />
      <Select
        id="presence-filter"
        label={t('presence.board.filter')}
        value={filter}
        options={[
          { value: '', label: t('presence.board.all') },
          ...[...STATUSES, 'NONE' as const].map((s) => ({ value: s, label: t(`presence.status.${s}`) })),
        ]}
        onChange={(v) => onFilter(v as BoardStatus | '')}
      />
    </div>
  );
}

function Board() {
  const t = useT();
  const locale = useDateFnsLocale();
  const [shown, total, loading, failed] = useUnit([$shown, $total, $loading, $failed]);
  const now = new Date();
  if (failed && total === 0) return <p className="text-muted">{t('presence.board.failed')}</p>;
  if (loading && total === 0) return <Spinner label={t('presence.board.loading')} />;
  if (total === 0) return <p className="text-muted">{t('presence.board.nobody')}</p>;
  return (
    <section aria-labelledby="presence-board-title" className="flex flex-col gap-3">
      <div className="flex items-baseline justify-between gap-2">
        <h2 id="presence-board-title" className="text-lg font-semibold text-on-surface">
          {t('presence.board.title')}
        </h2>
        <span className="text-sm text-muted tabular-nums" aria-live="polite">
          {t('presence.board.shown', { shown: shown.length, total })}
        </span>
      </div>
      <Filters />
      {shown.length === 0 ? (
        <p className="text-muted">{t('presence.board.empty')}</p>
      ) : (
        <DataTable
          label={t('presence.board.listLabel')}
          rows={shown}
          rowKey={(e) => e.AnstNr}
          columns={[
            {
              id: 'name',
              header: t('presence.board.name'),
              cell: (e) => (
                <>
                  <span className="font-medium text-on-surface">{e.Namn}</span>
                  {e.Avdelning && <span className="block text-xs text-muted">{e.Avdelning}</span>}
                </>
              ),
            },
            { id: 'status', header: t('presence.board.status'), cell: (e) => <StatusChip status={e.Status} source={e.Kalla} /> },
            { id: 'comment', header: t('presence.board.comment'), cell: (e) => e.Kommentar },
            { id: 'since', header: t('presence.board.since'), cell: (e) => when(e.Sedan, now, locale), className: 'whitespace-nowrap tabular-nums' },
            { id: 'back', header: t('presence.board.back'), cell: (e) => when(e.Ater, now, locale), className: 'whitespace-nowrap tabular-nums' },
          ]}
          card={(e) => (
            <div className={cx('flex flex-col gap-1 rounded-card border border-border bg-surface', e.Status === 'NONE' ? 'px-3 py-2' : 'p-3')}>
              <div className="flex items-start justify-between gap-2">
                <span className="min-w-0">
                  <span className="block font-medium break-words text-on-surface">{e.Namn}</span>
                  {e.Avdelning && <span className="block text-xs text-muted">{e.Avdelning}</span>}
                </span>
                <StatusChip status={e.Status} source={e.Kalla} />
              </div>
              {e.Kommentar && <p className="text-sm break-words text-on-surface">{e.Kommentar}</p>}
              {(e.Sedan > 0 || e.Ater > 0) && (
                <p className="text-xs text-muted tabular-nums">
                  {e.Sedan > 0 && `${t('presence.board.since')} ${when(e.Sedan, now, locale)}`}
                  {e.Sedan > 0 && e.Ater > 0 && ' · '}
                  {e.Ater > 0 && `${t('presence.board.back')} ${when(e.Ater, now, locale)}`}
                </p>
              )}
            </div>
          )}
        />
      )}
    </section>
  );
}

/** The PresenceStatus page: my status on top (for an employee), the board of colleagues below. */
export default function PresencePage() {
  const t = useT();
  const [me, total, loading] = useUnit([$me, $total, $loading]);
  return (
    <div className="flex flex-col gap-6">
      <Title>{t('presence.title')}</Title>
      {me ? <MyStatus me={me} /> : !loading && total > 0 && <p className="text-sm text-muted">{t('presence.mine.notEmployee')}</p>}
      {/* a board of oneself only (PER's data scope) says nothing the form above does not */}
      {!(me && total === 1) && <Board />}
    </div>
  );
}
