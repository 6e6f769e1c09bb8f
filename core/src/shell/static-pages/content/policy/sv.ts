export default {
  title: 'Integritetspolicy för Lönna-appen',
  updated: '2026-01-01',
  intro:
    'Här beskriver vi hur mobilappen Lönna hanterar personuppgifter. Appen ger dig samma tjänster som webbportalen: tidrapportering, frånvaro, ersättningar och lönebesked.',
  sections: {
    controller: {
      heading: 'Vem ansvarar för uppgifterna',
      body: 'Din arbetsgivare är personuppgiftsansvarig för uppgifterna om dig i Lönna. Vi som levererar appen är personuppgiftsbiträde och behandlar uppgifterna enligt avtal med din arbetsgivare.',
    },
    collected: {
      heading: 'Vilka uppgifter appen behandlar',
      body: 'Namn, personnummer, anställningsnummer, tid- och frånvarorapporter, utlägg med kvitton, lönebesked och de meddelanden du skickar. Appen samlar inte in platsdata och visar ingen reklam.',
    },
    permissions: {
      heading: 'Behörigheter i telefonen',
      body: 'Kameran används bara när du själv fotograferar ett kvitto. Aviseringar används för meddelanden och påminnelser från din arbetsgivare och kan stängas av i telefonens inställningar.',
    },
    push: {
      heading: 'Aviseringar',
      android:
        'På Android skickas aviseringar via Google Firebase Cloud Messaging. En anonym enhetstoken sparas på ditt konto så att aviseringen når rätt telefon.',
      ios: 'På iPhone och iPad skickas aviseringar via Apple Push Notification service. En anonym enhetstoken sparas på ditt konto så att aviseringen når rätt enhet.',
    },
    storage: {
      heading: 'Lagring och säkerhet',
      body: 'Uppgifterna lagras krypterat på servrar inom EU/EES. All trafik mellan appen och servern är krypterad. Appen sparar inga lönebesked i telefonen.',
    },
    retention: {
      heading: 'Hur länge uppgifterna sparas',
      body: 'Uppgifter som ligger till grund för lön sparas så länge bokföringslagen kräver, normalt sju år. Enhetstoken för aviseringar tas bort när du loggar ut från appen.',
    },
    rights: {
      heading: 'Dina rättigheter',
      body: 'Du har rätt att få veta vilka uppgifter som finns om dig, att få felaktiga uppgifter rättade och att i vissa fall få dem raderade. Vänd dig till din arbetsgivare. Du kan också klaga hos Integritetsskyddsmyndigheten (IMY).',
    },
  },
};
