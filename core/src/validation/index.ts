/**
 * @lonna/core/validation — pure validators, formatters and form rules shared by
 * the browser and the server (no DOM, React or effector). See README.md.
 */
export {
  parseDateShorthand,
  isValidDate,
  isEmptyDate,
  swedishToday,
  swedishDayStart,
  swedishWallClock,
  toIsoDate,
  daysInMonth,
  isLeapYear,
  expandTwoDigitYear,
  EMPTY_DATE_VALUE,
} from './dates';
export { formatNumber, formatNumberAuto, formatNumberIn, hasAtMostDecimals, INTL_LOCALES, parseNumber, writesDecimalPoint } from './numbers';
export { isValidTime, normalizeTime } from './time';
export { parseHours } from './hours';
export {
  isValidPersonnummer,
  normalizePersonnummer,
  birthdayFromPersonnummer,
  formatPersonnummer,
  isCoordinationNumber,
} from './personnummer';
export { isValidOrgnr, normalizeOrgnr, formatOrgnr } from './orgnr';
export { isValidEmail, isAlphanumeric, isValidBic } from './text';
export { normalisePhone, maskPhone } from './phone';
export { isValidBankAccount, checkBankAccount, type BankAccountCheck, type BankAccountStatus } from './bank';
export { generatePassword, canGeneratePassword, PASSWORD_MIN_LENGTH, GENERATED_PASSWORD_LENGTH, PASSWORD_ALPHABET } from './password';
export { luhnValid } from './luhn';
export {
  type FileLike,
  fileExtension,
  isAllowedImageFile,
  isAllowedDocumentFile,
  imageMaxMb,
  isWithinSize,
  IMAGE_EXTENSIONS,
  IMAGE_FORMATS_TEXT,
  IMAGE_MAX_MB,
  IMAGE_MAX_MB_MOBILE_APP,
  COMPANY_PICTURE_HINT_MAX_MB,
  DOCUMENT_EXTENSIONS,
} from './files';
export {
  rules,
  isEmptyValue,
  EMPTY_GUID,
  SMS_CODE_LENGTH,
  LOGIN_MAX_LENGTH,
  type LabelOptions,
  type RequiredOptions,
  type ImageFileOptions,
  type DocumentFileOptions,
} from './rules';
export {
  careRecipientRequired,
  compensationCareRecipientRequired,
  resultUnitRequired,
  compensationResultUnitRequired,
  receiptRequired,
  compensationReceiptRequired,
  RECEIPT_COMPENSATION_TYPE,
  type ResultUnitNumber,
  type ReceiptFlags,
} from './conditional';
export { formatRuleFailure, validateValue, asConstraint } from './format';
export { messages, VALIDATION_NAMESPACE, type ValidationMessages, type ValidationMessageName } from './messages';
export type { Rule, RuleContext, RuleFailure, RuleParams } from './types';

export { easterSunday, holidayOn, swedishHolidays, type Holiday } from './holidays';
export { holidayName } from './holiday-names';
