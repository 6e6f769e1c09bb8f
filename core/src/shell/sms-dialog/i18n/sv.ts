import type { Messages } from '../../../plugin/types';

const sv = {
  title: 'Verifiera med SMS-kod',
  intro: 'Vi har skickat en kod med 4 tecken till {{phone}}.',
  sending: 'Skickar koden …',
  code: 'SMS-kod',
  codeHint: '4 tecken',
  submit: 'Logga in',
  resend: 'Skicka en ny kod',
  cancel: 'Avbryt',
  companyIntro: 'Företaget kräver verifiering med SMS-kod innan det kan väljas.',
} satisfies Messages;

export default sv;
