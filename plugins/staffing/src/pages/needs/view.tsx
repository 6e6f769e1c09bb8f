import { snackbarShown, useT } from '@lonna/core';
import { Button, Spinner, Title } from '@lonna/core/ui';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import type { Need } from '../../contracts';
import { $editing, $failed, $loading, $needs, $saving, copyPressed, deletePressed, formOpened, needCopied, needDeleted, needSaved } from './model';
import { NeedForm } from './need-form';

function NeedCard({ need }: { need: Need }) {
  const t = useT();
  const [open, copy, remove, saving] = useUnit([formOpened, copyPressed, deletePressed, $saving]);
  const kind = t(`staffing.repeat.${need.Upprepning}`);
  const repeat =
    need.Upprepning === 'NONE'
      ? kind
      : need.Faktor === 1
        ? t('staffing.needs.repeatEvery', { kind })
        : t('staffing.needs.repeatText', { kind, n: need.Faktor });
  return (
    <li className="flex flex-col gap-2 rounded-card border border-border bg-surface p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-base font-semibold break-words">{need.Namn}</h2>
        <span className="text-sm tabular-nums">
          {need.Start}–{need.Slut} · {t('staffing.needs.people', { count: need.Antal })}
        </span>
      </div>
      <p className="text-sm text-muted">
        {need.FromDatum} – {need.TomDatum} · {repeat}
        {need.Kompetenser.length > 0 && ` · ${need.Kompetenser.join(', ')}`}
      </p>
      {need.Bemannad && <p className="text-sm">{t('staffing.needs.staffedNote')}</p>}
      <div className="flex flex-wrap gap-2">
        {!need.Bemannad && (
          <Button variant="secondary" onClick={() => open(need)} disabled={saving} aria-label={t('staffing.needs.editNamed', { name: need.Namn })}>
            {t('staffing.needs.editShort')}
          </Button>
        )}
        <Button variant="secondary" onClick={() => copy(need.Id)} disabled={saving} aria-label={t('staffing.needs.copyNamed', { name: need.Namn })}>
          {t('staffing.needs.copy')}
        </Button>
        <Button variant="text" onClick={() => remove(need.Id)} disabled={saving} aria-label={t('staffing.needs.deleteNamed', { name: need.Namn })}>
          {t('staffing.needs.delete')}
        </Button>
      </div>
    </li>
  );
}

/** The needs page (BemBehov). */
export default function NeedsPage() {
  const t = useT();
  const [needs, loading, failed, editing, open, notify] = useUnit([$needs, $loading, $failed, $editing, formOpened, snackbarShown]);
  useEffect(() => needSaved.watch(() => notify({ text: t('staffing.needs.saved'), color: 'success' })), [notify, t]);
  useEffect(() => needCopied.watch(() => notify({ text: t('staffing.needs.copied'), color: 'success' })), [notify, t]);
  useEffect(() => needDeleted.watch(() => notify({ text: t('staffing.needs.deleted'), color: 'success' })), [notify, t]);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Title>{t('staffing.nav.needs')}</Title>
        <Button onClick={() => open(null)}>{t('staffing.needs.new')}</Button>
      </div>
      {failed && <p className="text-error">{t('staffing.loadFailed')}</p>}
      {loading && needs.length === 0 ? (
        <Spinner label={t('staffing.loading')} />
      ) : needs.length === 0 ? (
        <p className="text-muted">{t('staffing.needs.empty')}</p>
      ) : (
        <ul aria-label={t('staffing.nav.needs')} className="grid grid-cols-1 gap-3 lg:grid-cols-2">
          {needs.map((n) => (
            <NeedCard key={n.Id} need={n} />
          ))}
        </ul>
      )}
      {editing && <NeedForm key={editing.need?.Id ?? 'new'} need={editing.need} />}
    </div>
  );
}
