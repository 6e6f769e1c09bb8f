import type { Messages } from '../../../plugin/types';

const pl = {
  title: 'Weryfikacja kodem SMS',
  intro: 'Wysłaliśmy 4-znakowy kod na numer {{phone}}.',
  sending: 'Wysyłanie kodu …',
  code: 'Kod SMS',
  codeHint: '4 znaki',
  submit: 'Zaloguj się',
  resend: 'Wyślij nowy kod',
  cancel: 'Anuluj',
  companyIntro: 'Firma wymaga weryfikacji kodem SMS, zanim będzie można ją wybrać.',
} satisfies Messages;

export default pl;
