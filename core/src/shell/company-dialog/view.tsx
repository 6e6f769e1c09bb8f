import { useUnit } from 'effector-react';
import { lazy, Suspense, useState } from 'react';
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
        <span className="text-xs text-muted tabular-nums">{t('shell.company.orgnr', { orgnr: formatOrgnr(c.Orgnr) })}</span>
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

function CompanyList({ onlyFavourites }: { onlyFavourites: boolean }) {
  const t = useT();
  const [arranged, search, pending] = useUnit([$arrangedCompanies, $companySearch, $companyListPending]);
  if (pending && arranged.favourites.length + arranged.others.length === 0) return <Spinner label={t('shell.company.loading')} showLabel />;
  const sections = onlyFavourites
    ? [{ id: 'fav', heading: null, items: arranged.favourites }]
    : [
        { id: 'fav', heading: arranged.favourites.length ? t('shell.company.favouritesHeading') : null, items: arranged.favourites },
        { id: 'others', heading: arranged.favourites.length && arranged.others.length ? t('shell.company.othersHeading') : null, items: arranged.others },
      ];
  const empty = sections.every((s) => s.items.length === 0);
  if (empty) {
    const key = search ? 'noMatch' : onlyFavourites ? 'noFavourites' : 'noCompanies';
    return <p className="px-3 py-6 text-center text-sm text-muted">{t(`shell.company.${key}`)}</p>;
  }
  return (
    <div className="overflow-y-auto" style={{ maxHeight: `min(${COMPANY_LIST_MAX_HEIGHT}px, 60dvh)` }} data-testid="company-list">
      {sections.map((s) =>
        s.items.length ? (
          <section key={s.id} aria-label={s.heading ?? undefined}>
            {s.heading && <h3 className="sticky top-0 z-10 bg-surface px-3 pt-3 pb-1 text-xs font-semibold tracking-wide text-muted uppercase">{s.heading}</h3>}
            <ul>
              {s.items.map((c) => (
                <CompanyRow key={c.FtgId} c={c} />
              ))}
            </ul>
          </section>
        ) : null,
      )}
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
