import type { Locale, Messages } from '@lonna/core/server';

/** The server's refusals (the dialogs show the same words). */
export const serverMessages: Record<Locale, Messages> = {
  sv: {
    errors: {
      wallClock: '{{field}}: ange datum och klockslag (ÅÅÅÅ-MM-DD TT:MM).',
      ocrBusy: 'Kvittoläsningen är upptagen just nu. Försök igen om en liten stund, eller fyll i fälten själv.',
      noEmployee: 'Du finns inte i personalregistret i det valda företaget.',
      notFound: 'Reseräkningen finns inte (längre).',
      notDraft: 'Reseräkningen är redan inskickad och kan inte ändras.',
      notSubmitted: 'Reseräkningen är inte inskickad.',
      approved: 'En ersättning i reseräkningen är redan godkänd eller attesterad; den kan inte återkallas.',
      returnBeforeDeparture: 'Hemkomsten måste vara efter avresan.',
      vat: 'Momsen kan inte vara större än beloppet.',
      noReceipt: 'Kvittot finns inte; skanna det igen.',
      noLines: 'Lägg till minst ett kvitto innan du skickar in.',
    },
  },
  en: {
    errors: {
      wallClock: '{{field}}: enter a date and a time (YYYY-MM-DD HH:MM).',
      ocrBusy: 'Receipt reading is busy right now. Try again in a moment, or fill in the fields yourself.',
      noEmployee: 'You are not in the employee register of the selected company.',
      notFound: 'The travel expense report does not exist (any more).',
      notDraft: 'The travel expense report is already submitted and cannot be changed.',
      notSubmitted: 'The travel expense report is not submitted.',
      approved: 'A compensation of the report is already approved or attested; it cannot be taken back.',
      returnBeforeDeparture: 'The return must be after the departure.',
      vat: 'The VAT cannot be more than the amount.',
      noReceipt: 'The receipt does not exist; scan it again.',
      noLines: 'Add at least one receipt before submitting.',
    },
  },
  fr: {
    errors: {
      wallClock: '{{field}} : indiquez une date et une heure (AAAA-MM-JJ HH:MM).',
      ocrBusy: 'La lecture des reçus est occupée pour le moment. Réessayez dans un instant ou remplissez les champs vous-même.',
      noEmployee: 'Vous ne figurez pas dans le registre du personnel de l’entreprise choisie.',
      notFound: 'La note de frais de voyage n’existe pas (ou plus).',
      notDraft: 'La note de frais est déjà envoyée et ne peut plus être modifiée.',
      notSubmitted: 'La note de frais n’est pas envoyée.',
      approved: 'Une indemnité de la note est déjà approuvée ou attestée ; elle ne peut pas être reprise.',
      returnBeforeDeparture: 'Le retour doit être après le départ.',
      vat: 'La TVA ne peut pas dépasser le montant.',
      noReceipt: 'Le reçu n’existe pas ; numérisez-le à nouveau.',
      noLines: 'Ajoutez au moins un reçu avant d’envoyer.',
    },
  },
  pl: {
    errors: {
      wallClock: '{{field}}: podaj datę i godzinę (RRRR-MM-DD GG:MM).',
      ocrBusy: 'Odczyt paragonów jest teraz zajęty. Spróbuj ponownie za chwilę albo wypełnij pola samodzielnie.',
      noEmployee: 'Nie ma Cię w rejestrze pracowników wybranej firmy.',
      notFound: 'Rozliczenie podróży nie istnieje (już).',
      notDraft: 'Rozliczenie podróży zostało już wysłane i nie można go zmienić.',
      notSubmitted: 'Rozliczenie podróży nie zostało wysłane.',
      approved: 'Zwrot z rozliczenia jest już zatwierdzony lub poświadczony; nie można go wycofać.',
      returnBeforeDeparture: 'Powrót musi być po wyjeździe.',
      vat: 'VAT nie może być większy niż kwota.',
      noReceipt: 'Paragon nie istnieje; zeskanuj go ponownie.',
      noLines: 'Dodaj co najmniej jeden paragon przed wysłaniem.',
    },
  },
};
