import { useT } from '@lonna/core';
import { cx } from '@lonna/core/ui';
import type { DayStatus } from '../contracts';
import { statusKey } from '../domain/status';

const STYLE: Record<DayStatus, string> = {
  OPEN: 'border-border bg-surface-2 text-muted',
  APPROVED: 'border-warning/50 bg-warning/10 text-warning',
  ATTESTED: 'border-success/40 bg-success/10 text-success',
  LOCKED: 'border-on-surface/30 bg-on-surface/10 text-on-surface',
};

/**
 * A day's status in words (never colour alone). With an attest step an
 * approved day reads "approved, not attested" (the spec's five states).
 */
export function StatusChip({ status, attestStep, className }: { status: DayStatus; attestStep: boolean; className?: string }) {
  const t = useT();
  return (
    <span className={cx('inline-flex shrink-0 items-center rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap', STYLE[status], className)}>
      {t(statusKey(status, attestStep))}
    </span>
  );
}
