import { validationDictionary } from './messages/dictionaries';
import { sv } from './messages/sv';
import type { Locale, Rule, RuleContext, RuleFailure } from './types';

const PREFIX = 'validation.';

/** Numbers in messages use the locale's decimal mark: 'mellan 0,5 och 7,5', 'between 0.5 and 7.5'. */
function paramText(value: string | number | undefined, locale: Locale): string {
  if (typeof value !== 'number') return String(value ?? '');
  return locale === 'en' ? String(value) : String(value).replace('.', ',');
}

/** The text of a failure in a locale, from the dictionaries directly (no rosetta); unknown keys come back as the key. */
export function formatRuleFailure(failure: RuleFailure, locale: Locale = 'sv'): string {
  const name = failure.key.startsWith(PREFIX) ? failure.key.slice(PREFIX.length) : failure.key;
  const dict: Record<string, string> = validationDictionary(locale);
  const template = dict[name] ?? (sv as Record<string, string>)[name];
  if (template === undefined) return failure.key;
  const params = failure.params ?? {};
  // rosetta's {{param}} syntax, so the same templates work through useT()
  return template.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (_, p: string) => (p in params ? paramText(params[p], locale) : ''));
}

/** The first failing rule, or null when every rule passes. */
export function validateValue<T>(value: T, ruleList: readonly Rule<T>[], context?: RuleContext): RuleFailure | null {
  for (const rule of ruleList) {
    const failure = rule(value, context);
    if (failure) return failure;
  }
  return null;
}

/**
 * A runtypes `.withConstraint` callback from rules: `true`, or the first failure's
 * message. Server models use it so that what fails in the form fails there too.
 *   Str.withConstraint(asConstraint(rules.email()))
 */
export function asConstraint<T>(rule: Rule<T> | readonly Rule<T>[], locale: Locale = 'en', context?: RuleContext): (value: T) => true | string {
  const list: readonly Rule<T>[] = Array.isArray(rule) ? rule : [rule as Rule<T>];
  return (value) => {
    const failure = validateValue(value, list, context);
    return failure ? formatRuleFailure(failure, locale) : true;
  };
}
