import type { Locale, Messages } from '@lonna/core/server';

/** The server's refusals (both halves use them: the form shows the same words before it sends). */
export const serverMessages: Record<Locale, Messages> = {
  sv: {
    errors: {
      notEmployeeHere: 'Du finns inte som anställd i det valda företaget och kan därför inte ange någon närvarostatus.',
      aterPast: 'Åter kan inte ligga bakåt i tiden.',
      aterTooFar: 'Åter kan ligga högst ett år framåt.',
    },
  },
  en: {
    errors: {
      notEmployeeHere: 'You are not an employee of the selected company, so you cannot set a presence status.',
      aterPast: 'Back at cannot be in the past.',
      aterTooFar: 'Back at can be at most one year ahead.',
    },
  },
  fr: {
    errors: {
      notEmployeeHere: 'Vous n’êtes pas salarié de l’entreprise sélectionnée et ne pouvez donc pas indiquer de statut de présence.',
      aterPast: 'Le retour prévu ne peut pas être dans le passé.',
      aterTooFar: 'Le retour prévu peut être au plus dans un an.',
    },
  },
  pl: {
    errors: {
      notEmployeeHere: 'Nie jesteś pracownikiem wybranej firmy, więc nie możesz ustawić statusu obecności.',
      aterPast: 'Powrót nie może być w przeszłości.',
      aterTooFar: 'Powrót może być najwyżej za rok.',
    },
  },
};
