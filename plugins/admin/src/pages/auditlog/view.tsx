import { useT } from '@lonna/core';
import { Button, DatePicker, Pager, Select, Spinner, TextField, Title } from '@lonna/core/ui';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import type { AuditEntry } from '../../contracts';
import {
  $auditFilters,
  $periodProblem,
  auditFiltersChanged,
  auditFiltersCleared,
  auditPageChosen,
  entries,
  facets,
  personChanged,
  type AuditFilters,
} from './model';

const EVENTS = ['created', 'modified', 'deleted'] as const;
const stamp = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm', dateStyle: 'short', timeStyle: 'short' });

/** a translation when there is one, else the fallback (plugins name their own entities and verbs) */
function useLabel() {
  const t = useT();
  return (key: string, fallback: string) => {
    const text = t(key);
    return text === key ? fallback : text;
  };
}

/** a stored value as a person reads it */
function useValueText() {
  const t = useT();
  const show = (v: unknown): string => {
    if (v === null || v === undefined || v === '') return '–';
    if (typeof v === 'boolean') return v ? t('admin.auditLog.yes') : t('admin.auditLog.no');
    if (Array.isArray(v)) return v.length ? v.map(show).join(', ') : '–';
    if (typeof v === 'object') return JSON.stringify(v);
    return String(v);
  };
  return show;
}

function PersonField() {
  const t = useT();
  const [filters, change] = useUnit([$auditFilters, personChanged]);
  const [text, setText] = useState(filters.Person);
  useEffect(() => setText(filters.Person), [filters.Person]);
  useEffect(() => {
    const id = setTimeout(() => change(text), 300);
    return () => clearTimeout(id);
  }, [text, change]);
  return <TextField label={t('admin.auditLog.person')} type="search" value={text} onChange={setText} maxLength={100} hint={t('admin.auditLog.personHint')} />;
}

function Entry({ e }: { e: AuditEntry }) {
  const t = useT();
  const label = useLabel();
  const value = useValueText();
  const what = label(`admin.auditLog.entities.${e.Entity}`, e.Entity);
  return (
    <li className="flex flex-col gap-2 rounded-card border border-border bg-surface p-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="font-medium text-on-surface">
          {label(`admin.auditLog.actions.${e.Action}`, t(`admin.auditLog.events.${e.Event}`))}: {what}
          {e.EntityId && <span className="font-normal text-muted"> · {e.EntityId}</span>}
        </p>
        <time className="text-sm text-muted" dateTime={new Date(e.At).toISOString()}>
          {stamp.format(e.At)}
        </time>
      </div>
      <p className="text-sm text-muted">
        {e.Namn ? `${e.Namn} (${e.Login})` : e.Login || t('admin.auditLog.system')} · {label(`${e.Plugin}.title`, e.Plugin)}
        {e.AnstNr && ` · ${t('admin.auditLog.employee', { anstNr: e.AnstNr })}`}
        {e.Datum && ` · ${e.Datum}`}
      </p>
      {e.Changes.length > 0 && (
        <div>
          {/* fixed columns that wrap long values: no sideways scrolling on a phone */}
          <table className="w-full table-fixed border-collapse text-left text-sm">
            <caption className="sr-only">{t('admin.auditLog.changes')}</caption>
            <thead>
              <tr className="border-b border-border text-muted">
                <th scope="col" className="py-1 pr-3 font-medium">
                  {t('admin.auditLog.field')}
                </th>
                <th scope="col" className="py-1 pr-3 font-medium">
                  {t('admin.auditLog.before')}
                </th>
                <th scope="col" className="py-1 font-medium">
                  {t('admin.auditLog.after')}
                </th>
              </tr>
            </thead>
            <tbody>
              {e.Changes.map((c) => (
                <tr key={c.Field} className="border-b border-border align-top last:border-0">
                  <th scope="row" className="py-1 pr-3 font-normal text-muted">
                    {c.Field}
                  </th>
                  <td className="py-1 pr-3 [overflow-wrap:anywhere]">{value(c.Old)}</td>
                  <td className="py-1 [overflow-wrap:anywhere]">{value(c.New)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </li>
  );
}

/**
 * The audit log of the selected company (spec: created, modified, deleted, with field changes): who changed what
 * and when, from every part of the portal, filtered by person, kind, event and period, a page at a time.
 */
export default function AuditLogView() {
  const t = useT();
  const label = useLabel();
  const [filters, problem, list, pagination, pending, kinds, change, page, clear] = useUnit([
    $auditFilters,
    $periodProblem,
    entries.$data,
    entries.$pagination,
    entries.$pending,
    facets.$data,
    auditFiltersChanged,
    auditPageChosen,
    auditFiltersCleared,
  ]);
  const periodError = (field: 'From' | 'To') => (problem?.field === field ? t(`admin.auditLog.${problem.key}`) : undefined);
  return (
    <div className="flex flex-col gap-4">
      <div>
        <Title>{t('admin.auditLog.title')}</Title>
        <p className="mt-1 text-sm text-muted">{t('admin.auditLog.intro')}</p>
      </div>
      <div role="search" aria-label={t('admin.auditLog.filters')} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        <PersonField />
        <Select
          label={t('admin.auditLog.kind')}
          value={filters.Kind}
          options={[
            { value: '', label: t('admin.auditLog.allKinds') },
            ...(kinds?.Entities ?? []).map((k) => ({
              value: `${k.Plugin}/${k.Entity}`,
              label: `${label(`admin.auditLog.entities.${k.Entity}`, k.Entity)} (${label(`${k.Plugin}.title`, k.Plugin)})`,
            })),
          ]}
          onChange={(Kind) => change({ Kind })}
        />
        <Select
          label={t('admin.auditLog.event')}
          value={filters.Event}
          options={[{ value: '', label: t('admin.auditLog.allEvents') }, ...EVENTS.map((e) => ({ value: e, label: t(`admin.auditLog.events.${e}`) }))]}
          onChange={(v) => change({ Event: v as AuditFilters['Event'] })}
        />
        <DatePicker label={t('admin.auditLog.from')} value={filters.From} onChange={(From) => change({ From })} error={periodError('From')} />
        <DatePicker label={t('admin.auditLog.to')} value={filters.To} onChange={(To) => change({ To })} error={periodError('To')} />
      </div>
      <div>
        <Button variant="secondary" onClick={() => clear()}>
          {t('admin.auditLog.clear')}
        </Button>
      </div>
      {problem ? null : list === null ? (
        <Spinner label={t('admin.auditLog.loading')} />
      ) : list.length === 0 ? (
        <p className="text-muted">{t('admin.auditLog.empty')}</p>
      ) : (
        <ol aria-label={t('admin.auditLog.title')} aria-busy={pending} className="flex flex-col gap-2">
          {list.map((e) => (
            <Entry key={e.Id} e={e} />
          ))}
        </ol>
      )}
      <Pager
        pagination={problem ? null : pagination}
        onPage={page}
        disabled={pending}
        totalText={pagination ? t('admin.auditLog.count', { count: pagination.Total }) : undefined}
      />
    </div>
  );
}
