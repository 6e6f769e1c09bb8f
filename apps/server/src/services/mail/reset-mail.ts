import type { Locale } from '@lonna/core/server';
import type { MailMessage } from './transport';

const TEXTS: Record<Locale, { subject: string; body: (name: string, link: string, minutes: number) => string }> = {
  sv: {
    subject: 'Återställ ditt lösenord i Lönna',
    body: (name, link, minutes) =>
      `Hej ${name}!\n\nNågon (förhoppningsvis du) har bett om att få återställa lösenordet till ditt Lönna-konto. Öppna länken nedan för att välja ett nytt lösenord. Länken fungerar en gång och i ${minutes} minuter.\n\n${link}\n\nHar du inte bett om detta kan du bortse från meddelandet; ditt lösenord ändras inte.\n\nLönna`,
  },
  en: {
    subject: 'Reset your Lönna password',
    body: (name, link, minutes) =>
      `Hello ${name},\n\nSomeone (hopefully you) asked to reset the password of your Lönna account. Open the link below to choose a new password. The link works once and for ${minutes} minutes.\n\n${link}\n\nIf you did not ask for this, you can ignore this message; your password stays the same.\n\nLönna`,
  },
  fr: {
    subject: 'Réinitialisez votre mot de passe Lönna',
    body: (name, link, minutes) =>
      `Bonjour ${name},\n\nQuelqu'un (vous, nous l'espérons) a demandé la réinitialisation du mot de passe de votre compte Lönna. Ouvrez le lien ci-dessous pour choisir un nouveau mot de passe. Le lien fonctionne une seule fois et pendant ${minutes} minutes.\n\n${link}\n\nSi vous n'êtes pas à l'origine de cette demande, ignorez ce message ; votre mot de passe ne change pas.\n\nLönna`,
  },
  pl: {
    subject: 'Zresetuj hasło do Lönna',
    body: (name, link, minutes) =>
      `Dzień dobry, ${name}!\n\nKtoś (mamy nadzieję, że Ty) poprosił o zresetowanie hasła do Twojego konta Lönna. Otwórz poniższy link, aby ustawić nowe hasło. Link działa jeden raz i przez ${minutes} minut.\n\n${link}\n\nJeśli to nie Ty, zignoruj tę wiadomość; hasło pozostanie bez zmian.\n\nLönna`,
  },
};

export function resetPasswordMail(locale: Locale, to: string, name: string, link: string, minutes: number): MailMessage {
  const t = TEXTS[locale] ?? TEXTS.sv;
  return { to, subject: t.subject, text: t.body(name, link, minutes) };
}

const WELCOME: Record<Locale, { subject: string; body: (name: string, login: string, link: string, hours: number) => string }> = {
  sv: {
    subject: 'Välkommen till Lönna – välj ditt lösenord',
    body: (name, login, link, hours) =>
      `Hej ${name}!\n\nDin arbetsgivare har skapat ett konto åt dig i Lönna, där du rapporterar tid och ser din lön. Ditt användarnamn är ${login}.\n\nÖppna länken nedan för att välja ditt lösenord. Länken fungerar en gång och i ${hours} timmar; därefter kan du be om en ny med "Glömt lösenord?" på inloggningssidan.\n\n${link}\n\nLönna`,
  },
  en: {
    subject: 'Welcome to Lönna – choose your password',
    body: (name, login, link, hours) =>
      `Hello ${name},\n\nYour employer has created a Lönna account for you, where you report time and see your pay. Your username is ${login}.\n\nOpen the link below to choose your password. The link works once and for ${hours} hours; after that you can ask for a new one with "Forgot password?" on the sign-in page.\n\n${link}\n\nLönna`,
  },
  fr: {
    subject: 'Bienvenue dans Lönna – choisissez votre mot de passe',
    body: (name, login, link, hours) =>
      `Bonjour ${name},\n\nVotre employeur vous a créé un compte Lönna, où vous déclarez votre temps et consultez votre paie. Votre identifiant est ${login}.\n\nOuvrez le lien ci-dessous pour choisir votre mot de passe. Le lien fonctionne une seule fois et pendant ${hours} heures ; ensuite, vous pouvez en demander un nouveau avec « Mot de passe oublié ? » sur la page de connexion.\n\n${link}\n\nLönna`,
  },
  pl: {
    subject: 'Witamy w Lönna – ustaw swoje hasło',
    body: (name, login, link, hours) =>
      `Dzień dobry, ${name}!\n\nTwój pracodawca utworzył dla Ciebie konto w Lönna, gdzie raportujesz czas pracy i widzisz swoje wynagrodzenie. Twoja nazwa użytkownika to ${login}.\n\nOtwórz poniższy link, aby ustawić hasło. Link działa jeden raz i przez ${hours} godzin; potem możesz poprosić o nowy, wybierając „Nie pamiętasz hasła?” na stronie logowania.\n\n${link}\n\nLönna`,
  },
};

/** the set-password link an administrator sends to a new (or locked-out) account */
export function welcomeMail(locale: Locale, to: string, name: string, login: string, link: string, hours: number): MailMessage {
  const t = WELCOME[locale] ?? WELCOME.sv;
  return { to, subject: t.subject, text: t.body(name, login, link, hours) };
}
