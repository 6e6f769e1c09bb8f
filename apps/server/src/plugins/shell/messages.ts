import type { Locale, Messages } from '@lonna/core/server';

/** The shell's server messages (namespace `shell`). */
export const shellMessages: Record<Locale, Messages> = {
  sv: {
    wrongPassword: 'Fel lösenord. Kontrollera lösenordet och försök igen.',
    unknownLogin: 'Det finns inget konto med det användarnamnet.',
    tooManyAttempts: 'För många misslyckade inloggningsförsök. Försök igen efter kl. {{time}}.',
    smsRequired: 'Företaget kräver verifiering med SMS-kod innan det kan väljas.',
    employeeNotFound: 'Den anställde finns inte i företaget.',
  },
  en: {
    wrongPassword: 'Wrong password. Check the password and try again.',
    unknownLogin: 'There is no account with that username.',
    tooManyAttempts: 'Too many failed sign-in attempts. Try again after {{time}}.',
    smsRequired: 'The company requires verification with an SMS code before it can be chosen.',
    employeeNotFound: 'The employee does not exist in this company.',
  },
  fr: {
    wrongPassword: 'Mot de passe incorrect. Vérifiez le mot de passe et réessayez.',
    unknownLogin: 'Aucun compte ne correspond à cet identifiant.',
    tooManyAttempts: 'Trop de tentatives de connexion échouées. Réessayez après {{time}}.',
    smsRequired: 'L’entreprise exige une vérification par code SMS avant de pouvoir être choisie.',
    employeeNotFound: 'Ce salarié n’existe pas dans l’entreprise.',
  },
  pl: {
    wrongPassword: 'Nieprawidłowe hasło. Sprawdź hasło i spróbuj ponownie.',
    unknownLogin: 'Nie ma konta o tej nazwie użytkownika.',
    tooManyAttempts: 'Zbyt wiele nieudanych prób logowania. Spróbuj ponownie po godzinie {{time}}.',
    smsRequired: 'Firma wymaga weryfikacji kodem SMS, zanim będzie można ją wybrać.',
    employeeNotFound: 'Ten pracownik nie istnieje w firmie.',
  },
};
