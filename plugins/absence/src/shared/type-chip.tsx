import { useT } from '@lonna/core';
import { cx } from '@lonna/core/ui';
import type { CalendarType } from '../contracts';

/** a type's colour (the calendar's bars use the same), always beside its words: never colour alone */
export const TYPE_COLOUR: Record<CalendarType, string> = {
  SJK: 'bg-error',
  VAB: 'bg-warning',
  TJL: 'bg-info',
  SEM: 'bg-success',
  FLD: 'bg-primary',
  KOMP: 'bg-accent',
};
/** the letter on a type's colour: the theme's matching "on" colour, readable in light and dark */
export const TYPE_TEXT: Record<CalendarType, string> = {
  SJK: 'text-on-error',
  VAB: 'text-on-warning',
  TJL: 'text-on-info',
  SEM: 'text-on-success',
  FLD: 'text-on-primary',
  KOMP: 'text-on-accent',
};

export function TypeChip({ typ, className }: { typ: CalendarType; className?: string }) {
  const t = useT();
  return (
    <span
      className={cx(
        'inline-flex shrink-0 items-center gap-1.5 rounded-full border border-border bg-surface-2 px-2 py-0.5 text-xs font-medium whitespace-nowrap text-on-surface',
        className,
      )}
    >
      <span aria-hidden="true" className={cx('size-2 rounded-full', TYPE_COLOUR[typ])} />
      {t(`absence.types.${typ}`)}
    </span>
  );
}
