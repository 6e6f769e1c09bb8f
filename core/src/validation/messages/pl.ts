import { provideValidationMessages } from './dictionaries';
import type { ValidationMessages } from './sv';

// "Pole „{{label}}”" keeps the sentences grammatical whatever the label's gender;
// counts follow "liczba znaków:" or "z … znaków" because other Polish plurals depend on N
export const pl: ValidationMessages = {
  required: 'To pole jest wymagane.',
  requiredWithLabel: 'Pole „{{label}}” jest wymagane.',
  maxLength: 'Maksymalna liczba znaków: {{length}}.',
  maxLengthWithLabel: 'Pole „{{label}}”: maksymalna liczba znaków to {{length}}.',
  minLength: 'Minimalna liczba znaków: {{length}}.',
  minLengthWithLabel: 'Pole „{{label}}”: minimalna liczba znaków to {{length}}.',
  oneOf: 'Nieprawidłowa wartość.',
  oneOfWithLabel: 'Pole „{{label}}” ma nieprawidłową wartość.',
  number: 'Wartość musi być liczbą.',
  numberWithLabel: 'Pole „{{label}}” musi być liczbą.',
  integer: 'Wartość musi być liczbą całkowitą.',
  integerWithLabel: 'Pole „{{label}}” musi być liczbą całkowitą.',
  between: 'Wartość musi mieścić się w zakresie od {{min}} do {{max}}.',
  betweenWithLabel: 'Pole „{{label}}” musi mieścić się w zakresie od {{min}} do {{max}}.',
  greaterThan: 'Wartość musi być większa niż {{min}}.',
  greaterThanWithLabel: 'Pole „{{label}}” musi być większe niż {{min}}.',
  date: 'Nieprawidłowa data.',
  dateWithLabel: 'Pole „{{label}}” nie zawiera prawidłowej daty.',
  time: 'Nieprawidłowa godzina.',
  timeWithLabel: 'Pole „{{label}}” nie zawiera prawidłowej godziny.',
  personnummer: 'Nieprawidłowy szwedzki numer identyfikacyjny (personnummer).',
  personnummerWithLabel: 'Pole „{{label}}” nie zawiera prawidłowego numeru identyfikacyjnego.',
  orgnr: 'Nieprawidłowy numer organizacji.',
  orgnrWithLabel: 'Pole „{{label}}” nie zawiera prawidłowego numeru organizacji.',
  email: 'Nieprawidłowy adres e-mail.',
  emailWithLabel: 'Pole „{{label}}” nie zawiera prawidłowego adresu e-mail.',
  alphanumeric: 'Dozwolone są tylko litery i cyfry.',
  alphanumericWithLabel: 'Pole „{{label}}” może zawierać tylko litery i cyfry.',
  bic: 'Musi mieć 8 albo 11 znaków.',
  bicWithLabel: 'Pole „{{label}}” musi mieć 8 albo 11 znaków.',
  bankAccount: 'Numer rozliczeniowy i numer konta nie pasują do żadnego banku.',
  bankAccountWithLabel: 'Pole „{{label}}”: numer rozliczeniowy i numer konta nie pasują do żadnego banku.',
  bankAccountUncertain: 'Nie udało się w pełni sprawdzić numeru konta. Sprawdź go jeszcze raz.',
  smsCode: 'Kod musi składać się dokładnie z {{length}} znaków.',
  smsCodeWithLabel: 'Pole „{{label}}” musi składać się dokładnie z {{length}} znaków.',
  password: 'Hasło musi składać się z co najmniej {{length}} znaków.',
  passwordWithLabel: 'Pole „{{label}}” musi składać się z co najmniej {{length}} znaków.',
  matches: 'Hasła nie są zgodne.',
  matchesWithLabel: 'Pole „{{label}}” nie jest zgodne.',
  invalidImage: 'Nieprawidłowy format obrazu. Dozwolone formaty: {{formats}}.',
  imageTooLarge: 'Obraz jest za duży (maksymalnie {{maxMb}} MB).',
  fileTooLarge: 'Plik jest za duży (maksymalnie {{maxMb}} MB).',
  DocumentFileExtensionError: 'Ten typ pliku nie jest obsługiwany. Dozwolone są: PDF, Word, tekst, obrazy, Excel, PowerPoint i OpenDocument.',
};

export default pl;

// formatRuleFailure reads it from now on (see dictionaries.ts)
provideValidationMessages('pl', pl);
