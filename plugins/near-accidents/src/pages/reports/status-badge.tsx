import { useT } from '@lonna/core';
import { cx } from '@lonna/core/ui';
import type { ReportStatus } from '../../contracts';

const TONE: Record<ReportStatus, string> = {
  NEW: 'bg-accent text-on-accent',
  RECEIVED: 'bg-primary-soft text-on-surface',
  INPROGRESS: 'bg-primary text-on-primary',
  RESOLVED: 'bg-surface-2 text-muted border border-border',
};

export function StatusBadge({ status }: { status: ReportStatus }) {
  const t = useT();
  return (
    <span className={cx('inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold', TONE[status])}>
      {t(`near-accidents.status.${status}`)}
    </span>
  );
}
