import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { $locale, useT } from '../../i18n/runtime';
import type { Locale } from '../../plugin/types';
import { cx, focusRing, Title } from '../../ui';
import { BrandMark } from '../brand';
import { LanguagePicker } from '../language-picker';

/** Picks the content of the UI language (all four ship in the page's own chunk). */
export function useLocalised<T>(content: Record<Locale, T>): T {
  return content[useUnit($locale)];
}

/** Static pages: shown without login or navigation (spec §2). */
export function StaticLayout({ title, updated, intro, children }: { title: string; updated?: string; intro: string; children: ReactNode }) {
  const t = useT();
  return (
    <div className="min-h-dvh bg-surface-2 text-on-surface">
      <header className="border-b border-border bg-surface">
        <div className="mx-auto flex max-w-3xl flex-wrap items-end justify-between gap-3 px-4 py-3">
          <Link href="/dashboard" className={cx('flex items-center gap-2 rounded-control py-2 font-semibold', focusRing)}>
            <BrandMark size={32} />
            <span>{t('shell.static.toPortal')}</span>
          </Link>
          <LanguagePicker />
        </div>
      </header>
      <main className="mx-auto max-w-3xl px-4 py-8">
        <article className="rounded-card border border-border bg-surface p-5 sm:p-8">
          <Title level={1}>{title}</Title>
          {updated && <p className="mt-1 text-sm text-muted">{t('shell.static.updated', { date: updated })}</p>}
          <p className="mt-4 text-on-surface">{intro}</p>
          <div className="mt-6 flex flex-col gap-6">{children}</div>
        </article>
      </main>
    </div>
  );
}
