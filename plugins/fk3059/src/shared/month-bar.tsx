import { useT } from '@lonna/core';
import { IconButton, useDateFnsLocale } from '@lonna/core/ui';
import { format, parseISO } from 'date-fns';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { $manad, monthOpened, monthStepped } from './month';

function Chevron({ left }: { left?: boolean }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5">
      <path d={left ? 'm15 6-6 6 6 6' : 'm9 6 6 6-6 6'} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** The month of the statements, stepped a month at a time; opens on last month. */
export function MonthBar() {
  const t = useT();
  const locale = useDateFnsLocale();
  const [manad, opened, step] = useUnit([$manad, monthOpened, monthStepped]);
  useEffect(() => {
    opened(new Date());
  }, [opened]);
  const label = manad ? format(parseISO(`${manad}-01`), 'LLLL yyyy', { locale }) : '';
  return (
    <div className="flex items-center gap-2 rounded-card border border-border bg-surface p-2">
      <IconButton label={t('fk3059.previousMonth')} onClick={() => step(-1)} icon={<Chevron left />} />
      <h2 className="min-w-40 text-center font-semibold capitalize" aria-live="polite">
        {label}
      </h2>
      <IconButton label={t('fk3059.nextMonth')} onClick={() => step(1)} icon={<Chevron />} />
    </div>
  );
}
