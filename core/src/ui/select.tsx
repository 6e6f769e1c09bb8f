import { useId, type ReactNode, type Ref } from 'react';
import { describedBy, errorId, FieldShell, hintId, inputClass } from './field-shell';
import { ChevronDownIcon } from './icons';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps {
  label: ReactNode;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  id?: string;
  name?: string;
  inputRef?: Ref<HTMLSelectElement>;
  className?: string;
}

/**
 * A styled native <select>: the platform picker is the most usable one on phones and with
 * screen readers. For search or multiple choice use Dropdown.
 */
export function Select({ label, value, options, onChange, error, hint, required, disabled, id, name, inputRef, className }: SelectProps) {
  const autoId = useId();
  const fieldId = id ?? `sel${autoId.replace(/:/g, '')}`;
  const invalid = Boolean(error);
  return (
    <FieldShell id={fieldId} label={label} required={required} hint={hint} error={error} className={className}>
      <div className="relative">
        <select
          ref={inputRef}
          id={fieldId}
          name={name}
          value={value}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-required={required || undefined}
          aria-describedby={describedBy(invalid && errorId(fieldId), hint !== undefined && hintId(fieldId))}
          onChange={(e) => onChange(e.target.value)}
          className={inputClass(invalid, 'cursor-pointer appearance-none pr-10')}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value} disabled={o.disabled}>
              {o.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-muted" />
      </div>
    </FieldShell>
  );
}
