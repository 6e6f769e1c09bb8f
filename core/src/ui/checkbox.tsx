import { useId, type ReactNode, type Ref } from 'react';
import { cx } from './cx';

export interface CheckboxProps {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  hint?: ReactNode;
  /** e.g. a consent that must be given; shown under the box and linked with aria-describedby */
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
  id?: string;
  name?: string;
  className?: string;
}

/**
 * A native checkbox (best support in screen readers and forms) tinted with the primary colour.
 * The whole label row is the 44px hit area.
 */
export function Checkbox({ label, checked, onChange, disabled, hint, error, inputRef, id, name, className }: CheckboxProps) {
  const autoId = useId();
  const boxId = id ?? `cb${autoId.replace(/:/g, '')}`;
  return (
    <div className={cx('flex flex-col', className)}>
      <label
        htmlFor={boxId}
        className={cx('inline-flex min-h-11 cursor-pointer items-center gap-3 text-sm text-on-surface', disabled && 'cursor-not-allowed opacity-70')}
      >
        <input
          ref={inputRef}
          id={boxId}
          name={name}
          type="checkbox"
          checked={checked}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={[error && `${boxId}-error`, hint && `${boxId}-hint`].filter(Boolean).join(' ') || undefined}
          onChange={(e) => onChange(e.target.checked)}
          className="size-5 shrink-0 cursor-pointer rounded accent-primary outline-none focus-visible:ring-2 focus-visible:ring-focus focus-visible:ring-offset-2 focus-visible:ring-offset-surface"
        />
        <span>{label}</span>
      </label>
      {error && (
        <p id={`${boxId}-error`} className="ml-8 text-xs font-medium text-error">
          {error}
        </p>
      )}
      {hint && (
        <p id={`${boxId}-hint`} className="ml-8 text-xs text-muted">
          {hint}
        </p>
      )}
    </div>
  );
}
