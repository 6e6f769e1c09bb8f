import { usePortal, useT } from '@lonna/core';
import { cx, focusRing, Title } from '@lonna/core/ui';
import { formatOrgnr } from '@lonna/core/validation';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { CardFrame } from './card-frame';
import { $greeting, $summary, dashboardOpened } from './model';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0 max-w-full">
      <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{label}</dt>
      <dd className="truncate text-base font-medium text-on-surface tabular-nums">{value}</dd>
    </div>
  );
}

/** Greeting, company and salary year, the cards the enabled plugins contribute, and a shortcut for every drawer route the user can reach. */
export default function DashboardPage() {
  const t = useT();
  const { $drawer, $dashboardCards } = usePortal();
  const [greeting, summary, groups, cards, opened] = useUnit([$greeting, $summary, $drawer, $dashboardCards, dashboardOpened]);
  useEffect(() => opened(), [opened]);
  const shortcuts = groups.flatMap((g) => g.items).filter((i) => i.route !== 'Dashboard');
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="dashboard-greeting" className="rounded-card border border-border bg-surface p-5 sm:p-6">
        <Title level={1} id="dashboard-greeting">
          {t(greeting.key, { name: greeting.name })}
        </Title>
        {/* each fact as wide as its text, wrapping to the next line when the screen is narrow: a phone shows the
            company's whole name and the short facts side by side; a fixed grid cut the name or stacked four lines */}
        <dl className="mt-4 flex flex-wrap gap-x-10 gap-y-3">
          <Fact label={t('dashboard.company')} value={summary.company} />
          <Fact label={t('dashboard.orgnr')} value={summary.orgnr ? formatOrgnr(summary.orgnr) : '–'} />
          <Fact label={t('dashboard.salaryYear')} value={summary.salaryYear ? String(summary.salaryYear) : '–'} />
          <Fact label={t('dashboard.role')} value={summary.role ? t(`dashboard.roles.${summary.role}`) : '–'} />
        </dl>
      </section>
      {cards.length > 0 && (
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
          {cards.map((c) => (
            <CardFrame key={c.key} card={c} />
          ))}
        </div>
      )}
      <section aria-labelledby="dashboard-shortcuts">
        <Title level={2} id="dashboard-shortcuts">
          {t('dashboard.shortcutsTitle')}
        </Title>
        <p className="mt-1 mb-3 text-sm text-muted">{t('dashboard.shortcutsIntro')}</p>
        {shortcuts.length === 0 ? (
          <p className="rounded-card border border-dashed border-border p-5 text-sm text-muted">{t('dashboard.noShortcuts')}</p>
        ) : (
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {shortcuts.map((s) => {
              const Icon = s.icon;
              const label = t(s.label);
              return (
                <li key={`${s.pluginId}:${s.route}`}>
                  <Link
                    href={s.path}
                    aria-label={t('dashboard.open', { name: label })}
                    className={cx(
                      'flex min-h-16 items-center gap-3 rounded-card border border-border bg-surface p-4 text-on-surface hover:border-primary hover:bg-primary-soft',
                      focusRing,
                    )}
                  >
                    {Icon && <Icon className="size-6 shrink-0 text-primary" />}
                    <span className="font-medium">{label}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
}
