import { useEffect, useId, useRef, useState, type ReactNode, type Ref } from 'react';
import { createPortal } from 'react-dom';
import { useT } from '../i18n/runtime';
import { isEmptyDate, parseDateShorthand } from '../validation';
import { Calendar, type Holiday } from './calendar';
import { describedBy, errorId, FieldShell, hintId, inputClass } from './field-shell';
import { CalendarIcon } from './icons';
import { IconButton } from './icon-button';
import { useFloat } from './float';
import { useModal } from './modal';

/** The date picker never holds more than 'YYYY-MM-DD' (spec §5: input trimmed to 10 characters). */
export const DATE_INPUT_MAX = 10;

export interface DatePickerProps {
  label: ReactNode;
  /** 'YYYY-MM-DD', '' or the wire's empty date 1899-12-30 (shown as empty) */
  value: string;
  /** a parsed 'YYYY-MM-DD', '' when cleared, or the raw text when it cannot be read (the date rule then reports it) */
  onChange: (value: string) => void;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  id?: string;
  name?: string;
  holidays?: readonly Holiday[];
  inputRef?: Ref<HTMLInputElement>;
  /** reference date for shorthand and "today" (tests) */
  today?: Date;
  className?: string;
}

const shown = (value: string) => (isEmptyDate(value) ? '' : value.slice(0, DATE_INPUT_MAX));

/**
 * Type a date (shorthand like 24, 1124, 251124 is expanded on blur or Enter) or pick it
 * from a Monday-first calendar with ISO week numbers and marked holidays.
 */
export function DatePicker({ label, value, onChange, error, hint, required, disabled, id, name, holidays, inputRef, today, className }: DatePickerProps) {
  const t = useT();
  const autoId = useId();
  const fieldId = id ?? `dp${autoId.replace(/:/g, '')}`;
  const [text, setText] = useState(() => shown(value));
  const [editing, setEditing] = useState(false);
  const [open, setOpen] = useState(false);
  const invalid = Boolean(error);
  // the calendar is a small modal dialog (the WAI-ARIA date picker dialog pattern) placed under the field
  const fieldRef = useRef<HTMLDivElement | null>(null);
  const dialogRef = useRef<HTMLDialogElement | null>(null);
  const panelRef = useRef<HTMLDivElement | null>(null);
  // shown first, then placed (a dialog not shown has no size)
  useModal(dialogRef, panelRef, open, () => setOpen(false));
  useFloat(open, fieldRef, dialogRef, 'bottom-end', { gap: 4, padding: 8 });

  // follow outside changes while the user is not typing
  useEffect(() => {
    if (!editing) setText(shown(value));
  }, [value, editing]);

  const commit = () => {
    const raw = text.trim();
    if (raw === '') {
      if (value !== '' && !isEmptyDate(value)) onChange('');
      setText('');
      return;
    }
    const parsed = parseDateShorthand(raw, today ?? new Date());
    const next = parsed || raw;
    setText(next);
    if (next !== value) onChange(next);
  };

  return (
    <FieldShell id={fieldId} label={label} required={required} hint={hint} error={error} className={className}>
      <div ref={fieldRef} className="relative">
        <input
          ref={inputRef}
          id={fieldId}
          name={name}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder={t('ui.datePlaceholder')}
          value={text}
          maxLength={DATE_INPUT_MAX}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-required={required || undefined}
          aria-describedby={describedBy(invalid && errorId(fieldId), hint !== undefined && hintId(fieldId))}
          onFocus={() => setEditing(true)}
          onChange={(e) => setText(e.target.value.slice(0, DATE_INPUT_MAX))}
          onBlur={() => {
            setEditing(false);
            commit();
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') commit();
          }}
          className={inputClass(invalid, 'pr-12 tabular-nums')}
        />
        <div className="absolute inset-y-0 right-0 flex items-center">
          <IconButton
            label={t('ui.chooseDate')}
            icon={<CalendarIcon />}
            onClick={() => setOpen(true)}
            disabled={disabled}
            aria-haspopup="dialog"
            aria-expanded={open}
            noTooltip
          />
        </div>
      </div>
      {open &&
        createPortal(
          <dialog
            ref={dialogRef}
            aria-label={t('ui.chooseDate')}
            className="z-50 overflow-visible rounded-card border border-border bg-surface p-0 text-on-surface shadow-overlay backdrop:bg-transparent"
          >
            <div ref={panelRef} tabIndex={-1} className="outline-none">
              <Calendar
                value={shown(value)}
                holidays={holidays}
                today={today}
                autoFocus
                onSelect={(iso) => {
                  setText(iso);
                  if (iso !== value) onChange(iso);
                  // closing returns focus to the calendar button (the dialog gives focus back to its opener)
                  setOpen(false);
                }}
              />
            </div>
          </dialog>,
          document.body,
        )}
    </FieldShell>
  );
}
