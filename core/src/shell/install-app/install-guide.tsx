import { useUnit } from 'effector-react';
import { useT } from '../../i18n/runtime';
import { Button, Dialog } from '../../ui';
import { $guideOpen, $platform, installGuideClosed } from './model';
import type { InstallPlatform } from './platform';

const STEPS: Record<InstallPlatform, { intro: string; steps: string[] }> = {
  ios: { intro: 'live.install.iosIntro', steps: ['live.install.iosSteps.s1', 'live.install.iosSteps.s2', 'live.install.iosSteps.s3'] },
  android: { intro: 'live.install.androidIntro', steps: ['live.install.androidSteps.s1', 'live.install.androidSteps.s2'] },
  desktop: { intro: 'live.install.desktopIntro', steps: ['live.install.desktopSteps.s1', 'live.install.desktopSteps.s2'] },
};

/** How to add Lönna to the home screen where the browser has no install prompt (iOS: Share → Add to Home Screen). */
export default function InstallGuide() {
  const t = useT();
  const [open, platform, close] = useUnit([$guideOpen, $platform, installGuideClosed]);
  const guide = STEPS[platform];
  return (
    <Dialog
      open={open}
      onClose={() => close()}
      title={t('live.install.guideTitle')}
      actions={<Button onClick={() => close()}>{t('live.install.close')}</Button>}
    >
      <p className="mb-2">{t(guide.intro)}</p>
      <ol className="list-decimal space-y-1 pl-6">
        {guide.steps.map((k) => (
          <li key={k}>{t(k)}</li>
        ))}
      </ol>
    </Dialog>
  );
}
