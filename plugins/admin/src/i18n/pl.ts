import { sharedMessages } from './shared-messages';

export default {
  ...sharedMessages.pl,
  title: 'Administracja',
  drawerGroup: 'Administracja',
  nav: { portal: 'Ustawienia portalu' },
  portal: {
    title: 'Ustawienia portalu',
    intro: 'Ustawienia dotyczą całej firmy i działają od razu we wszystkich otwartych portalach. Każda zmiana jest rejestrowana.',
    saved: '{{name}}: zapisano.',
    minutes: 'minuty',
    roles: 'Role',
    plugins: 'Dodatki',
    pluginsIntro: 'Z których dodatków korzysta firma. Wyłączony dodatek znika z menu, a serwer odrzuca jego wywołania.',
    pluginsReadOnly: 'Tylko posiadacze licencji i administratorzy systemu włączają i wyłączają dodatki.',
    required: 'Zawsze włączony',
    version: 'wersja {{version}}',
  },
  roles: {
    LIC: 'Użytkownik licencji',
    ADM: 'Administrator systemu',
    FTG: 'Administrator firmy',
    AVD: 'Administrator działu',
    LSS: 'Opiekun klienta',
    BRU: 'Podopieczny',
    PER: 'Pracownik',
  },
};
