import { useId, type ReactNode } from 'react';
import { cx } from './cx';

export interface SwitchProps {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: ReactNode;
  disabled?: boolean;
  className?: string;
}

/** An on/off setting that applies at once (`button role="switch"`, labelled by its label); for form choices use Checkbox. */
export function Switch({ label, checked, onChange, hint, disabled, className }: SwitchProps) {
  const id = useId();
  return (
    <div data-disabled={disabled ? '' : undefined} className={cx('flex min-h-11 items-center justify-between gap-4', className)}>
      <span className="flex flex-col">
        <label id={`${id}-label`} htmlFor={`${id}-switch`} className={cx('text-sm text-on-surface', disabled && 'opacity-70')}>
          {label}
        </label>
        {hint && (
          <span id={`${id}-hint`} className="text-xs text-muted">
            {hint}
          </span>
        )}
      </span>
      <button
        id={`${id}-switch`}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={hint ? `${id}-hint` : undefined}
        disabled={disabled}
        data-checked={checked ? '' : undefined}
        data-disabled={disabled ? '' : undefined}
        onClick={() => onChange(!checked)}
        className={cx(
          'group lonna-motion relative inline-flex h-7 w-12 shrink-0 cursor-pointer items-center rounded-full border-2 transition',
          'border-border bg-surface-2 data-checked:border-primary data-checked:bg-primary data-disabled:cursor-not-allowed data-disabled:opacity-50',
          'outline-none focus-visible:ring-2 focus-visible:ring-focus focus-visible:ring-offset-2 focus-visible:ring-offset-surface',
        )}
      >
        <span
          aria-hidden="true"
          className="lonna-motion inline-block size-5 translate-x-0.5 rounded-full bg-muted shadow transition group-data-checked:translate-x-5.5 group-data-checked:bg-on-primary"
        />
      </button>
    </div>
  );
}
