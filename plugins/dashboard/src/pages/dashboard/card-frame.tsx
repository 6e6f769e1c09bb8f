import { lazyPage, useT, type PortalDashboardCard } from '@lonna/core';
import { cx, focusRing, Spinner } from '@lonna/core/ui';
import { Component, lazy, Suspense, useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
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

/**
 * True once the element is on screen or near it (the next screenful below), and from then on. A card below the fold
 * neither loads its code nor asks its data until the user scrolls near it: the dashboard's start-up loads and renders
 * what the screen shows (issue 22, Lighthouse: seventeen cards mounted and asked at once). Without
 * IntersectionObserver (an old browser) every card mounts at once, as before.
 */
function useNearViewport(ref: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: '0px 0px 50% 0px' },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [near, ref]);
  return near;
}

/**
 * The card's body scrolls inside the frame when its content is taller than the frame; only then is it a tab stop
 * (a scrollable region must be reachable by keyboard, axe's scrollable-region-focusable). The sizes come from a
 * ResizeObserver on the body and on its content, read after layout: reading scrollHeight on every change of the
 * content forced a layout per card (≈ 15 ms of the dashboard's start-up).
 */
function useOverflowing(body: RefObject<HTMLElement | null>, content: RefObject<HTMLElement | null>, active: boolean): boolean {
  const [over, setOver] = useState(false);
  useEffect(() => {
    const outer = body.current;
    const inner = content.current;
    if (!active || !outer || !inner || typeof ResizeObserver === 'undefined') return;
    let outerHeight = 0;
    let innerHeight = 0;
    const ro = new ResizeObserver((entries) => {
      for (const e of entries) {
        if (e.target === outer) outerHeight = e.contentRect.height;
        else innerHeight = e.contentRect.height;
      }
      setOver(innerHeight > outerHeight + 1);
    });
    ro.observe(outer);
    ro.observe(inner);
    return () => ro.disconnect();
  }, [active, body, content]);
  return over;
}

/**
 * One plugin's card: a titled region (linking to the plugin's page when the user may open it) around its lazy body.
 * Every frame has the same fixed height whatever its state (waiting to be scrolled to, loading, loaded, failed), so
 * nothing on the page moves when a card's code or data arrives (layout shift 0); a longer body scrolls inside it.
 */
export function CardFrame({ card }: { card: PortalDashboardCard }) {
  const t = useT();
  const { Body, attempt, failedNow } = useCardBody(card);
  const frame = useRef<HTMLElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const near = useNearViewport(frame);
  const overflowing = useOverflowing(body, content, near);
  // a body that scrolls fades out at its foot until scrolled to its end: there is more below
  const [atEnd, setAtEnd] = useState(false);
  const headingId = `dashboard-card-${card.key.replace(/[^a-z0-9-]/g, '-')}`;
  return (
    <section
      ref={frame}
      aria-labelledby={headingId}
      data-card={card.key}
      className={cx('flex h-80 min-w-0 flex-col rounded-card border border-border bg-surface p-4 sm:p-5', card.size === 'wide' && 'lg:col-span-2')}
    >
      <h2 id={headingId} className="mb-3 shrink-0 text-base font-semibold text-on-surface">
        {card.path ? (
          <Link href={card.path} className={cx('rounded-control hover:text-primary hover:underline', focusRing)}>
            {t(card.title)}
          </Link>
        ) : (
          t(card.title)
        )}
      </h2>
      <div
        ref={body}
        data-card-body=""
        tabIndex={overflowing ? 0 : undefined}
        onScroll={overflowing ? (e) => setAtEnd(e.currentTarget.scrollTop + e.currentTarget.clientHeight >= e.currentTarget.scrollHeight - 2) : undefined}
        className={cx(
          '-m-1 min-h-0 flex-1 overflow-y-auto p-1',
          overflowing && cx('rounded-control', focusRing),
          overflowing && !atEnd && '[mask-image:linear-gradient(to_bottom,black_80%,transparent)]',
        )}
      >
        <div ref={content}>
          {near && (
            <CardBoundary key={attempt} onFailed={failedNow} fallback={<p className="text-sm text-muted">{t('dashboard.cardFailed')}</p>}>
              <Suspense
                fallback={
                  <div className="flex h-48 items-center justify-center" aria-busy="true">
                    <Spinner />
                  </div>
                }
              >
                <Body />
              </Suspense>
            </CardBoundary>
          )}
        </div>
      </div>
    </section>
  );
}
