import type { Locale } from '../plugin/types';

export type RuleParams = Record<string, string | number>;

/** A failed rule: a message key in the 'validation' namespace and its template parameters. */
export interface RuleFailure {
  key: string;
  params?: RuleParams;
}

/** What a form may pass to every rule of a field. */
export interface RuleContext {
  /** the field's label; rules then use their '…WithLabel' message */
  label?: string;
  /** running inside the mobile app (larger image limit) */
  inMobileApp?: boolean;
  /** reference date for personnummer centuries; defaults to now */
  today?: Date;
}

export type Rule<T = unknown> = (value: T, context?: RuleContext) => RuleFailure | null;

export type { Locale };
