import type { Messages } from '../../../plugin/types';

const pl = {
  title: 'Nie pamiętasz hasła',
  requestIntro: 'Podaj nazwę użytkownika, a wyślemy link do ustawienia nowego hasła na adres e-mail Twojego konta.',
  login: 'Nazwa użytkownika',
  requestSubmit: 'Wyślij link',
  requestSent: 'Jeśli konto istnieje, wysłaliśmy link na jego adres e-mail. Link działa jeden raz i przez 30 minut.',
  newTitle: 'Ustaw nowe hasło',
  newIntro: 'Hasło musi mieć co najmniej 6 znaków. Zapisanie wyloguje konto wszędzie.',
  newPassword: 'Nowe hasło',
  repeatPassword: 'Powtórz hasło',
  save: 'Zapisz hasło',
  done: 'Hasło zostało zmienione. Zaloguj się nowym hasłem.',
  failed: 'Nie udało się zmienić hasła. Spróbuj ponownie.',
  toSignIn: 'Powrót do logowania',
} satisfies Messages;

export default pl;
