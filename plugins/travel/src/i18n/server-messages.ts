import type { Locale, Messages } from '@lonna/core/server';

/** The server's refusals (the dialogs show the same words). */
export const serverMessages: Record<Locale, Messages> = {
  sv: { errors: { ocrBusy: 'Kvittoläsningen är upptagen just nu. Försök igen om en liten stund, eller fyll i fälten själv.' } },
  en: { errors: { ocrBusy: 'Receipt reading is busy right now. Try again in a moment, or fill in the fields yourself.' } },
  fr: { errors: { ocrBusy: 'La lecture des reçus est occupée pour le moment. Réessayez dans un instant ou remplissez les champs vous-même.' } },
  pl: { errors: { ocrBusy: 'Odczyt paragonów jest teraz zajęty. Spróbuj ponownie za chwilę albo wypełnij pola samodzielnie.' } },
};
