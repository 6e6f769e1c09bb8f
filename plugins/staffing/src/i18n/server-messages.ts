import type { Locale, Messages } from '@lonna/core/server';

/**
 * The server's refusals and the work-time rules' words. Both halves use them: the planner shows the very same
 * sentence live, before it sends, that the server answers when it refuses the save.
 */
export const serverMessages: Record<Locale, Messages> = {
  sv: {
    errors: {
      endBeforeStart: 'Slutdatum kan inte vara före startdatum.',
      endInPast: 'Slutdatum kan inte ligga bakåt i tiden.',
      staffed: 'Behovet är redan bemannat och dess inställningar kan inte ändras. Gör en kopia och ändra den i stället.',
      notFound: 'Behovet eller passet finns inte.',
      stale: 'Passet har ändrats av någon annan. Läs in planeringen igen.',
      outOfScope: 'Du kan bara planera för dina egna avdelningar och brukare.',
      unknownCode: 'Okänd kod: {{code}}.',
      notOngoing: 'Bara ett pass som har börjat och är bemannat kan slutföras.',
      closed: 'Passet är redan slutfört eller avbokat.',
      periodTooLong: 'Perioden kan vara högst {{days}} dagar.',
      rules: 'Passet bryter mot arbetstidsreglerna: {{rules}}',
    },
    rules: {
      overlap: 'passet överlappar ett annat pass för samma person',
      dailyRest: 'dygnsvilan blir {{hours}} h, minst {{limit}} h krävs (ATL 13 §)',
      weeklyRest: 'veckovilan blir {{hours}} h, minst {{limit}} h krävs (ATL 14 §)',
      weeklyHours: 'veckans arbetstid blir {{hours}} h, högst {{limit}} h (ATL 5 §)',
      absence: 'personen är frånvarande eller ledig den dagen',
      competence: 'personen saknar kompetensen {{competence}}',
    },
  },
  en: {
    errors: {
      endBeforeStart: 'The end date cannot be before the start date.',
      endInPast: 'The end date cannot be in the past.',
      staffed: 'The need is already staffed and its settings cannot change. Make a copy and change that instead.',
      notFound: 'The need or pass does not exist.',
      stale: 'Someone else has changed the pass. Reload the plan.',
      outOfScope: 'You can only plan for your own departments and care recipients.',
      unknownCode: 'Unknown code: {{code}}.',
      notOngoing: 'Only a staffed pass that has begun can be finalized.',
      closed: 'The pass is already finalized or cancelled.',
      periodTooLong: 'The period can be at most {{days}} days.',
      rules: 'The pass breaks the work-time rules: {{rules}}',
    },
    rules: {
      overlap: 'the pass overlaps another pass of the same person',
      dailyRest: 'daily rest would be {{hours}} h, at least {{limit}} h required (ATL § 13)',
      weeklyRest: 'weekly rest would be {{hours}} h, at least {{limit}} h required (ATL § 14)',
      weeklyHours: 'the week’s working time would be {{hours}} h, at most {{limit}} h (ATL § 5)',
      absence: 'the person is absent or on leave that day',
      competence: 'the person lacks the competence {{competence}}',
    },
  },
  fr: {
    errors: {
      endBeforeStart: 'La date de fin ne peut pas précéder la date de début.',
      endInPast: 'La date de fin ne peut pas être dans le passé.',
      staffed: 'Le besoin est déjà pourvu et ses réglages ne peuvent plus changer. Faites-en une copie et modifiez-la.',
      notFound: 'Le besoin ou le poste n’existe pas.',
      stale: 'Quelqu’un d’autre a modifié le poste. Rechargez le planning.',
      outOfScope: 'Vous ne pouvez planifier que pour vos propres services et bénéficiaires.',
      unknownCode: 'Code inconnu : {{code}}.',
      notOngoing: 'Seul un poste pourvu et commencé peut être clôturé.',
      closed: 'Le poste est déjà clôturé ou annulé.',
      periodTooLong: 'La période peut compter au plus {{days}} jours.',
      rules: 'Le poste enfreint les règles du temps de travail : {{rules}}',
    },
    rules: {
      overlap: 'le poste chevauche un autre poste de la même personne',
      dailyRest: 'le repos quotidien serait de {{hours}} h, au moins {{limit}} h requises (ATL § 13)',
      weeklyRest: 'le repos hebdomadaire serait de {{hours}} h, au moins {{limit}} h requises (ATL § 14)',
      weeklyHours: 'le temps de travail de la semaine serait de {{hours}} h, au plus {{limit}} h (ATL § 5)',
      absence: 'la personne est absente ou en congé ce jour-là',
      competence: 'la personne n’a pas la compétence {{competence}}',
    },
  },
  pl: {
    errors: {
      endBeforeStart: 'Data końcowa nie może być wcześniejsza niż data początkowa.',
      endInPast: 'Data końcowa nie może być w przeszłości.',
      staffed: 'Zapotrzebowanie jest już obsadzone i jego ustawień nie można zmienić. Zrób kopię i zmień ją.',
      notFound: 'Zapotrzebowanie lub zmiana nie istnieje.',
      stale: 'Ktoś inny zmienił zmianę. Wczytaj plan ponownie.',
      outOfScope: 'Możesz planować tylko dla swoich działów i podopiecznych.',
      unknownCode: 'Nieznany kod: {{code}}.',
      notOngoing: 'Zakończyć można tylko obsadzoną zmianę, która już się rozpoczęła.',
      closed: 'Zmiana jest już zakończona lub odwołana.',
      periodTooLong: 'Okres może mieć najwyżej {{days}} dni.',
      rules: 'Zmiana narusza przepisy o czasie pracy: {{rules}}',
    },
    rules: {
      overlap: 'zmiana nakłada się na inną zmianę tej samej osoby',
      dailyRest: 'odpoczynek dobowy wyniósłby {{hours}} h, wymagane co najmniej {{limit}} h (ATL § 13)',
      weeklyRest: 'odpoczynek tygodniowy wyniósłby {{hours}} h, wymagane co najmniej {{limit}} h (ATL § 14)',
      weeklyHours: 'czas pracy w tygodniu wyniósłby {{hours}} h, najwyżej {{limit}} h (ATL § 5)',
      absence: 'osoba jest nieobecna lub na urlopie tego dnia',
      competence: 'osoba nie ma kompetencji {{competence}}',
    },
  },
};
