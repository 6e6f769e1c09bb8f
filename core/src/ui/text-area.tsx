import { FieldShell, inputClass } from './field-shell';
import type { Ref } from 'react';

/** A multi-line text field with the kit's label, error and counter layout. */
export function TextArea(props: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  max: number;
  required?: boolean;
  disabled?: boolean;
  error?: string;
  hint?: string;
  inputRef?: Ref<HTMLTextAreaElement>;
}) {
  const described = [props.error && `${props.id}-error`, props.hint && `${props.id}-hint`, `${props.id}-counter`].filter(Boolean).join(' ');
  return (
    <FieldShell
      id={props.id}
      label={props.label}
      required={props.required}
      error={props.error}
      hint={props.hint}
      counter={`${props.value.length} / ${props.max}`}
    >
      <textarea
        id={props.id}
        ref={props.inputRef}
        value={props.value}
        maxLength={props.max}
        rows={3}
        required={props.required}
        disabled={props.disabled}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={described}
        onChange={(e) => props.onChange(e.target.value)}
        className={inputClass(Boolean(props.error), 'py-2 leading-relaxed')}
      />
    </FieldShell>
  );
}
