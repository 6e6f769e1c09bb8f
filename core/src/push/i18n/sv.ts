import type { Messages } from '../../plugin/types';

/** The live portal's texts (namespace `live`): new version, inbox, install, offline and failed downloads. */
const sv = {
  version: {
    title: 'En ny version av Lönna finns',
    text: 'Sidan laddas om automatiskt när tiden har gått ut. Spara det du arbetar med.',
    countdown: 'Omladdning om',
    updateNow: 'Uppdatera nu',
    moreTime: 'Jag behöver mer tid',
    extensionsLeft: '{{n}} av 3 förlängningar kvar',
  },
  inbox: {
    open: 'Meddelanden',
    unreadCount: '{{n}} olästa',
    title: 'Olästa meddelanden',
    none: 'Du har inga olästa meddelanden.',
    from: 'Från {{from}}',
    markRead: 'Markera som läst',
    showAll: 'Visa alla meddelanden',
    loadFailed: 'Meddelandena kunde inte hämtas.',
  },
  install: {
    button: 'Installera appen',
    guideTitle: 'Installera Lönna',
    iosIntro: 'I Safari på iPhone och iPad:',
    iosSteps: { s1: 'Tryck på Dela-knappen (fyrkanten med en pil uppåt).', s2: 'Välj ”Lägg till på hemskärmen”.', s3: 'Tryck på ”Lägg till”.' },
    androidIntro: 'I Chrome på Android:',
    androidSteps: { s1: 'Öppna menyn (tre punkter uppe till höger).', s2: 'Välj ”Installera app” eller ”Lägg till på startskärmen”.' },
    desktopIntro: 'I Chrome eller Edge på datorn:',
    desktopSteps: { s1: 'Klicka på installationsikonen i adressfältet, eller öppna menyn.', s2: 'Välj ”Installera Lönna”.' },
    installed: 'Lönna är installerad.',
    close: 'Stäng',
    googlePlay: 'Ladda ned på Google Play',
    appStore: 'Ladda ned i App Store',
    stores: 'Mobilappar',
  },
  offline: {
    back: 'Anslutningen är tillbaka.',
  },
  download: {
    printFailed: 'Utskrift misslyckades',
    downloadFailed: 'Filnedladdning misslyckades',
    unknown: 'Filen kunde inte hämtas. Försök igen om en stund.',
    close: 'Stäng',
  },
} satisfies Messages;

export default sv;
