import { useEffect, useId, useState, type ReactNode, type Ref } from 'react';
import { describedBy, errorId, FieldShell, hintId, inputClass } from './field-shell';
import { formatNumberIn } from '../validation';
import { readNumber, useNumberLocale } from './number-text';

export interface NumberFieldProps {
  label: ReactNode;
  value: number | null;
  /** the parsed number, null when empty; unreadable text keeps the last number and sets `invalid` through onInvalid */
  onChange: (value: number | null) => void;
  /** 2 (default) fixed decimals, another fixed count, or 'auto' (only the decimals needed, up to 4) */
  decimals?: number | 'auto';
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  id?: string;
  name?: string;
  /** unit shown after the number, e.g. 'kr' or 'h' */
  suffix?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** called with the raw text when it cannot be read as a number */
  onInvalid?: (text: string) => void;
  className?: string;
}

/** the field's text for a number: '1 234,50' in Swedish (the default), '1,234.50' in English (validation's formatNumberIn) */
export function formatNumberForField(value: number | null, decimals: number | 'auto', locale = 'sv'): string {
  if (value == null || !Number.isFinite(value)) return '';
  return formatNumberIn(locale, value, decimals);
}

/**
 * Number input in the user's language: shows '1 234,50' in Swedish, French and Polish, '1,234.50' in English; lets
 * the user type freely while focused (either decimal mark), then parses and reformats on blur. Right-aligned so
 * columns of sums line up.
 */
export function NumberField({
  label,
  value,
  onChange,
  decimals = 2,
  error,
  hint,
  required,
  disabled,
  id,
  name,
  suffix,
  inputRef,
  onInvalid,
  className,
}: NumberFieldProps) {
  const autoId = useId();
  const fieldId = id ?? `nf${autoId.replace(/:/g, '')}`;
  const locale = useNumberLocale();
  const [text, setText] = useState(() => formatNumberForField(value, decimals, locale));
  const [editing, setEditing] = useState(false);
  const invalid = Boolean(error);

  useEffect(() => {
    if (!editing) setText(formatNumberForField(value, decimals, locale));
  }, [value, decimals, editing, locale]);

  const commit = () => {
    setEditing(false);
    if (text.trim() === '') {
      setText('');
      if (value !== null) onChange(null);
      return;
    }
    const parsed = readNumber(locale, text);
    if (parsed === null) {
      onInvalid?.(text);
      return;
    }
    // round to what is shown, so the model never holds more precision than the user saw
    const shownText = formatNumberForField(parsed, decimals, locale);
    const rounded = readNumber(locale, shownText) ?? parsed;
    setText(shownText);
    if (rounded !== value) onChange(rounded);
  };

  return (
    <FieldShell id={fieldId} label={label} required={required} hint={hint} error={error} className={className}>
      <div className="relative">
        <input
          ref={inputRef}
          id={fieldId}
          name={name}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={text}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-required={required || undefined}
          aria-describedby={describedBy(suffix !== undefined && `${fieldId}-suffix`, invalid && errorId(fieldId), hint !== undefined && hintId(fieldId))}
          onFocus={() => setEditing(true)}
          onChange={(e) => setText(e.target.value)}
          onBlur={commit}
          onKeyDown={(e) => {
            if (e.key === 'Enter') commit();
          }}
          className={inputClass(invalid, suffix ? 'pr-12 text-right tabular-nums' : 'text-right tabular-nums')}
        />
        {suffix && (
          <span id={`${fieldId}-suffix`} className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-muted">
            {suffix}
          </span>
        )}
      </div>
    </FieldShell>
  );
}
