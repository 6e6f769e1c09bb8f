import { useUnit } from 'effector-react';
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { useT } from '../../i18n/runtime';
import { usePortal } from '../../portal/context';
import { $path } from '../../portal/router';
import { canEditCompanyPicture } from '../../contracts/account';
import { $ftgInfo, $role } from '../../session/state';
import { cx, ChevronLeftIcon, ChevronRightIcon, focusRing } from '../../ui';
import { formatOrgnr, swedishToday } from '../../validation';
import { CompanyAvatar } from '../company-avatar';
import { HomeIcon } from '../icons';
import { DESKTOP_QUERY, useMediaQuery } from '../../ui/use-media-query';
import { $legacyPortalUrl, legacyPortalLinkShown } from './legacy-portal';
import { $drawerMini, $drawerOpenOnPhone, drawerClosed, drawerMiniToggled, DRAWER_MINI_WIDTH, DRAWER_WIDTH } from './model';

/**
 * The navigation drawer: 210 wide, 60 in mini form. Desktop toggles mini. A phone has no rail (issue 13: a 60 px
 * column of unlabelled icons on a 390 px screen): the page takes the full width and the menu button opens the
 * labelled drawer over it; Escape, the backdrop or following a link closes it.
 */
export function NavigationDrawer() {
  const t = useT();
  const { $drawer } = usePortal();
  const [groups, path, ftg, role, mini, phoneOpen, toggleMini, close, legacyUrl] = useUnit([
    $drawer,
    $path,
    $ftgInfo,
    $role,
    $drawerMini,
    $drawerOpenOnPhone,
    drawerMiniToggled,
    drawerClosed,
    $legacyPortalUrl,
  ]);
  // the server's first view has no screen to ask (apps/portal/src/first-view.tsx): it sends the desktop's drawer, which
  // CSS alone hides below the desktop's width, so a desktop's first paint has the drawer where the app will have it
  const firstView = typeof document === 'undefined';
  const desktop = useMediaQuery(DESKTOP_QUERY) || firstView;
  const expanded = desktop ? !mini : true;
  const overlay = !desktop && phoneOpen;
  const width = expanded ? DRAWER_WIDTH : DRAWER_MINI_WIDTH;
  const navRef = useRef<HTMLElement>(null);

  // the open drawer takes the focus (its first link) and Escape closes it wherever the focus is
  useEffect(() => {
    if (!overlay) return;
    navRef.current?.querySelector<HTMLElement>('a[href]')?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [overlay, close]);
  if (!desktop && !phoneOpen) return null;

  return (
    <>
      {overlay && <div className="fixed inset-0 z-30 bg-backdrop" aria-hidden="true" onClick={() => close()} />}
      {/* on a desktop the drawer keeps its place in the layout; on a phone it floats over the full-width page */}
      {desktop && <div style={{ width }} className={cx('shrink-0 transition-[width] duration-200', firstView && 'max-md:hidden')} aria-hidden="true" />}
      <nav
        ref={navRef}
        id="app-drawer"
        aria-label={t('shell.drawer.label')}
        style={{ width: desktop ? width : 'min(85vw, 300px)' }}
        className={cx(
          'fixed top-14 bottom-0 left-0 flex flex-col overflow-x-hidden overflow-y-auto border-r border-border bg-surface transition-[width] duration-200',
          firstView && 'max-md:hidden',
          overlay ? 'z-40 shadow-overlay' : 'z-20',
        )}
      >
        {ftg && (
          <div
            className={cx('border-b border-border px-3 py-3', !expanded && 'px-0 text-center')}
            title={expanded ? undefined : `${ftg.Namn} ${formatOrgnr(ftg.Orgnr)}`}
          >
            {expanded ? (
              <div className="flex items-center gap-3">
                <CompanyAvatar ftgId={ftg.FtgId} name={ftg.Namn} pictureId={ftg.PictureId} size={40} canEdit={canEditCompanyPicture(role)} />
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-semibold text-on-surface" data-testid="drawer-company">
                    {ftg.Namn}
                  </p>
                  <p className="text-xs text-muted tabular-nums">{formatOrgnr(ftg.Orgnr)}</p>
                </div>
              </div>
            ) : (
              <CompanyAvatar ftgId={ftg.FtgId} name={ftg.Namn} pictureId={ftg.PictureId} size={36} label={ftg.Namn} className="mx-auto" />
            )}
          </div>
        )}
        <div className="flex-1 py-2">
          {groups.map((g) => (
            <div key={g.group} className="mb-2" role="group" aria-label={t(g.label)}>
              {expanded && <p className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-muted uppercase">{t(g.label)}</p>}
              <ul>
                {g.items.map((item) => {
                  const Icon = item.icon ?? HomeIcon;
                  const active = path === item.path || path.startsWith(`${item.path}/`);
                  const label = t(item.label);
                  return (
                    <li key={`${item.pluginId}:${item.route}`}>
                      <Link
                        href={item.path}
                        aria-current={active ? 'page' : undefined}
                        aria-label={expanded ? undefined : label}
                        title={expanded ? undefined : label}
                        className={cx(
                          'mx-2 my-0.5 flex min-h-11 items-center gap-3 rounded-control px-3 text-sm',
                          active ? 'bg-primary-soft font-semibold text-primary' : 'text-on-surface hover:bg-surface-2',
                          !expanded && 'justify-center px-0',
                          focusRing,
                        )}
                      >
                        <Icon className="size-5 shrink-0" />
                        {expanded && <span className="truncate">{label}</span>}
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </div>
          ))}
        </div>
        {expanded && legacyPortalLinkShown(legacyUrl, swedishToday()) && (
          <a href={legacyUrl!} className={cx('mx-2 my-1 rounded-control px-3 py-2 text-sm text-primary underline hover:bg-surface-2', focusRing)}>
            {t('shell.drawer.legacyPortal')}
          </a>
        )}
        {desktop && (
          <button
            type="button"
            onClick={() => toggleMini()}
            aria-label={mini ? t('shell.drawer.expand') : t('shell.drawer.collapse')}
            aria-expanded={!mini}
            aria-controls="app-drawer"
            className={cx('m-2 flex min-h-11 items-center justify-center gap-2 rounded-control text-sm text-muted hover:bg-surface-2', focusRing)}
          >
            {mini ? <ChevronRightIcon /> : <ChevronLeftIcon />}
            {!mini && <span>{t('shell.drawer.collapse')}</span>}
          </button>
        )}
      </nav>
    </>
  );
}
