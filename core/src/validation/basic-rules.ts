import { isEmptyDate } from './dates';
import type { ValidationMessageName } from './messages';
import { PASSWORD_MIN_LENGTH } from './password';
import type { Rule, RuleContext, RuleFailure, RuleParams } from './types';

// The rules every screen needs, apart from rules.ts: the sign-in screen imports these
// without pulling in the identity-number and bank-account libraries (bundles split by module).

export const EMPTY_GUID = '00000000-0000-0000-0000-000000000000';
export const SMS_CODE_LENGTH = 4;
export const LOGIN_MAX_LENGTH = 50;

export interface LabelOptions {
  /** overrides the label of the RuleContext */
  label?: string;
}

export interface RequiredOptions extends LabelOptions {
  /** 0 counts as a value (default false: 0 fails, as for hours or amounts) */
  allowZero?: boolean;
}

type Labelled = Exclude<ValidationMessageName, `${string}WithLabel`>;

/** 'validation.<name>', or 'validation.<name>WithLabel' with the label among the params. */
function fail(name: Labelled, label: string | undefined, params?: RuleParams): RuleFailure {
  if (label) return { key: `validation.${name}WithLabel`, params: { ...params, label } };
  return params ? { key: `validation.${name}`, params } : { key: `validation.${name}` };
}

const labelOf = (opts: LabelOptions | undefined, ctx: RuleContext | undefined): string | undefined => opts?.label ?? ctx?.label;

/** Optional rules let "nothing entered" pass; `required` decides whether that is allowed. */
function isBlank(value: unknown): boolean {
  return value == null || (typeof value === 'string' && value.trim() === '');
}

/** Empty as `required` sees it: nothing, blank text, an empty list, the all-zero GUID, 1899-12-30, NaN, and 0 unless allowed. */
export function isEmptyValue(value: unknown, allowZero = false): boolean {
  if (isBlank(value)) return true;
  if (typeof value === 'number') return Number.isNaN(value) || (value === 0 && !allowZero);
  if (typeof value === 'string') {
    const t = value.trim();
    return t.toLowerCase() === EMPTY_GUID || (/^\d{4}-\d{2}-\d{2}/.test(t) && isEmptyDate(t));
  }
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

function lengthOf(value: unknown): number {
  if (Array.isArray(value)) return value.length;
  return String(value).length;
}

const resolve = <T>(x: T | (() => T)): T => (typeof x === 'function' ? (x as () => T)() : x);

function required(opts?: RequiredOptions): Rule {
  return (value, ctx) => (isEmptyValue(value, opts?.allowZero) ? fail('required', labelOf(opts, ctx)) : null);
}

function maxLength(length: number, opts?: LabelOptions): Rule {
  return (value, ctx) => (!isBlank(value) && lengthOf(value) > length ? fail('maxLength', labelOf(opts, ctx), { length }) : null);
}

/** At least 6 characters; empty fails too (every password field is required). */
function password(opts?: LabelOptions): Rule {
  return (value, ctx) =>
    typeof value === 'string' && value.length >= PASSWORD_MIN_LENGTH ? null : fail('password', labelOf(opts, ctx), { length: PASSWORD_MIN_LENGTH });
}

/** Repeat password: equal to the other field's current value (a value or a getter). */
function matches(other: unknown, opts?: LabelOptions): Rule {
  return (value, ctx) => (value === resolve(other) ? null : fail('matches', labelOf(opts, ctx)));
}

export { fail, labelOf, isBlank, lengthOf, resolve, required, maxLength, password, matches, type Labelled };
