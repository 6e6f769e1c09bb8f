import { useUnit } from 'effector-react';
import { useCallback, useRef, useState } from 'react';
import { $locale } from '../../i18n/runtime';
import { formatRuleFailure, validateValue, type Rule } from '../../validation';
import { failingFields, revealField, type FieldCheck, type FieldFailure } from './first-failure';

export interface UseFormOptions {
  /** shows a failure's message; the shell passes its error snackbar */
  onError?: (message: string) => void;
}

export interface FieldOptions<T> {
  value: T;
  rules: readonly Rule<T>[];
  /** used by the rules' "…WithLabel" messages, e.g. "Namn är obligatoriskt." */
  label?: string;
}

/** Spread onto TextField, NumberField, DatePicker, Dropdown, Select …: `{...form.field('name', {...})}` */
export interface FieldBinding {
  inputRef: (element: HTMLInputElement | HTMLSelectElement | HTMLElement | null) => void;
  error?: string;
}

export interface Form {
  field<T>(name: string, options: FieldOptions<T>): FieldBinding;
  /**
   * Validates every registered field. On failure: marks all failing fields, scrolls to and
   * focuses the first one on the page and sends its first message to onError. Returns that
   * failure, or null when the form is valid.
   */
  validateAll(): FieldFailure | null;
  /** messages of the fields that failed the last validateAll (live: cleared once fixed) */
  errors: Readonly<Record<string, string>>;
  clearErrors(): void;
}

/**
 * Form validation with the shared rules (spec §5 "Form validation scrolls to the first invalid
 * field, shows its first message in an error snackbar and focuses it"). Fields register while
 * rendering, so the rules always see the current values; nothing is validated before the first
 * submit, and after it an error disappears as soon as its field becomes valid.
 */
export function useForm({ onError }: UseFormOptions = {}): Form {
  const locale = useUnit($locale);
  const fields = useRef(new Map<string, FieldCheck>());
  const elements = useRef(new Map<string, HTMLElement | null>());
  const refCallbacks = useRef(new Map<string, FieldBinding['inputRef']>());
  const [errors, setErrors] = useState<Record<string, string>>({});

  const refFor = (name: string) => {
    let cb = refCallbacks.current.get(name);
    if (!cb) {
      cb = (element) => {
        elements.current.set(name, element);
      };
      refCallbacks.current.set(name, cb);
    }
    return cb;
  };

  const field = <T>(name: string, { value, rules, label }: FieldOptions<T>): FieldBinding => {
    fields.current.set(name, { name, value, rules: rules as readonly Rule<any>[], label });
    let error: string | undefined;
    if (errors[name] !== undefined) {
      const live = validateValue(value, rules, { label });
      error = live ? formatRuleFailure(live, locale) : undefined;
    }
    return { inputRef: refFor(name), error };
  };

  const validateAll = useCallback((): FieldFailure | null => {
    const checks = [...fields.current.values()].map((f) => ({ ...f, element: elements.current.get(f.name) ?? null }));
    const failures = failingFields(checks, locale);
    setErrors(Object.fromEntries(failures.map((f) => [f.name, f.message])));
    const first = failures[0];
    if (!first) return null;
    if (first.element) revealField(first.element);
    onError?.(first.message);
    return first;
  }, [locale, onError]);

  const clearErrors = useCallback(() => setErrors({}), []);

  return { field, validateAll, errors, clearErrors };
}
