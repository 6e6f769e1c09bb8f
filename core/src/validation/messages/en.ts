import { provideValidationMessages } from './dictionaries';
import type { ValidationMessages } from './sv';

export const en: ValidationMessages = {
  required: 'This field is required.',
  requiredWithLabel: '{{label}} is required.',
  maxLength: 'At most {{length}} characters.',
  maxLengthWithLabel: '{{label}} may contain at most {{length}} characters.',
  minLength: 'At least {{length}} characters.',
  minLengthWithLabel: '{{label}} must contain at least {{length}} characters.',
  oneOf: 'Invalid value.',
  oneOfWithLabel: '{{label}} has an invalid value.',
  number: 'Must be a number.',
  numberWithLabel: '{{label}} must be a number.',
  integer: 'Must be a whole number.',
  integerWithLabel: '{{label}} must be a whole number.',
  between: 'Must be between {{min}} and {{max}}.',
  betweenWithLabel: '{{label}} must be between {{min}} and {{max}}.',
  greaterThan: 'Must be greater than {{min}}.',
  greaterThanWithLabel: '{{label}} must be greater than {{min}}.',
  date: 'Invalid date.',
  dateWithLabel: '{{label}} is not a valid date.',
  time: 'Invalid time.',
  timeWithLabel: '{{label}} is not a valid time.',
  personnummer: 'Invalid personal identity number.',
  personnummerWithLabel: '{{label}} is not a valid personal identity number.',
  orgnr: 'Invalid organisation number.',
  orgnrWithLabel: '{{label}} is not a valid organisation number.',
  email: 'Invalid email address.',
  emailWithLabel: '{{label}} is not a valid email address.',
  alphanumeric: 'Only letters and digits are allowed.',
  alphanumericWithLabel: '{{label}} may only contain letters and digits.',
  bic: 'Must be either 8 or 11 characters long.',
  bicWithLabel: '{{label}} must be either 8 or 11 characters long.',
  bankAccount: 'The clearing and account number do not match any bank.',
  bankAccountWithLabel: '{{label}}: the clearing and account number do not match any bank.',
  bankAccountUncertain: 'The account number could not be fully checked. Please double-check it.',
  smsCode: 'The code must be exactly {{length}} characters.',
  smsCodeWithLabel: '{{label}} must be exactly {{length}} characters.',
  password: 'The password must be at least {{length}} characters.',
  passwordWithLabel: '{{label}} must be at least {{length}} characters.',
  matches: 'The passwords do not match.',
  matchesWithLabel: '{{label}} does not match.',
  invalidImage: 'Invalid image format. Allowed formats: {{formats}}.',
  imageTooLarge: 'The image is too large (at most {{maxMb}} MB).',
  fileTooLarge: 'The file is too large (at most {{maxMb}} MB).',
  DocumentFileExtensionError: 'This file type is not supported. Allowed are PDF, Word, text, images, Excel, PowerPoint and OpenDocument.',
};

export default en;

// formatRuleFailure reads it from now on (see dictionaries.ts)
provideValidationMessages('en', en);
