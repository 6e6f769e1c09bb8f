import type { Locale, Messages } from '@lonna/core/server';

/** Messages of the sign-in security plugin (namespace `security`). */
export const securityMessages: Record<Locale, Messages> = {
  sv: {
    bankIdRequired: 'Ditt konto loggar in med BankID. Välj fliken BankID.',
    companyRequiresBankId: 'Företaget kräver inloggning med BankID. Logga in med BankID för att välja det.',
    smsProofInvalid: 'SMS-verifieringen har gått ut eller redan använts. Begär en ny kod.',
    smsNotRequired: 'Kontot eller företaget kräver ingen SMS-verifiering.',
    resetInvalid: 'Länken för att återställa lösenordet är ogiltig, har gått ut eller har redan använts. Begär en ny länk.',
    tooManyStarts: 'För många BankID-försök från din adress. Vänta en minut och försök igen.',
  },
  en: {
    bankIdRequired: 'Your account signs in with BankID. Choose the BankID tab.',
    companyRequiresBankId: 'The company requires sign-in with BankID. Sign in with BankID to choose it.',
    smsProofInvalid: 'The SMS verification has expired or has already been used. Request a new code.',
    smsNotRequired: 'The account or company does not require SMS verification.',
    resetInvalid: 'The password reset link is invalid, has expired or has already been used. Request a new link.',
    tooManyStarts: 'Too many BankID attempts from your address. Wait a minute and try again.',
  },
  fr: {
    bankIdRequired: 'Votre compte se connecte avec BankID. Choisissez l’onglet BankID.',
    companyRequiresBankId: 'L’entreprise exige une connexion avec BankID. Connectez-vous avec BankID pour la choisir.',
    smsProofInvalid: 'La vérification par SMS a expiré ou a déjà été utilisée. Demandez un nouveau code.',
    smsNotRequired: 'Le compte ou l’entreprise n’exige pas de vérification par SMS.',
    resetInvalid: 'Le lien de réinitialisation du mot de passe est invalide, a expiré ou a déjà été utilisé. Demandez un nouveau lien.',
    tooManyStarts: 'Trop de tentatives BankID depuis votre adresse. Attendez une minute et réessayez.',
  },
  pl: {
    bankIdRequired: 'Twoje konto loguje się przez BankID. Wybierz kartę BankID.',
    companyRequiresBankId: 'Firma wymaga logowania przez BankID. Zaloguj się przez BankID, aby ją wybrać.',
    smsProofInvalid: 'Weryfikacja SMS wygasła lub została już użyta. Poproś o nowy kod.',
    smsNotRequired: 'Konto ani firma nie wymagają weryfikacji SMS.',
    resetInvalid: 'Link do resetowania hasła jest nieprawidłowy, wygasł lub został już użyty. Poproś o nowy link.',
    tooManyStarts: 'Zbyt wiele prób BankID z Twojego adresu. Odczekaj minutę i spróbuj ponownie.',
  },
};
