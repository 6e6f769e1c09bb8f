import { lazyPage, useT, type PortalDashboardCard } from '@lonna/core';
import { cx, focusRing, Spinner } from '@lonna/core/ui';
import { Component, lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link } from 'wouter';

/** A card that failed to load says so in its own frame; the rest of the dashboard stays. */
class CardBoundary extends Component<{ children: ReactNode; fallback: ReactNode; onFailed: () => void }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    this.props.onFailed();
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * The card's lazy body, tried again when the connection comes back: a card whose code could not load (offline, a
 * dropped connection) says so quietly in its frame and loads by itself once the browser is online again.
 */
function useCardBody(card: PortalDashboardCard) {
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!failed) return;
    const retry = () => {
      setFailed(false);
      setAttempt((n) => n + 1);
    };
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [failed]);
  // the first try shares the portal's cached lazy component; a retry needs a fresh one (React.lazy keeps a failure)
  const Body = useMemo(() => (attempt === 0 ? lazyPage(card.card) : lazy(card.card)), [attempt, card.card]);
  return { Body, attempt, failedNow: () => setFailed(true) };
}

/** One plugin's card: a titled region (linking to the plugin's page when the user may open it) around its lazy body. */
export function CardFrame({ card }: { card: PortalDashboardCard }) {
  const t = useT();
  const { Body, attempt, failedNow } = useCardBody(card);
  const headingId = `dashboard-card-${card.key.replace(/[^a-z0-9-]/g, '-')}`;
  return (
    <section
      aria-labelledby={headingId}
      data-card={card.key}
      className={cx('flex min-w-0 flex-col rounded-card border border-border bg-surface p-4 sm:p-5', card.size === 'wide' && 'lg:col-span-2')}
    >
      <h2 id={headingId} className="mb-3 text-base font-semibold text-on-surface">
        {card.path ? (
          <Link href={card.path} className={cx('rounded-control hover:text-primary hover:underline', focusRing)}>
            {t(card.title)}
          </Link>
        ) : (
          t(card.title)
        )}
      </h2>
      <CardBoundary key={attempt} onFailed={failedNow} fallback={<p className="text-sm text-muted">{t('dashboard.cardFailed')}</p>}>
        <Suspense
          fallback={
            <div className="flex min-h-16 items-center justify-center" aria-busy="true">
              <Spinner />
            </div>
          }
        >
          <Body />
        </Suspense>
      </CardBoundary>
    </section>
  );
}
