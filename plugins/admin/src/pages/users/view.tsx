import { useT } from '@lonna/core';
import { ROLES, type Role } from '@lonna/core/contracts';
import { Button, DataTable, Pager, Select, Spinner, TextField, Title } from '@lonna/core/ui';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import type { UserRow } from '../../contracts';
import { $filters, choices, dialogOpened, filtersChanged, pageChosen, searchChanged, users, type StatusFilter } from './model';
import { UserDialog } from './user-dialog';

const STATUSES: readonly StatusFilter[] = ['active', 'disabled', 'all'];

function StatusText({ row }: { row: UserRow }) {
  const t = useT();
  return row.Disabled ? <span className="font-medium text-error">{t('admin.users.state.disabled')}</span> : <span>{t('admin.users.state.active')}</span>;
}

/** the search waits until typing pauses, so each keystroke is not a request */
function SearchField() {
  const t = useT();
  const [filters, search] = useUnit([$filters, searchChanged]);
  const [text, setText] = useState(filters.Search);
  useEffect(() => {
    const id = setTimeout(() => search(text), 300);
    return () => clearTimeout(id);
  }, [text, search]);
  return <TextField label={t('admin.users.search')} type="search" value={text} onChange={setText} maxLength={100} hint={t('admin.users.searchHint')} />;
}

/**
 * AdminUsers: every account, searched by name, login, e-mail or employee number and filtered by role, status and
 * company, a page at a time (a table on a wide screen, cards on a phone); an account opens in a dialog.
 */
export default function UsersView() {
  const t = useT();
  const [filters, rows, pagination, pending, list, change, page, open] = useUnit([
    $filters,
    users.$data,
    users.$pagination,
    users.$pending,
    choices.$data,
    filtersChanged,
    pageChosen,
    dialogOpened,
  ]);
  const companies = list?.Companies ?? [];
  const companyNames = (r: UserRow) =>
    r.Roll === 'LIC' || r.Roll === 'ADM' ? t('admin.users.allCompanies') : r.Companies.map((c) => companies.find((x) => x.FtgId === c)?.Namn ?? c).join(', ');
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <Title>{t('admin.users.title')}</Title>
          <p className="mt-1 text-sm text-muted">{t('admin.users.intro')}</p>
        </div>
        <Button onClick={() => open('new')}>{t('admin.users.new')}</Button>
      </div>
      <div role="search" aria-label={t('admin.users.filters')} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <SearchField />
        <Select
          label={t('admin.users.fields.Roll')}
          value={filters.Roll}
          options={[{ value: '', label: t('admin.users.allRoles') }, ...ROLES.map((r) => ({ value: r, label: t(`admin.roles.${r}`) }))]}
          onChange={(v) => change({ Roll: v as Role | '' })}
        />
        <Select
          label={t('admin.users.statusLabel')}
          value={filters.Status}
          options={STATUSES.map((s) => ({ value: s, label: t(`admin.users.status.${s}`) }))}
          onChange={(v) => change({ Status: v as StatusFilter })}
        />
        <Select
          label={t('admin.users.companyFilter')}
          value={filters.Ftg}
          options={[{ value: '', label: t('admin.users.allCompanies') }, ...companies.map((c) => ({ value: c.FtgId, label: c.Namn }))]}
          onChange={(v) => change({ Ftg: v })}
        />
      </div>
      {rows === null ? (
        <Spinner label={t('admin.users.loading')} />
      ) : rows.length === 0 ? (
        <p className="text-muted">{t('admin.users.empty')}</p>
      ) : (
        <DataTable
          label={t('admin.users.title')}
          rows={rows}
          rowKey={(r) => r.Login}
          busy={pending}
          columns={[
            {
              id: 'name',
              header: t('admin.users.fields.Namn'),
              cell: (r) => (
                <>
                  <button
                    type="button"
                    className="text-left font-medium text-primary underline-offset-2 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-focus"
                    onClick={() => open(r.Login)}
                  >
                    {r.Namn}
                  </button>
                  {r.Email && <div className="text-xs text-muted">{r.Email}</div>}
                </>
              ),
            },
            { id: 'login', header: t('admin.users.fields.Login'), cell: (r) => r.Login, className: 'break-all' },
            { id: 'role', header: t('admin.users.fields.Roll'), cell: (r) => t(`admin.roles.${r.Roll}`) },
            { id: 'anstNr', header: t('admin.users.fields.AnstNr'), cell: (r) => r.AnstNr },
            { id: 'companies', header: t('admin.users.fields.Companies'), cell: (r) => companyNames(r) },
            { id: 'status', header: t('admin.users.statusLabel'), cell: (r) => <StatusText row={r} /> },
          ]}
          card={(r) => (
            <button
              type="button"
              onClick={() => open(r.Login)}
              className="flex w-full flex-col gap-1 rounded-card border border-border bg-surface p-3 text-left outline-none hover:bg-primary-soft focus-visible:ring-2 focus-visible:ring-focus"
            >
              <span className="flex items-start justify-between gap-2">
                <span className="font-medium text-on-surface">{r.Namn}</span>
                <span className="text-sm">
                  <StatusText row={r} />
                </span>
              </span>
              <span className="text-sm break-all text-muted">{r.Login}</span>
              <span className="text-sm text-muted">
                {t(`admin.roles.${r.Roll}`)}
                {r.AnstNr && ` · ${t('admin.users.anstNrShort', { anstNr: r.AnstNr })}`}
              </span>
              <span className="text-xs text-muted">{companyNames(r)}</span>
            </button>
          )}
        />
      )}
      <Pager
        pagination={pagination}
        onPage={page}
        disabled={pending}
        totalText={pagination ? t('admin.users.count', { count: pagination.Total }) : undefined}
      />
      <UserDialog />
    </div>
  );
}
