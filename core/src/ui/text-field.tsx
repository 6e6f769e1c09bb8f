import { useId, type FocusEvent, type HTMLInputTypeAttribute, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { counterId, describedBy, errorId, FieldShell, hintId, inputClass } from './field-shell';

export interface TextFieldProps {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** maximum length: shows "n / max" under the field and sets maxLength */
  counter?: number;
  /** trims leading/trailing white space when the field loses focus (spec §5) */
  trimOnBlur?: boolean;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  id?: string;
  name?: string;
  required?: boolean;
  hint?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
  placeholder?: string;
  disabled?: boolean;
  readOnly?: boolean;
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
  onBlur?: (e: FocusEvent<HTMLInputElement>) => void;
  onFocus?: (e: FocusEvent<HTMLInputElement>) => void;
  onKeyDown?: InputHTMLAttributes<HTMLInputElement>['onKeyDown'];
  /** start here when the surrounding Dialog opens (Headless UI's data-autofocus) */
  autoFocus?: boolean;
  /** a button or icon inside the right edge of the field (password toggle, calendar button) */
  endAdornment?: ReactNode;
  className?: string;
}

export function TextField({
  label,
  value,
  onChange,
  error,
  counter,
  trimOnBlur = true,
  type = 'text',
  id,
  required,
  hint,
  inputRef,
  endAdornment,
  autoFocus,
  className,
  maxLength,
  onBlur,
  ...rest
}: TextFieldProps) {
  const autoId = useId();
  const fieldId = id ?? `tf${autoId.replace(/:/g, '')}`;
  const invalid = Boolean(error);
  return (
    <FieldShell
      id={fieldId}
      label={label}
      required={required}
      hint={hint}
      error={error}
      counter={counter !== undefined ? `${value.length} / ${counter}` : undefined}
      className={className}
    >
      <div className="relative">
        <input
          ref={inputRef}
          id={fieldId}
          type={type}
          value={value}
          maxLength={counter ?? maxLength}
          data-autofocus={autoFocus || undefined}
          aria-invalid={invalid || undefined}
          aria-required={required || undefined}
          aria-describedby={describedBy(invalid && errorId(fieldId), hint !== undefined && hintId(fieldId), counter !== undefined && counterId(fieldId))}
          onChange={(e) => onChange(e.target.value)}
          onBlur={(e) => {
            if (trimOnBlur) {
              const trimmed = e.target.value.trim();
              if (trimmed !== e.target.value) onChange(trimmed);
            }
            onBlur?.(e);
          }}
          className={inputClass(invalid, endAdornment ? 'pr-12' : undefined)}
          {...rest}
        />
        {endAdornment && <div className="absolute inset-y-0 right-0 flex items-center">{endAdornment}</div>}
      </div>
    </FieldShell>
  );
}
