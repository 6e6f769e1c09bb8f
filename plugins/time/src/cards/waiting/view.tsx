import { useT } from '@lonna/core';
import { cx, focusRing, Spinner, useDateFnsLocale } from '@lonna/core/ui';
import { useUnit } from 'effector-react';
import { Link } from 'wouter';
import { timeAccess } from '../../contracts';
import { formatPeriod } from '../../shared/format';
import { $ownOnly, $waiting, $waitingFailed } from './model';

type Count = { Employees: number; Days: number };

function Step({ label, count, path, action, ownOnly }: { label: string; count: Count; path: string; action: string; ownOnly: boolean }) {
  const t = useT();
  return (
    <li className="grid grid-cols-[1fr_auto] items-center gap-x-3 gap-y-1 py-2">
      <div>
        <p className="text-sm font-medium text-on-surface">{label}</p>
        <p className="text-sm text-muted tabular-nums">
          {ownOnly || count.Days === 0
            ? t('time.cards.daysCount', { count: count.Days })
            : t('time.cards.daysEmployees', { count: count.Days, employees: count.Employees })}
        </p>
      </div>
      {count.Days > 0 && (
        <Link href={path} className={cx('rounded-control border border-border px-3 py-1.5 text-sm font-medium text-primary hover:bg-primary-soft', focusRing)}>
          {action}
        </Link>
      )}
    </li>
  );
}

/** What waits for the caller's approval and attest, with a way there. */
export function WaitingCard() {
  const t = useT();
  const locale = useDateFnsLocale();
  const [data, failed, ownOnly] = useUnit([$waiting, $waitingFailed, $ownOnly]);
  if (failed) return <p className="text-sm text-muted">{t('time.cards.failed')}</p>;
  if (!data) return <Spinner />;
  return (
    <div className="flex flex-col gap-1">
      <p className="text-sm text-muted">{formatPeriod(data.From, data.To, locale)}</p>
      <ul className="divide-y divide-border">
        {data.ToApprove && (
          <Step label={t('time.cards.toApprove')} count={data.ToApprove} path={timeAccess.ApproveTime.path} action={t('time.nav.approve')} ownOnly={ownOnly} />
        )}
        {data.ToAttest && (
          <Step label={t('time.cards.toAttest')} count={data.ToAttest} path={timeAccess.Attestera.path} action={t('time.nav.attest')} ownOnly={false} />
        )}
      </ul>
    </div>
  );
}
