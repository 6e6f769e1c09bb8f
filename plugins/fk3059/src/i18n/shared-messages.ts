import type { Locale, Messages } from '@lonna/core/server';

/** Texts both halves use: the server's refusals, the text the signer reads in BankID, the kinds and statuses. */
export const sharedMessages: Record<Locale, Messages> = {
  sv: {
    kinds: { aktiv: 'Aktiv tid', vante: 'Väntetid', beredskap: 'Beredskap' },
    status: { PENDING: 'Väntar', MANUAL: 'Skickas manuellt', SENT: 'Skickad', MANUALLY_SENT: 'Skickad manuellt' },
    errors: {
      notFound: 'Det finns ingen tidsredovisning för den anställde, brukaren och månaden.',
      notOwn: 'Du kan bara skriva under din egen tidsredovisning som assistent.',
      notOrganiser: 'Du kan inte skriva under som anordnare.',
      notYourCareRecipient: 'Du kan bara skriva under tidsredovisningar för din egen assistans.',
      assistantFirst: 'Assistenten skriver under först. Därefter skriver anordnaren under.',
      changedWhileSigning: 'Tidsredovisningen ändrades medan den skrevs under. Läs in den igen och skriv under på nytt.',
    },
    signText:
      'Jag intygar att tidsredovisningen för {{name}}, assistans till {{careRecipient}}, {{month}}, är riktig: aktiv tid {{aktiv}} h, väntetid {{vante}} h, beredskap {{beredskap}} h.',
  },
  en: {
    kinds: { aktiv: 'Active time', vante: 'Waiting time', beredskap: 'Standby' },
    status: { PENDING: 'Pending', MANUAL: 'To be sent by hand', SENT: 'Sent', MANUALLY_SENT: 'Sent by hand' },
    errors: {
      notFound: 'There is no time statement for the employee, care recipient and month.',
      notOwn: 'As an assistant you can only sign your own time statement.',
      notOrganiser: 'You cannot sign as the organiser.',
      notYourCareRecipient: 'You can only sign time statements for your own assistance.',
      assistantFirst: 'The assistant signs first. Then the organiser signs.',
      changedWhileSigning: 'The time statement changed while it was being signed. Reload it and sign again.',
    },
    signText:
      'I certify that the time statement for {{name}}, assistance to {{careRecipient}}, {{month}}, is correct: active time {{aktiv}} h, waiting time {{vante}} h, standby {{beredskap}} h.',
  },
  fr: {
    kinds: { aktiv: 'Temps actif', vante: 'Temps d’attente', beredskap: 'Astreinte' },
    status: { PENDING: 'En attente', MANUAL: 'À envoyer manuellement', SENT: 'Envoyé', MANUALLY_SENT: 'Envoyé manuellement' },
    errors: {
      notFound: 'Il n’y a pas de relevé d’heures pour ce salarié, ce bénéficiaire et ce mois.',
      notOwn: 'En tant qu’assistant, vous ne pouvez signer que votre propre relevé d’heures.',
      notOrganiser: 'Vous ne pouvez pas signer en tant qu’organisateur.',
      notYourCareRecipient: 'Vous ne pouvez signer que les relevés de votre propre assistance.',
      assistantFirst: 'L’assistant signe d’abord. L’organisateur signe ensuite.',
      changedWhileSigning: 'Le relevé d’heures a changé pendant la signature. Rechargez-le et signez à nouveau.',
    },
    signText:
      'Je certifie que le relevé d’heures de {{name}}, assistance à {{careRecipient}}, {{month}}, est exact : temps actif {{aktiv}} h, temps d’attente {{vante}} h, astreinte {{beredskap}} h.',
  },
  pl: {
    kinds: { aktiv: 'Czas aktywny', vante: 'Czas oczekiwania', beredskap: 'Gotowość' },
    status: { PENDING: 'Oczekuje', MANUAL: 'Do wysłania ręcznie', SENT: 'Wysłano', MANUALLY_SENT: 'Wysłano ręcznie' },
    errors: {
      notFound: 'Brak zestawienia czasu dla tego pracownika, podopiecznego i miesiąca.',
      notOwn: 'Jako asystent możesz podpisać tylko własne zestawienie czasu.',
      notOrganiser: 'Nie możesz podpisać jako organizator.',
      notYourCareRecipient: 'Możesz podpisywać tylko zestawienia dotyczące własnej asystencji.',
      assistantFirst: 'Najpierw podpisuje asystent. Potem podpisuje organizator.',
      changedWhileSigning: 'Zestawienie czasu zmieniło się podczas podpisywania. Wczytaj je ponownie i podpisz jeszcze raz.',
    },
    signText:
      'Poświadczam, że zestawienie czasu dla {{name}}, asystencja u {{careRecipient}}, {{month}}, jest prawidłowe: czas aktywny {{aktiv}} h, czas oczekiwania {{vante}} h, gotowość {{beredskap}} h.',
  },
};
