import { useUnit } from 'effector-react';
import { useT } from '../../i18n/runtime';
import { Button, cx } from '../../ui';
import {
  $bannerVisible,
  $canExtend,
  $extensionsUsed,
  $secondsLeft,
  $tone,
  formatCountdown,
  moreTimeClicked,
  updateNowClicked,
  VERSION_BANNER,
  type CountdownTone,
} from '../../version/model';

const TONE_CLASS: Record<CountdownTone, string> = {
  primary: 'text-primary',
  accent: 'text-accent',
  error: 'text-error',
};

/** Spec §4: the new-version banner with its countdown, Update now and Need more time. */
export default function VersionBanner() {
  const t = useT();
  const [visible, seconds, tone, canExtend, used, updateNow, moreTime] = useUnit([
    $bannerVisible,
    $secondsLeft,
    $tone,
    $canExtend,
    $extensionsUsed,
    updateNowClicked,
    moreTimeClicked,
  ]);
  if (!visible) return null;
  return (
    <section
      aria-labelledby="version-banner-title"
      className="fixed inset-x-2 bottom-2 z-50 mx-auto flex max-w-3xl flex-col gap-3 rounded-card border border-border bg-surface p-4 text-on-surface shadow-xl sm:flex-row sm:items-center"
    >
      <div className="min-w-0 flex-1">
        <h2 id="version-banner-title" className="text-base font-semibold">
          {t('live.version.title')}
        </h2>
        <p className="text-sm text-muted">{t('live.version.text')}</p>
      </div>
      <p className="flex items-baseline gap-2 text-sm" role="timer" aria-live="off">
        <span className="text-muted">{t('live.version.countdown')}</span>
        <span data-testid="version-countdown" data-tone={tone} className={cx('font-mono text-2xl font-bold tabular-nums', TONE_CLASS[tone])}>
          {formatCountdown(seconds)}
        </span>
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          onClick={() => moreTime()}
          disabled={!canExtend}
          title={t('live.version.extensionsLeft', { n: VERSION_BANNER.maxExtensions - used })}
        >
          {t('live.version.moreTime')}
        </Button>
        <Button onClick={() => updateNow()}>{t('live.version.updateNow')}</Button>
      </div>
    </section>
  );
}
