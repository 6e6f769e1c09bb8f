import { useEffect, useId, useState, type ReactNode } from 'react';
import { useT } from '../i18n/runtime';
import { formatNumberIn, parseHours } from '../validation';
import { describedBy, errorId, FieldShell, hintId, inputClass } from './field-shell';
import { useNumberLocale, withoutGroups } from './number-text';

export interface HoursFieldProps {
  label: ReactNode;
  /** hours; null when empty; NaN while the text is not hours (the form's check refuses it, naming the field) */
  value: number | null;
  onChange: (value: number | null) => void;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  id?: string;
  /** unit after the number: 'h' (default) */
  suffix?: string;
  className?: string;
}

const shown = (v: number | null, locale: string) => (v === null || !Number.isFinite(v) ? '' : formatNumberIn(locale, v, 2));

/**
 * Hours as Swedes type them (7,5 · 7.5 · 7:30 · 7 h 30 min · 6½; core/validation/hours.ts). Every keystroke is read,
 * so the value is never an old one: a text that is not hours makes it NaN and the field says how to write it.
 * Reformatted to '7,50' ('7.50' in English) when the field is left.
 */
export function HoursField({ label, value, onChange, error, hint, required, disabled, id, suffix = 'h', className }: HoursFieldProps) {
  const t = useT();
  const autoId = useId();
  const fieldId = id ?? `hf${autoId.replace(/:/g, '')}`;
  const locale = useNumberLocale();
  const read = (s: string) => parseHours(withoutGroups(locale, s));
  const [text, setText] = useState(() => shown(value, locale));
  const [editing, setEditing] = useState(false);

  // a value set from outside (a schedule prefill, a reset) shows unless the user is typing
  useEffect(() => {
    if (!editing && !Number.isNaN(value ?? 0)) setText(shown(value, locale));
  }, [value, editing, locale]);

  const unreadable = text.trim() !== '' && read(text) === undefined;
  const ownError = unreadable && !editing ? t('ui.hoursInvalid') : undefined;
  const shownError = error ?? ownError;
  const invalid = Boolean(shownError);

  const typed = (next: string) => {
    setText(next);
    const h = read(next);
    onChange(h === undefined ? Number.NaN : h);
  };

  return (
    <FieldShell id={fieldId} label={label} required={required} hint={hint ?? t('ui.hoursHint')} error={shownError} className={className}>
      <div className="relative">
        <input
          id={fieldId}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={text}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-required={required || undefined}
          aria-describedby={describedBy(`${fieldId}-suffix`, invalid && errorId(fieldId), hintId(fieldId))}
          onFocus={() => setEditing(true)}
          onChange={(e) => typed(e.target.value)}
          onBlur={() => {
            setEditing(false);
            const h = read(text);
            if (h !== undefined) setText(shown(h, locale));
          }}
          className={inputClass(invalid, 'pr-12 text-right tabular-nums')}
        />
        <span id={`${fieldId}-suffix`} className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-muted">
          {suffix}
        </span>
      </div>
    </FieldShell>
  );
}
