import { useUnit } from 'effector-react';
import { lazy, Suspense } from 'react';
import { useT } from '../../i18n/runtime';
import { Button, cx, focusRing } from '../../ui';
import { $guideOpen, $installed, $storeLinks, installClicked } from './model';

// the guide is only needed when someone asks for it
const InstallGuide = lazy(() => import('./install-guide'));

function DownloadIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M12 3v12M7 10l5 5 5-5M5 21h14" />
    </svg>
  );
}

/** Installs the portal as an app: the browser's prompt where offered, else the per-platform guide. Hidden once installed. */
export function InstallAppButton() {
  const t = useT();
  const [installed, guideOpen, install] = useUnit([$installed, $guideOpen, installClicked]);
  if (installed) return null;
  return (
    <>
      <Button variant="text" icon={<DownloadIcon />} onClick={() => install()}>
        {t('live.install.button')}
      </Button>
      {guideOpen && (
        <Suspense fallback={null}>
          <InstallGuide />
        </Suspense>
      )}
    </>
  );
}

const badge = cx('inline-flex min-h-11 items-center gap-2 rounded-control bg-on-surface px-3 text-sm font-medium text-surface hover:opacity-90', focusRing);

/** Links to the mobile apps in Google Play and the App Store (configurable per installation). */
export function StoreBadges() {
  const t = useT();
  const links = useUnit($storeLinks);
  if (!links.googlePlay && !links.appStore) return null;
  return (
    <nav aria-label={t('live.install.stores')} className="flex flex-wrap justify-center gap-2">
      {links.googlePlay && (
        <a className={badge} href={links.googlePlay} target="_blank" rel="noopener noreferrer">
          <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" focusable="false">
            <path fill="currentColor" d="M4 3.5v17a.5.5 0 0 0 .76.43L19.5 12 4.76 3.07A.5.5 0 0 0 4 3.5z" />
          </svg>
          {t('live.install.googlePlay')}
        </a>
      )}
      {links.appStore && (
        <a className={badge} href={links.appStore} target="_blank" rel="noopener noreferrer">
          <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M16.4 12.6c0-2.3 1.9-3.4 2-3.5-1.1-1.6-2.8-1.8-3.4-1.8-1.4-.1-2.8.9-3.5.9s-1.8-.9-3-.8c-1.5 0-3 .9-3.8 2.3-1.6 2.8-.4 7 1.2 9.3.8 1.1 1.7 2.4 2.9 2.3 1.2 0 1.6-.7 3-.7s1.8.7 3 .7c1.3 0 2.1-1.1 2.8-2.3.9-1.3 1.3-2.6 1.3-2.6s-2.5-1-2.5-3.8zM14.1 5.8c.6-.8 1.1-1.8 1-2.8-.9 0-2 .6-2.7 1.4-.6.7-1.1 1.7-1 2.7 1 .1 2-.5 2.7-1.3z"
            />
          </svg>
          {t('live.install.appStore')}
        </a>
      )}
    </nav>
  );
}

/** Sign-in screen: the install button and the store badges. */
export function InstallApp({ className }: { className?: string }) {
  return (
    <div className={cx('flex flex-col items-center gap-2', className)}>
      <InstallAppButton />
      <StoreBadges />
    </div>
  );
}
