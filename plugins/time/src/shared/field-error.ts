import type { useT } from '@lonna/core';

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
