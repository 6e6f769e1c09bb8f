import { formatRuleFailure, validateValue, type Rule, type RuleContext } from '../../validation';
import type { Locale } from '../../plugin/types';

export interface FieldCheck {
  name: string;
  value: unknown;
  rules: readonly Rule<any>[];
  label?: string;
  /** the focusable control; decides "first" by its place on the page */
  element?: HTMLElement | null;
}

export interface FieldFailure {
  name: string;
  message: string;
  element?: HTMLElement | null;
}

/** Document order of two elements; fields without an element keep their registration order at the end. */
function byPageOrder(a: FieldCheck, b: FieldCheck): number {
  if (!a.element || !b.element) return a.element ? -1 : b.element ? 1 : 0;
  if (a.element === b.element) return 0;
  return a.element.compareDocumentPosition(b.element) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
}

/** Every failing field (its first failing rule's text), in page order. */
export function failingFields(fields: readonly FieldCheck[], locale: Locale, context?: RuleContext): FieldFailure[] {
  return [...fields].sort(byPageOrder).flatMap((f) => {
    const failure = validateValue(f.value, f.rules, { ...context, label: f.label ?? context?.label });
    return failure ? [{ name: f.name, message: formatRuleFailure(failure, locale), element: f.element }] : [];
  });
}

/** Takes the user to a field: scroll it to the middle of the view, then focus it without a second jump. */
export function revealField(element: HTMLElement): void {
  const reduce = typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  element.scrollIntoView({ block: 'center', behavior: reduce ? 'auto' : 'smooth' });
  element.focus({ preventScroll: true });
}
