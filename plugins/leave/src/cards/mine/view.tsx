import { useT } from '@lonna/core';
import { Spinner } from '@lonna/core/ui';
import { useUnit } from 'effector-react';
import { periodText } from '../../shared/period';
import { StatusChip } from '../../shared/status-chip';
import { $failed, $latest } from './model';

export function MineCard() {
  const t = useT();
  const [list, failed] = useUnit([$latest, $failed]);
  if (failed) return <p className="text-sm text-muted">{t('leave.failed')}</p>;
  if (!list) return <Spinner />;
  if (list.length === 0) return <p className="text-sm text-muted">{t('leave.mine.empty')}</p>;
  return (
    <ul className="divide-y divide-border">
      {list.map((a) => (
        <li key={a.Id} className="flex items-center justify-between gap-2 py-2">
          <span className="min-w-0 text-sm break-words text-on-surface">
            {t(`leave.types.${a.Typ}`)} <span className="text-muted tabular-nums">{periodText(a)}</span>
          </span>
          <StatusChip status={a.Status} />
        </li>
      ))}
    </ul>
  );
}
