import { useUnit } from 'effector-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../i18n/runtime';
import { usePortal } from '../../portal/context';
import { navigated } from '../../portal/router';
import { cx, focusRing, Spinner } from '../../ui';
import { useFloat } from '../../ui/float';
import { MailIcon } from './icons';
import { $inboxAllowed, $unreadCount, $unreadFailed, $unreadLoading, $unreadMessages, inboxOpened, inboxShown, messageRead } from './model';

/** At most "99+" in the badge; the accessible name carries the real number. */
const badgeText = (n: number) => (n > 99 ? '99+' : String(n));

function UnreadList({ close }: { close: () => void }) {
  const t = useT();
  const [messages, loading, failed, read, navigate] = useUnit([$unreadMessages, $unreadLoading, $unreadFailed, messageRead, navigated]);
  // the full inbox is a plugin's page; the link shows only when one is installed and allowed
  const hasInboxPage = useUnit(usePortal().$routes).some((r) => r.path === '/messages');
  if (loading && messages.length === 0)
    return (
      <div className="p-4">
        <Spinner label={t('ui.loading')} showLabel />
      </div>
    );
  if (failed) return <p className="p-4 text-sm text-error">{t('live.inbox.loadFailed')}</p>;
  return (
    <>
      {messages.length === 0 ? (
        <p className="p-4 text-sm text-muted">{t('live.inbox.none')}</p>
      ) : (
        <ul className="max-h-80 divide-y divide-border overflow-y-auto">
          {messages.map((m) => (
            <li key={m.Id} className="flex items-start gap-2 px-4 py-3">
              <div className="min-w-0 flex-1">
                <p className="line-clamp-2 text-sm font-semibold text-on-surface">{m.Subject}</p>
                <p className="text-xs text-muted">
                  {t('live.inbox.from', { from: m.From })} · <time dateTime={m.Date}>{m.Date}</time>
                </p>
              </div>
              <button
                type="button"
                onClick={() => read(m.Id)}
                className={cx('min-h-11 shrink-0 rounded-control px-2 text-xs font-medium text-primary hover:bg-primary-soft', focusRing)}
                aria-label={`${t('live.inbox.markRead')}: ${m.Subject}`}
              >
                {t('live.inbox.markRead')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {hasInboxPage && (
        <div className="border-t border-border p-2">
          <button
            type="button"
            onClick={() => {
              close();
              navigate('/messages');
            }}
            className={cx('min-h-11 w-full rounded-control px-3 text-sm font-medium text-primary hover:bg-primary-soft', focusRing)}
          >
            {t('live.inbox.showAll')}
          </button>
        </div>
      )}
    </>
  );
}

/** The toolbar's inbox icon with its unread badge and a small popover of the newest unread messages. */
export function InboxButton() {
  const t = useT();
  const [allowed, count, opened, shown] = useUnit([$inboxAllowed, $unreadCount, inboxOpened, inboxShown]);
  useEffect(() => {
    if (allowed) shown();
  }, [allowed, shown]);
  const [open, setOpen] = useState(false);
  const id = useId();
  const buttonRef = useRef<HTMLButtonElement | null>(null);
  const panelRef = useRef<HTMLDivElement | null>(null);
  useFloat(open, buttonRef, panelRef, 'bottom-end', { gap: 4, padding: 8 });
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };
  // a click outside closes it; Escape closes it and gives focus back to the icon
  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      const target = e.target as Node;
      if (!panelRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || e.defaultPrevented) return;
      e.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onDown, true);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onDown, true);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  if (!allowed) return null;
  const label = `${t('live.inbox.open')}, ${t('live.inbox.unreadCount', { n: count })}`;
  return (
    <div className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={open ? `${id}-panel` : undefined}
        onClick={() => {
          if (open) return close(false);
          setOpen(true);
          opened();
        }}
        className={cx('relative flex size-11 items-center justify-center rounded-control text-on-surface hover:bg-primary-soft', focusRing)}
      >
        <MailIcon />
        {count > 0 && (
          <span
            data-testid="unread-badge"
            aria-hidden="true"
            className="absolute top-1 right-0.5 min-w-5 rounded-full bg-error px-1 text-center text-xs leading-5 font-semibold text-on-error"
          >
            {badgeText(count)}
          </span>
        )}
      </button>
      {open && (
        // a disclosure (not a dialog): it follows its button in the tab order and closes when focus leaves it
        <div
          ref={panelRef}
          id={`${id}-panel`}
          role="group"
          popover="manual"
          aria-label={t('live.inbox.title')}
          onBlur={(e) => {
            const next = e.relatedTarget as Node | null;
            if (next && !panelRef.current?.contains(next) && next !== buttonRef.current) setOpen(false);
          }}
          className="z-40 w-80 max-w-[calc(100vw-1rem)] rounded-card border border-border bg-surface p-0 text-on-surface shadow-lg"
        >
          <h2 className="border-b border-border px-4 py-2 text-sm font-semibold">{t('live.inbox.title')}</h2>
          <UnreadList close={() => close(true)} />
        </div>
      )}
    </div>
  );
}
