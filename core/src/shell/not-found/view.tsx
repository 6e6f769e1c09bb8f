import { useUnit } from 'effector-react';
import { useT } from '../../i18n/runtime';
import { $path, navigated } from '../../portal/router';
import { Button, Title } from '../../ui';
import { ArrowLeftIcon } from '../icons';

/** Any unknown path: says so and offers the way back (history, or the dashboard when there is none). */
export function NotFoundPage() {
  const t = useT();
  const [path, navigate] = useUnit([$path, navigated]);
  const back = () => {
    if (typeof window !== 'undefined' && window.history.length > 1) window.history.back();
    else navigate('/dashboard');
  };
  return (
    <div className="mx-auto flex max-w-lg flex-col items-start gap-4 py-10">
      <p className="text-5xl font-bold text-primary" aria-hidden="true">
        404
      </p>
      <Title level={1}>{t('shell.notFound.title')}</Title>
      <p className="text-on-surface">{t('shell.notFound.text', { path })}</p>
      <div className="flex flex-wrap gap-2">
        <Button onClick={back} icon={<ArrowLeftIcon />}>
          {t('shell.notFound.back')}
        </Button>
        <Button variant="text" onClick={() => navigate('/dashboard')}>
          {t('shell.notFound.home')}
        </Button>
      </div>
    </div>
  );
}
