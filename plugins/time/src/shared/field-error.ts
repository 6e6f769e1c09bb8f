import { snackbarShown, type ApiError, type useT } from '@lonna/core';
import { sample, type Event, type StoreWritable } from 'effector';

/**
 * A field's error in a time form: a rule of `src/domain` that failed on the client (`rule`, `params`) or the server's
 * 400 naming the field (`message`, already in the user's language). The row editor and the punch clock show it on the field.
 */
export interface FieldError {
  field: string;
  message?: string;
  rule?: string;
  params?: Record<string, unknown>;
}

/** the text of a field error: the server's message, or the rule's in the user's language naming the field ("ResEnhet1" → "Resultatenhet") */
export function fieldErrorText(t: ReturnType<typeof useT>, e: FieldError): string {
  if (e.message) return e.message;
  return t(`time.rules.${e.rule}`, { ...e.params, field: t(`time.fields.${e.field.replace(/\d$/, '')}`) });
}

const namesField = (e: ApiError) => e.status === 400 && Boolean(e.field);

/**
 * A silent write refused (the shell says nothing): a 400 naming a field goes on that field when the form has one
 * (`field`), any other message to the snackbar — except what the form says itself (`unless`, e.g. its conflict notice).
 */
export function showRefusal(refused: Event<ApiError>, o: { field?: StoreWritable<FieldError | null>; unless?: (e: ApiError) => boolean } = {}): void {
  const { field, unless = () => false } = o;
  if (field) sample({ clock: refused, filter: namesField, fn: (e): FieldError => ({ field: e.field!, message: e.message }), target: field });
  sample({
    clock: refused,
    filter: (e) => !(field && namesField(e)) && !unless(e) && e.message !== '',
    fn: (e) => ({ text: e.message, color: 'error' as const }),
    target: snackbarShown,
  });
}
