import type { Messages } from '../../../plugin/types';

const sv = {
  title: 'Glömt lösenordet',
  requestIntro: 'Ange ditt användarnamn så skickar vi en länk för att välja ett nytt lösenord till e-postadressen på ditt konto.',
  login: 'Användarnamn',
  requestSubmit: 'Skicka länk',
  requestSent: 'Om kontot finns har vi skickat en länk till dess e-postadress. Länken fungerar en gång och i 30 minuter.',
  newTitle: 'Välj ett nytt lösenord',
  newIntro: 'Lösenordet måste ha minst 6 tecken. När du sparar loggas kontot ut överallt.',
  newPassword: 'Nytt lösenord',
  repeatPassword: 'Upprepa lösenordet',
  save: 'Spara lösenordet',
  done: 'Lösenordet är bytt. Logga in med ditt nya lösenord.',
  failed: 'Lösenordet kunde inte bytas. Försök igen.',
  toSignIn: 'Till inloggningen',
} satisfies Messages;

export default sv;
