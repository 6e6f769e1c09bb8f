import type { Locale } from '@lonna/core/server';

type Key = 'smsText' | 'noPhone' | 'rateLimited' | 'sendFailed' | 'wrongCode' | 'expired' | 'locked' | 'invalidAttempt';

/** The SMS itself and the refusals, in the request's language. {{code}}, {{minutes}}, {{until}}, {{left}} are filled in. */
export const SMS_MESSAGES: Record<Locale, Record<Key, string>> = {
  sv: {
    smsText: 'Din kod till Lönna är {{code}}. Den gäller i {{minutes}} minuter. Dela den inte med någon.',
    noPhone: 'Det finns inget mobilnummer för kontot. Kontakta din administratör.',
    rateLimited: 'För många koder har skickats. Du kan begära en ny kod {{until}}.',
    sendFailed: 'SMS:et kunde inte skickas. Försök igen om en stund.',
    wrongCode: 'Fel kod. Du har {{left}} försök kvar.',
    expired: 'Koden har gått ut. Begär en ny kod.',
    locked: 'För många felaktiga försök. Begär en ny kod.',
    invalidAttempt: 'Koden gäller inte längre. Begär en ny kod.',
  },
  en: {
    smsText: 'Your Lönna code is {{code}}. It is valid for {{minutes}} minutes. Do not share it with anyone.',
    noPhone: 'There is no mobile number for the account. Please contact your administrator.',
    rateLimited: 'Too many codes have been sent. You can request a new code {{until}}.',
    sendFailed: 'The text message could not be sent. Please try again in a while.',
    wrongCode: 'Wrong code. You have {{left}} tries left.',
    expired: 'The code has expired. Please request a new code.',
    locked: 'Too many wrong tries. Please request a new code.',
    invalidAttempt: 'The code is no longer valid. Please request a new code.',
  },
  fr: {
    smsText: 'Votre code Lönna est {{code}}. Il est valable {{minutes}} minutes. Ne le communiquez à personne.',
    noPhone: "Aucun numéro de mobile n'est enregistré pour ce compte. Veuillez contacter votre administrateur.",
    rateLimited: 'Trop de codes ont été envoyés. Vous pourrez demander un nouveau code {{until}}.',
    sendFailed: "Le SMS n'a pas pu être envoyé. Veuillez réessayer dans un moment.",
    wrongCode: 'Code incorrect. Il vous reste {{left}} essais.',
    expired: 'Le code a expiré. Veuillez demander un nouveau code.',
    locked: "Trop d'essais incorrects. Veuillez demander un nouveau code.",
    invalidAttempt: "Le code n'est plus valable. Veuillez demander un nouveau code.",
  },
  pl: {
    smsText: 'Twój kod do Lönna to {{code}}. Jest ważny przez {{minutes}} minut. Nie udostępniaj go nikomu.',
    noPhone: 'Dla tego konta nie ma numeru telefonu komórkowego. Skontaktuj się z administratorem.',
    rateLimited: 'Wysłano zbyt wiele kodów. Nowy kod możesz zamówić {{until}}.',
    sendFailed: 'Nie udało się wysłać SMS-a. Spróbuj ponownie za chwilę.',
    wrongCode: 'Błędny kod. Pozostało prób: {{left}}.',
    expired: 'Kod wygasł. Zamów nowy kod.',
    locked: 'Zbyt wiele błędnych prób. Zamów nowy kod.',
    invalidAttempt: 'Kod nie jest już ważny. Zamów nowy kod.',
  },
};

/** 'kl. 14:05' style time for rate-limit messages, in Swedish time */
export function formatUntil(locale: Locale, at: number): string {
  const time = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Stockholm' }).format(at);
  const prefix = { sv: 'kl. ', en: 'at ', fr: 'à ', pl: 'o ' }[locale];
  return `${prefix}${time}`;
}

export function smsMessage(locale: Locale, key: Key, params: Record<string, string | number> = {}): string {
  const text = SMS_MESSAGES[locale]?.[key] ?? SMS_MESSAGES.sv[key];
  return text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(params[k] ?? ''));
}
