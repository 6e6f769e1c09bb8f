import { isValidDate } from './dates';
import {
  fail,
  isBlank,
  labelOf,
  lengthOf,
  matches,
  maxLength,
  password,
  required,
  resolve,
  SMS_CODE_LENGTH,
  type Labelled,
  type LabelOptions,
  type RequiredOptions,
} from './basic-rules';
import { checkBankAccount } from './bank';
import { imageMaxMb, IMAGE_FORMATS_TEXT, isAllowedDocumentFile, isAllowedImageFile, isWithinSize, type FileLike } from './files';
import { parseNumber } from './numbers';
import { isValidOrgnr } from './orgnr';
import { isValidPersonnummer } from './personnummer';
import { isAlphanumeric, isValidBic, isValidEmail } from './text';
import { isValidTime } from './time';
import type { Rule, RuleContext, RuleFailure, RuleParams } from './types';

function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string') return parseNumber(value);
  return null;
}

function minLength(length: number, opts?: LabelOptions): Rule {
  return (value, ctx) => (!isBlank(value) && lengthOf(value) < length ? fail('minLength', labelOf(opts, ctx), { length }) : null);
}

function oneOf(values: readonly unknown[], opts?: LabelOptions): Rule {
  return (value, ctx) => (!isBlank(value) && !values.includes(value) ? fail('oneOf', labelOf(opts, ctx)) : null);
}

function integer(opts?: LabelOptions): Rule {
  return (value, ctx) => {
    if (isBlank(value)) return null;
    const n = toNumber(value);
    if (n === null) return fail('number', labelOf(opts, ctx));
    return Number.isInteger(n) ? null : fail('integer', labelOf(opts, ctx));
  };
}

/** min ≤ value ≤ max, both ends included. */
function between(min: number, max: number, opts?: LabelOptions): Rule {
  return (value, ctx) => {
    if (isBlank(value)) return null;
    const n = toNumber(value);
    if (n === null) return fail('number', labelOf(opts, ctx));
    return n < min || n > max ? fail('between', labelOf(opts, ctx), { min, max }) : null;
  };
}

/** value > bound, strictly. */
function greaterThan(bound: number, opts?: LabelOptions): Rule {
  return (value, ctx) => {
    if (isBlank(value)) return null;
    const n = toNumber(value);
    if (n === null) return fail('number', labelOf(opts, ctx));
    return n > bound ? null : fail('greaterThan', labelOf(opts, ctx), { min: bound });
  };
}

/** A predicate over non-blank text; blank passes (pair with `required`). */
function textRule(name: Labelled, ok: (s: string, ctx?: RuleContext) => boolean) {
  return (opts?: LabelOptions): Rule =>
    (value, ctx) =>
      isBlank(value) || (typeof value === 'string' && ok(value, ctx)) ? null : fail(name, labelOf(opts, ctx));
}

const date = textRule('date', (s) => isValidDate(s));
const time = textRule('time', (s) => isValidTime(s));
const personnummer = textRule('personnummer', (s, ctx) => isValidPersonnummer(s, ctx?.today));
const orgnr = textRule('orgnr', (s) => isValidOrgnr(s));
const email = textRule('email', (s) => isValidEmail(s));
const alphanumeric = textRule('alphanumeric', (s) => isAlphanumeric(s));
const bic = textRule('bic', (s) => isValidBic(s));

/** The account number field; the clearing number comes from its own field (a value or a getter). */
function bankAccount(clearing: string | (() => string), opts?: LabelOptions): Rule {
  return (value, ctx) => {
    if (isBlank(value)) return null;
    return checkBankAccount(resolve(clearing), String(value)).status === 'invalid' ? fail('bankAccount', labelOf(opts, ctx)) : null;
  };
}

/** A warning, not an error: the library cannot fully check this account (see bank.ts). */
function bankAccountWarning(clearing: string | (() => string)): Rule {
  return (value) => {
    if (isBlank(value)) return null;
    return checkBankAccount(resolve(clearing), String(value)).status === 'uncertain' ? { key: 'validation.bankAccountUncertain' } : null;
  };
}

/** Exactly 4 characters; empty fails too, as the login button needs a full code. */
function smsCode(opts?: LabelOptions): Rule {
  return (value, ctx) =>
    typeof value === 'string' && value.trim().length === SMS_CODE_LENGTH ? null : fail('smsCode', labelOf(opts, ctx), { length: SMS_CODE_LENGTH });
}

export interface ImageFileOptions {
  /** overrides RuleContext.inMobileApp */
  inMobileApp?: boolean;
}

/** heic, heif, jpeg, png, jpg, jfif or bmp, at most 2 MB (10 MB inside the mobile app). No file passes. */
function imageFile(opts?: ImageFileOptions): Rule<FileLike | null | undefined> {
  return (file, ctx): RuleFailure | null => {
    if (!file) return null;
    if (!isAllowedImageFile(file)) return { key: 'validation.invalidImage', params: { formats: IMAGE_FORMATS_TEXT } };
    const maxMb = imageMaxMb(opts?.inMobileApp ?? ctx?.inMobileApp ?? false);
    return isWithinSize(file, maxMb) ? null : { key: 'validation.imageTooLarge', params: { maxMb } };
  };
}

export interface DocumentFileOptions {
  /** optional size limit in MB (attachments show their limit) */
  maxMb?: number;
}

/** pdf, word, text, image, OpenXML, Excel, OpenDocument or PowerPoint, else DocumentFileExtensionError. No file passes. */
function documentFile(opts?: DocumentFileOptions): Rule<FileLike | null | undefined> {
  return (file) => {
    if (!file) return null;
    if (!isAllowedDocumentFile(file)) return { key: 'validation.DocumentFileExtensionError' };
    if (opts?.maxMb !== undefined && !isWithinSize(file, opts.maxMb)) return { key: 'validation.fileTooLarge', params: { maxMb: opts.maxMb } };
    return null;
  };
}

/** Any file at most maxMb. No file passes. */
function fileSize(maxMb: number): Rule<FileLike | null | undefined> {
  return (file) => (!file || isWithinSize(file, maxMb) ? null : { key: 'validation.fileTooLarge', params: { maxMb } });
}

/** `required` when the condition holds (the conditional rules of spec §5), otherwise nothing to check. */
function requiredWhen(condition: boolean | (() => boolean), opts?: RequiredOptions): Rule {
  const rule = required(opts);
  return (value, ctx) => (resolve(condition) ? rule(value, ctx) : null);
}

// named too, so a small screen (sign-in) can import three rules without the identity-number libraries
export { required, maxLength, password, matches };
export { EMPTY_GUID, SMS_CODE_LENGTH, LOGIN_MAX_LENGTH, isEmptyValue, type LabelOptions, type RequiredOptions } from './basic-rules';

/** Rule factories; each returns `(value, context?) => RuleFailure | null`. */
export const rules = {
  required,
  requiredWhen,
  maxLength,
  minLength,
  oneOf,
  integer,
  between,
  greaterThan,
  date,
  time,
  personnummer,
  orgnr,
  email,
  alphanumeric,
  bic,
  bankAccount,
  bankAccountWarning,
  smsCode,
  password,
  matches,
  imageFile,
  documentFile,
  fileSize,
};
