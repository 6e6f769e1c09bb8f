import { useT } from '@lonna/core';
import { cx } from '@lonna/core/ui';
import type { BoardStatus, PresenceEntry } from '../contracts';

/** a status's colour, always beside its words (never colour alone) */
const DOT: Record<BoardStatus, string> = {
  IN: 'bg-success',
  REMOTE: 'bg-success',
  MEETING: 'bg-warning',
  TRAVEL: 'bg-info',
  AWAY: 'bg-warning',
  OUT: 'bg-muted',
  SICK: 'bg-error',
  LEAVE: 'bg-info',
  NONE: '',
};

export function StatusChip({ status, source, className }: { status: BoardStatus; source?: PresenceEntry['Kalla']; className?: string }) {
  const t = useT();
  // no status is the absence of news: plain words, no chip to catch the eye
  if (status === 'NONE') return <span className={cx('text-xs whitespace-nowrap text-muted', className)}>{t('presence.status.NONE')}</span>;
  return (
    <span
      className={cx(
        'inline-flex shrink-0 items-center gap-1.5 rounded-full border border-border bg-surface-2 px-2 py-0.5 text-xs font-medium whitespace-nowrap text-on-surface',
        className,
      )}
    >
      <span aria-hidden="true" className={cx('size-2 rounded-full', DOT[status])} />
      {t(`presence.status.${status}`)}
      {source === 'PUNCH' && <span className="text-muted">· {t('presence.fromClock')}</span>}
      {source === 'BOOKED' && <span className="text-muted">· {t('presence.fromBooking')}</span>}
    </span>
  );
}
