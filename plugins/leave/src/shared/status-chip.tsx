import { useT } from '@lonna/core';
import { cx } from '@lonna/core/ui';
import type { LeaveState } from '../domain/states';

/** a state's colour, always beside its words (never colour alone) */
const DOT: Record<LeaveState, string> = { REVIEW: 'bg-warning', APPROVED: 'bg-success', DENIED: 'bg-error', REVERTED: 'bg-muted' };

export function StatusChip({ status, className }: { status: LeaveState; className?: string }) {
  const t = useT();
  return (
    <span
      className={cx(
        'inline-flex shrink-0 items-center gap-1.5 rounded-full border border-border bg-surface-2 px-2 py-0.5 text-xs font-medium whitespace-nowrap text-on-surface',
        className,
      )}
    >
      <span aria-hidden="true" className={cx('size-2 rounded-full', DOT[status])} />
      {t(`leave.status.${status}`)}
    </span>
  );
}
