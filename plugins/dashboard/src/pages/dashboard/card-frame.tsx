import { useT, withTimeout, type PageModule, type PortalDashboardCard } from '@lonna/core';
import { useUnit } from 'effector-react';
import { cx, focusRing, Spinner } from '@lonna/core/ui';
import { Component, useEffect, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Link } from 'wouter';
import { $firstViewCards } from './model';

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

type CardLoader = PortalDashboardCard['card'];
type CardBody = PageModule['default'];
/** a card's code, asked once per loader and kept: a card opened again (or a second frame of it) renders it at once */
const loaded = new WeakMap<CardLoader, CardBody>();
const loading = new WeakMap<CardLoader, Promise<CardBody>>();
export function loadCard(loader: CardLoader): Promise<CardBody> {
  let p = loading.get(loader);
  if (!p) {
    p = withTimeout(loader()).then((m) => {
      loaded.set(loader, m.default);
      return m.default;
    });
    // a failure is not kept: the next try asks again
    p.catch(() => loading.delete(loader));
    loading.set(loader, p);
  }
  return p;
}

/**
 * The card's body, loaded once the card is near the screen, and tried again when the connection comes back: a card
 * whose code could not load (offline, a dropped connection) says so quietly in its frame and loads by itself once the
 * browser is online again.
 *
 * Not React.lazy under Suspense (issue 22, the dashboard's LCP): a body that suspends shows the fallback, and React
 * reveals the content that then arrives no sooner than 300 ms after the last fallback it showed (its "fallback
 * throttle") — the feed card's post, the dashboard's largest paint, and the card's data request came that much later
 * than its code. The code's promise sets state instead: the body renders as soon as its code has run.
 */
function useCardBody(card: PortalDashboardCard, active: boolean) {
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  const [Body, setBody] = useState<CardBody | null>(() => loaded.get(card.card) ?? null);
  useEffect(() => {
    if (!active || failed || Body) return;
    let live = true;
    loadCard(card.card).then(
      (b) => live && setBody(() => b),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [active, failed, Body, card.card]);
  useEffect(() => {
    if (!failed) return;
    const retry = () => {
      setFailed(false);
      setAttempt((n) => n + 1);
    };
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [failed]);
  return { Body, attempt, failed, failedNow: () => setFailed(true) };
}

/** the rule for "near": on the screen or within the next half screen below it */
const isNear = (r: DOMRect) => r.bottom >= 0 && r.top < window.innerHeight * 1.5;

/**
 * The card is one the server's first view showed filled (apps/portal/src/first-view.tsx) and near the screen there:
 * the app, rendering out of the document beside that view until it is ready, measures the view's frame of the card
 * instead of its own, so the page it replaces the view with shows the same cards on the screen.
 */
function shownByFirstView(key: string): boolean {
  if (typeof document === 'undefined') return false;
  const shown = document.querySelector(`[data-first-view] [data-card="${CSS.escape(key)}"][data-card-shown]`);
  return shown !== null && isNear(shown.getBoundingClientRect());
}

/**
 * True once the element is on screen or near it (the next half screen below), and from then on. A card below the fold
 * neither loads its code nor asks its data until the user scrolls near it: the dashboard's start-up loads and renders
 * what the screen shows (issue 22, Lighthouse: seventeen cards mounted and asked at once). Where the frame is when it
 * mounts is read at once, before the first paint (an IntersectionObserver answers a frame later, and the card's code
 * and data waited for it); from then on the observer says when it comes near. Without IntersectionObserver (an old
 * browser) every card mounts at once, as before.
 */
function useNearViewport(ref: RefObject<HTMLElement | null>, key: string): boolean {
  const firstView = useUnit($firstViewCards);
  const [near, setNear] = useState(() => (firstView ? firstView.includes(key) : shownByFirstView(key) || typeof IntersectionObserver === 'undefined'));
  useLayoutEffect(() => {
    const el = ref.current;
    // not in the document yet (the app renders beside the server's first view until it is ready): no place to measure
    if (near || !el || !el.isConnected) return;
    if (isNear(el.getBoundingClientRect())) setNear(true);
  }, [near, ref]);
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
  const frame = useRef<HTMLElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const near = useNearViewport(frame, card.key);
  const { Body, attempt, failed, failedNow } = useCardBody(card, near);
  const overflowing = useOverflowing(body, content, near);
  // a body that scrolls fades out at its foot until scrolled to its end: there is more below
  const [atEnd, setAtEnd] = useState(false);
  const headingId = `dashboard-card-${card.key.replace(/[^a-z0-9-]/g, '-')}`;
  return (
    <section
      ref={frame}
      aria-labelledby={headingId}
      data-card={card.key}
      data-card-shown={near && Body ? '' : undefined}
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
          {near &&
            (failed ? (
              <p className="text-sm text-muted">{t('dashboard.cardFailed')}</p>
            ) : Body ? (
              <CardBoundary key={attempt} onFailed={failedNow} fallback={<p className="text-sm text-muted">{t('dashboard.cardFailed')}</p>}>
                <Body />
              </CardBoundary>
            ) : (
              <div className="flex h-48 items-center justify-center" aria-busy="true">
                <Spinner />
              </div>
            ))}
        </div>
      </div>
    </section>
  );
}
