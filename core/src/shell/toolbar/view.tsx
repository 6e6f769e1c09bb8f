import './model';
import { useUnit } from 'effector-react';
import { $offline } from '../../api/network-state';
import { $canSwitchCompany, companyDialogOpened } from '../../company/model';
import { useT } from '../../i18n/runtime';
import { salaryYearChosen, salaryYearPickerOpened } from '../../session/model';
import { $account, $ftgInfo, $salaryYear, $salaryYears } from '../../session/state';
import { isSupportUser } from '../../contracts/support-login';
import { cx, focusRing, useConfirmLeave } from '../../ui';
import { BrandMark } from '../brand';
import { $drawerOpenOnPhone, drawerMiniToggled, drawerToggled, $drawerMini } from '../drawer/model';
import { BuildingIcon, MenuIcon, OfflineIcon } from '../icons';
import { DESKTOP_QUERY, useMediaQuery } from '../../ui/use-media-query';
import { UserMenu } from '../user-menu';
import { InboxButton } from '../inbox';

function SalaryYearPicker() {
  const t = useT();
  const [years, year, choose, opened] = useUnit([$salaryYears, $salaryYear, salaryYearChosen, salaryYearPickerOpened]);
  if (years.length < 2)
    return year ? (
      <span className="hidden text-sm text-muted sm:inline">
        {t('shell.toolbar.salaryYear')} {year}
      </span>
    ) : null;
  return (
    <label className="flex items-center gap-1 text-sm">
      <span className="text-xs text-muted sm:text-sm">{t('shell.toolbar.salaryYear')}</span>
      <select
        value={year ?? ''}
        onChange={(e) => choose(Number(e.target.value))}
        onFocus={() => opened()}
        className={cx('min-h-11 rounded-control border border-border bg-surface px-2 text-on-surface', focusRing)}
      >
        {[...years]
          .sort((a, b) => b - a)
          .map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
      </select>
    </label>
  );
}

function CompanySwitcher() {
  const t = useT();
  const [ftg, canSwitch, open] = useUnit([$ftgInfo, $canSwitchCompany, companyDialogOpened]);
  const confirmLeave = useConfirmLeave();
  if (!ftg) return null;
  if (!canSwitch) return <span className="hidden max-w-48 truncate text-sm text-muted md:inline">{ftg.Namn}</span>;
  return (
    <button
      type="button"
      onClick={() => void confirmLeave().then((leave) => leave && open())}
      aria-label={`${t('shell.company.switch')}: ${ftg.Namn}`}
      className={cx('flex min-h-11 max-w-56 items-center gap-2 rounded-control px-2 text-sm text-on-surface hover:bg-primary-soft', focusRing)}
    >
      <BuildingIcon className="size-5 shrink-0" />
      <span className="hidden truncate sm:inline">{ftg.Namn}</span>
    </button>
  );
}

export function OfflineBanner() {
  const t = useT();
  const offline = useUnit($offline);
  return (
    <div role="status" aria-live="polite">
      {offline && (
        <p className="flex items-center justify-center gap-2 bg-warning px-4 py-2 text-sm text-on-warning">
          <OfflineIcon className="size-4 shrink-0" />
          {t('shell.toolbar.offline')}
        </p>
      )}
    </div>
  );
}

/**
 * Support login (issue 21): while the vendor's support works in a company, every page says so — the company's people
 * looking over his shoulder, and he himself, always know whose portal this is and that every call is on record.
 */
export function SupportBanner() {
  const t = useT();
  const [account, ftg] = useUnit([$account, $ftgInfo]);
  if (
    !account ||
    !ftg ||
    !isSupportUser(
      account.Roll,
      account.UserOption.map((o) => o.Option),
    )
  )
    return null;
  return (
    <p role="note" className="flex items-center justify-center gap-2 bg-primary-soft px-4 py-2 text-center text-sm text-on-surface">
      {t('shell.toolbar.supportLogin', { company: ftg.Namn })}
    </p>
  );
}

/** Top bar: menu button, brand, company and salary-year switchers, user menu. */
export function Toolbar() {
  const t = useT();
  const [toggleOverlay, toggleMini, phoneOpen, mini] = useUnit([drawerToggled, drawerMiniToggled, $drawerOpenOnPhone, $drawerMini]);
  const desktop = useMediaQuery(DESKTOP_QUERY);
  return (
    <header className="fixed inset-x-0 top-0 z-30 flex h-14 items-center gap-1 border-b border-border bg-surface px-2 text-on-surface sm:gap-2">
      <button
        type="button"
        onClick={() => (desktop ? toggleMini() : toggleOverlay())}
        aria-label={t('shell.toolbar.menu')}
        aria-controls="app-drawer"
        aria-expanded={desktop ? !mini : phoneOpen}
        className={cx('flex size-11 items-center justify-center rounded-control hover:bg-primary-soft', focusRing)}
      >
        <MenuIcon />
      </button>
      <BrandMark size={28} />
      <span className="hidden text-base font-semibold sm:inline">{t('shell.appName')}</span>
      <div className="flex-1" />
      <CompanySwitcher />
      <SalaryYearPicker />
      <InboxButton />
      <UserMenu />
    </header>
  );
}
