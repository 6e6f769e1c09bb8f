import type { Locale, Messages } from '@lonna/core/server';

/** The server's refusals (both halves use them: the form shows the same words before it sends). */
export const serverMessages: Record<Locale, Messages> = {
  sv: {
    errors: {
      ownStatusOnly: 'Du kan bara ange din egen närvarostatus, och bara som anställd i företaget.',
      aterPast: 'Åter kan inte ligga bakåt i tiden.',
      aterTooFar: 'Åter kan ligga högst ett år framåt.',
    },
  },
  en: {
    errors: {
      ownStatusOnly: 'You can only set your own presence status, and only as an employee of the company.',
      aterPast: 'Back at cannot be in the past.',
      aterTooFar: 'Back at can be at most one year ahead.',
    },
  },
  fr: {
    errors: {
      ownStatusOnly: 'Vous ne pouvez indiquer que votre propre statut de présence, et seulement en tant que salarié de l’entreprise.',
      aterPast: 'Le retour prévu ne peut pas être dans le passé.',
      aterTooFar: 'Le retour prévu peut être au plus dans un an.',
    },
  },
  pl: {
    errors: {
      ownStatusOnly: 'Możesz ustawić tylko własny status obecności i tylko jako pracownik firmy.',
      aterPast: 'Powrót nie może być w przeszłości.',
      aterTooFar: 'Powrót może być najwyżej za rok.',
    },
  },
};
