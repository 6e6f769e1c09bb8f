import { useUnit } from 'effector-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import {
  $arrangedCompanies,
  $companyDialogClosable,
  $companyDialogOpen,
  $companyListPending,
  $companySearch,
  $companySearchVisible,
  $favouriteCompanies,
  companyDialogClosed,
  companySearchChanged,
  COMPANY_LIST_MAX_HEIGHT,
  favouriteToggled,
} from '../../company';
import { canEditCompanyPicture } from '../../contracts/account';
import type { CompanyListEntry } from '../../contracts/models';
import { CompanyAvatar } from '../company-avatar';
import { useT } from '../../i18n/runtime';
import { $companySelectError, $companySelectPending, $smsPending, companyChosen } from '../../session/model';
import { $ftgInfo, $role } from '../../session/state';
import { cx, Dialog, focusRing, SearchIcon, Spinner, Tabs, TextField } from '../../ui';
import { formatOrgnr } from '../../validation';
import { withTimeout } from '../../portal/lazy-page';
import { StarIcon } from '../icons';

// the SMS step of a company that requires it: its own chunk, over this dialog
const SmsDialog = lazy(() => withTimeout(import('../sms-dialog/view')));

function CompanyRow({ c }: { c: CompanyListEntry }) {
  const t = useT();
  const [favourites, current, role, choose, toggle, pending] = useUnit([
    $favouriteCompanies,
    $ftgInfo,
    $role,
    companyChosen,
    favouriteToggled,
    $companySelectPending,
  ]);
  const favourite = favourites.includes(c.FtgId);
  const selected = current?.FtgId === c.FtgId;
  return (
    <li className="flex items-center gap-1 border-b border-border last:border-b-0">
      {/* the picture calls act on the selected company, so only its row offers the edit overlay */}
      <CompanyAvatar ftgId={c.FtgId} name={c.Namn} pictureId={c.PictureId} size={40} canEdit={selected && canEditCompanyPicture(role)} className="ml-2" />
      <button
        type="button"
        disabled={pending}
        onClick={() => choose(c.FtgId)}
        aria-current={selected ? 'true' : undefined}
        className={cx(
          'flex min-h-12 flex-1 flex-col items-start justify-center rounded-control px-3 py-1 text-left hover:bg-primary-soft disabled:opacity-60',
          selected && 'bg-primary-soft',
          focusRing,
        )}
      >
        <span className="text-sm font-medium text-on-surface">{c.Namn}</span>
        <span className="text-xs text-muted tabular-nums">{t('shell.company.orgnr', { orgnr: formatOrgnr(c.Orgnr), id: c.FtgId })}</span>
      </button>
      <button
        type="button"
        onClick={() => toggle(c.FtgId)}
        aria-pressed={favourite}
        aria-label={favourite ? t('shell.company.removeFavourite', { name: c.Namn }) : t('shell.company.addFavourite', { name: c.Namn })}
        className={cx(
          'flex size-11 shrink-0 items-center justify-center rounded-control hover:bg-primary-soft',
          favourite ? 'text-accent' : 'text-muted',
          focusRing,
        )}
      >
        <StarIcon filled={favourite} />
      </button>
    </li>
  );
}

/** A section of the list under a title with its count that folds the section away (spec: collapsible title with a count). */
function CompanySection({ heading, items }: { heading: string | null; items: CompanyListEntry[] }) {
  const [open, setOpen] = useState(true);
  const [search] = useUnit([$companySearch]);
  // a search shows its matches even in a folded section
  useEffect(() => setOpen(true), [search]);
  const listId = `company-section-${heading ?? 'all'}`.replace(/\W+/g, '-');
  return (
    <section aria-label={heading ?? undefined}>
      {heading && (
        <h3 className="sticky top-0 z-10 bg-surface">
          <button
            type="button"
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpen((o) => !o)}
            className={cx('flex w-full items-center gap-1 px-3 pt-3 pb-1 text-left text-xs font-semibold tracking-wide text-muted uppercase', focusRing)}
          >
            <ChevronIcon open={open} />
            {heading} ({items.length})
          </button>
        </h3>
      )}
      <ul id={listId} hidden={!open}>
        {items.map((c) => (
          <CompanyRow key={c.FtgId} c={c} />
        ))}
      </ul>
    </section>
  );
}

function ChevronIcon({ open }: { open: boolean }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={cx('size-4 transition-transform', !open && '-rotate-90')}>
      <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function CompanyList({ onlyFavourites }: { onlyFavourites: boolean }) {
  const t = useT();
  const [arranged, search, pending] = useUnit([$arrangedCompanies, $companySearch, $companyListPending]);
  if (pending && arranged.favourites.length + arranged.others.length === 0) return <Spinner label={t('shell.company.loading')} showLabel />;
  const withFavourites = arranged.favourites.length > 0;
  const sections = onlyFavourites
    ? [{ id: 'fav', heading: null, items: arranged.favourites }]
    : [
        { id: 'fav', heading: t('shell.company.favouritesHeading'), items: arranged.favourites },
        { id: 'others', heading: withFavourites ? t('shell.company.othersHeading') : t('shell.company.tabAll'), items: arranged.others },
      ];
  const empty = sections.every((s) => s.items.length === 0);
  if (empty) {
    const key = search ? 'noMatch' : onlyFavourites ? 'noFavourites' : 'noCompanies';
    return <p className="px-3 py-6 text-center text-sm text-muted">{t(`shell.company.${key}`)}</p>;
  }
  return (
    <div className="overflow-y-auto" style={{ maxHeight: `min(${COMPANY_LIST_MAX_HEIGHT}px, 60dvh)` }} data-testid="company-list">
      {sections.map((s) => (s.items.length ? <CompanySection key={s.id} heading={s.heading} items={s.items} /> : null))}
    </div>
  );
}

/** Company selection: tabs, search from 10 companies, favourites first, archived hidden, at most 700 high. */
export function CompanyDialog() {
  const t = useT();
  const [open, closable, close, searchVisible, search, setSearch, error, sms, pending] = useUnit([
    $companyDialogOpen,
    $companyDialogClosable,
    companyDialogClosed,
    $companySearchVisible,
    $companySearch,
    companySearchChanged,
    $companySelectError,
    $smsPending,
    $companySelectPending,
  ]);
  const [tab, setTab] = useState('all');
  return (
    <Dialog open={open} onClose={() => closable && close()} title={t('shell.company.dialogTitle')} busy={pending} hideCloseButton={!closable}>
      <div className="flex flex-col gap-3">
        {error && sms?.kind !== 'company' && (
          <p role="alert" className="rounded-control border border-error bg-surface-2 p-3 text-sm text-error">
            {error}
          </p>
        )}
        {searchVisible && (
          <TextField
            id="company-search"
            type="search"
            label={t('shell.company.search')}
            hint={t('shell.company.searchHint')}
            value={search}
            onChange={setSearch}
            trimOnBlur={false}
            autoComplete="off"
            endAdornment={<SearchIcon className="size-5 text-muted" />}
          />
        )}
        <Tabs
          label={t('shell.company.tabsLabel')}
          selected={tab}
          onChange={setTab}
          tabs={[
            { id: 'all', label: t('shell.company.tabAll'), content: <CompanyList onlyFavourites={false} /> },
            { id: 'favourites', label: t('shell.company.tabFavourites'), content: <CompanyList onlyFavourites /> },
          ]}
        />
      </div>
      {sms?.kind === 'company' && (
        <Suspense fallback={null}>
          <SmsDialog />
        </Suspense>
      )}
    </Dialog>
  );
}
