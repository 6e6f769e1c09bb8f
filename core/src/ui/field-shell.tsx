import type { ReactNode } from 'react';
import { cx } from './cx';

/** Ids of the texts that describe a control, in reading order. */
export function describedBy(...ids: Array<string | false | undefined>): string | undefined {
  const list = ids.filter(Boolean);
  return list.length ? list.join(' ') : undefined;
}

export interface FieldShellProps {
  id: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  /** right-aligned under the control, e.g. "12 / 50" */
  counter?: ReactNode;
  children: ReactNode;
  className?: string;
  /** render the label as a <span> for controls that label themselves with aria-labelledby */
  labelAs?: 'label' | 'span';
}

export const hintId = (id: string) => `${id}-hint`;
export const errorId = (id: string) => `${id}-error`;
export const counterId = (id: string) => `${id}-counter`;
export const labelId = (id: string) => `${id}-label`;

/** Label above, control, then hint / error / counter below — the same layout for every field. */
export function FieldShell({ id, label, required, hint, error, counter, children, className, labelAs = 'label' }: FieldShellProps) {
  const LabelTag = labelAs;
  return (
    <div className={cx('flex flex-col gap-1', className)}>
      <LabelTag id={labelId(id)} {...(labelAs === 'label' ? { htmlFor: id } : {})} className="text-sm font-medium text-on-surface">
        {label}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-error">
            *
          </span>
        )}
      </LabelTag>
      {children}
      {(hint || error || counter !== undefined) && (
        <div className="flex items-start gap-3 text-xs">
          <div className="flex flex-1 flex-col gap-0.5">
            {error && (
              <p id={errorId(id)} className="font-medium text-error">
                {error}
              </p>
            )}
            {hint && (
              <p id={hintId(id)} className="text-muted">
                {hint}
              </p>
            )}
          </div>
          {counter !== undefined && (
            <p id={counterId(id)} className="shrink-0 text-muted tabular-nums">
              {counter}
            </p>
          )}
        </div>
      )}
    </div>
  );
}

/** Input styling shared by text, number, date and select controls; the border turns red on error. */
export function inputClass(invalid: boolean, extra?: string): string {
  return cx(
    'lonna-motion block min-h-11 w-full rounded-control border bg-surface px-3 text-base text-on-surface transition placeholder:text-muted',
    'outline-none focus-visible:border-focus focus-visible:ring-2 focus-visible:ring-focus/40 focus:border-focus focus:ring-2 focus:ring-focus/40',
    'disabled:cursor-not-allowed disabled:bg-surface-2 disabled:opacity-70',
    invalid ? 'border-error' : 'border-border',
    extra,
  );
}
