export default {
  title: 'Användarvillkor',
  updated: '2026-01-01',
  intro:
    'Villkoren gäller för dig som använder Lönna – webbportalen och mobilapparna för lön, tidrapportering och ersättningar – genom din arbetsgivares avtal med oss.',
  sections: {
    service: {
      heading: 'Tjänsten',
      body: 'Lönna låter dig rapportera tid och frånvaro, söka ledighet, lämna utlägg och reseräkningar, se lönespecifikationer och ta del av dokument från din arbetsgivare. Vilka delar du ser bestäms av din arbetsgivare och din roll.',
    },
    account: {
      heading: 'Ditt konto',
      body: 'Kontot är personligt. Håll ditt lösenord hemligt och logga ut när du använder en dator som andra har tillgång till. Misstänker du att någon annan har använt ditt konto ska du byta lösenord och meddela din arbetsgivare.',
    },
    correctness: {
      heading: 'Korrekta uppgifter',
      body: 'Det du rapporterar ligger till grund för din lön. Du ansvarar för att uppgifterna är riktiga och lämnas i tid. Felaktiga uppgifter rättas i samråd med din arbetsgivare.',
    },
    data: {
      heading: 'Personuppgifter',
      body: 'Din arbetsgivare är personuppgiftsansvarig för uppgifterna om dig. Lönna behandlar dem som personuppgiftsbiträde enligt dataskyddsförordningen (GDPR) och enbart för att leverera tjänsten.',
    },
    availability: {
      heading: 'Tillgänglighet',
      body: 'Vi strävar efter att tjänsten ska vara tillgänglig dygnet runt. Planerat underhåll görs i första hand kvällstid och aviseras i förväg när det är möjligt.',
    },
    changes: {
      heading: 'Ändringar',
      body: 'Vi kan uppdatera villkoren när tjänsten eller lagstiftningen ändras. Väsentliga ändringar meddelas i portalen innan de börjar gälla.',
    },
  },
};
