import type { SessionEndReasonCode } from './live';

type Locale = 'sv' | 'en' | 'fr' | 'pl';

/**
 * Why the session ended, in the user's words — one text for both ways he may hear it: the push socket's
 * `session-ended` frame (the shell's `sessionEnded.*` messages) and a later call answered 401 `40103` (the server's
 * `server.sessionEnded.*`). A logout says nothing.
 */
export const SESSION_ENDED_WORDS: Readonly<Record<Locale, Readonly<Record<Exclude<SessionEndReasonCode, 'logout'>, string>>>> = {
  sv: {
    passwordChanged: 'Ditt lösenord har ändrats. Logga in med det nya lösenordet.',
    accessRemoved: 'Din behörighet till portalen har tagits bort.',
    roleChanged: 'Din roll har ändrats. Logga in igen.',
    criticalDataChanged: 'Viktiga uppgifter i ditt konto har ändrats. Logga in igen.',
    companyRemoved: 'Företaget du arbetade i har tagits bort från ditt konto.',
    inactivity: 'Du har loggats ut på grund av inaktivitet.',
  },
  en: {
    passwordChanged: 'Your password has been changed. Sign in with the new password.',
    accessRemoved: 'Your access to the portal has been removed.',
    roleChanged: 'Your role has changed. Please sign in again.',
    criticalDataChanged: 'Important details of your account have changed. Please sign in again.',
    companyRemoved: 'The company you were working in has been removed from your account.',
    inactivity: 'You have been signed out due to inactivity.',
  },
  fr: {
    passwordChanged: 'Votre mot de passe a été modifié. Connectez-vous avec le nouveau mot de passe.',
    accessRemoved: 'Votre accès au portail a été retiré.',
    roleChanged: 'Votre rôle a changé. Veuillez vous reconnecter.',
    criticalDataChanged: 'Des informations importantes de votre compte ont changé. Veuillez vous reconnecter.',
    companyRemoved: 'L’entreprise dans laquelle vous travailliez a été retirée de votre compte.',
    inactivity: 'Vous avez été déconnecté pour cause d’inactivité.',
  },
  pl: {
    passwordChanged: 'Twoje hasło zostało zmienione. Zaloguj się nowym hasłem.',
    accessRemoved: 'Twój dostęp do portalu został odebrany.',
    roleChanged: 'Twoja rola została zmieniona. Zaloguj się ponownie.',
    criticalDataChanged: 'Ważne dane Twojego konta zostały zmienione. Zaloguj się ponownie.',
    companyRemoved: 'Firma, w której pracowałeś, została usunięta z Twojego konta.',
    inactivity: 'Zostałeś wylogowany z powodu braku aktywności.',
  },
};
