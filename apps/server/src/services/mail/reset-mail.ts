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
