import { useUnit } from 'effector-react';
import { useT } from '../../i18n/runtime';
import { inactivityScreenClosed } from '../../session/model';
import { Button, Title } from '../../ui';
import { BrandMark } from '../brand';

/** Full-screen notice after an automatic logout (spec §2). */
export function InactivityScreen() {
  const t = useT();
  const close = useUnit(inactivityScreenClosed);
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-5 bg-surface-2 px-6 text-center text-on-surface">
      <BrandMark size={56} />
      <Title level={1}>{t('shell.inactivity.title')}</Title>
      <p className="max-w-md text-on-surface">{t('shell.inactivity.text')}</p>
      <Button onClick={() => close()} autoFocus>
        {t('shell.inactivity.signInAgain')}
      </Button>
    </main>
  );
}
