import { provideValidationMessages } from './dictionaries';
import type { ValidationMessages } from './sv';

export const fr: ValidationMessages = {
  required: 'Ce champ est obligatoire.',
  requiredWithLabel: '{{label}} est obligatoire.',
  maxLength: '{{length}} caractères au maximum.',
  maxLengthWithLabel: '{{label}} peut contenir au maximum {{length}} caractères.',
  minLength: '{{length}} caractères au minimum.',
  minLengthWithLabel: '{{label}} doit contenir au moins {{length}} caractères.',
  oneOf: 'Valeur non valide.',
  oneOfWithLabel: '{{label}} a une valeur non valide.',
  number: 'Doit être un nombre.',
  numberWithLabel: '{{label}} doit être un nombre.',
  integer: 'Doit être un nombre entier.',
  integerWithLabel: '{{label}} doit être un nombre entier.',
  between: 'Doit être compris entre {{min}} et {{max}}.',
  betweenWithLabel: '{{label}} doit être compris entre {{min}} et {{max}}.',
  greaterThan: 'Doit être supérieur à {{min}}.',
  greaterThanWithLabel: '{{label}} doit être supérieur à {{min}}.',
  date: 'Date non valide.',
  dateWithLabel: '{{label}} n’est pas une date valide.',
  time: 'Heure non valide.',
  timeWithLabel: '{{label}} n’est pas une heure valide.',
  personnummer: 'Numéro d’identité personnel non valide.',
  personnummerWithLabel: '{{label}} n’est pas un numéro d’identité personnel valide.',
  orgnr: 'Numéro d’organisation non valide.',
  orgnrWithLabel: '{{label}} n’est pas un numéro d’organisation valide.',
  email: 'Adresse e-mail non valide.',
  emailWithLabel: '{{label}} n’est pas une adresse e-mail valide.',
  alphanumeric: 'Seuls les lettres et les chiffres sont autorisés.',
  alphanumericWithLabel: '{{label}} ne peut contenir que des lettres et des chiffres.',
  bic: 'Doit comporter 8 ou 11 caractères.',
  bicWithLabel: '{{label}} doit comporter 8 ou 11 caractères.',
  bankAccount: 'Le numéro de clearing et le numéro de compte ne correspondent à aucune banque.',
  bankAccountWithLabel: '{{label}} : le numéro de clearing et le numéro de compte ne correspondent à aucune banque.',
  bankAccountUncertain: 'Le numéro de compte n’a pas pu être entièrement vérifié. Veuillez le contrôler.',
  smsCode: 'Le code doit comporter exactement {{length}} caractères.',
  smsCodeWithLabel: '{{label}} doit comporter exactement {{length}} caractères.',
  password: 'Le mot de passe doit comporter au moins {{length}} caractères.',
  passwordWithLabel: '{{label}} doit comporter au moins {{length}} caractères.',
  matches: 'Les mots de passe ne correspondent pas.',
  matchesWithLabel: '{{label}} ne correspond pas.',
  invalidImage: 'Format d’image non valide. Formats autorisés : {{formats}}.',
  imageTooLarge: 'L’image est trop volumineuse ({{maxMb}} Mo au maximum).',
  fileTooLarge: 'Le fichier est trop volumineux ({{maxMb}} Mo au maximum).',
  DocumentFileExtensionError: 'Ce type de fichier n’est pas pris en charge. Sont autorisés : PDF, Word, texte, images, Excel, PowerPoint et OpenDocument.',
};

export default fr;

// formatRuleFailure reads it from now on (see dictionaries.ts)
provideValidationMessages('fr', fr);
