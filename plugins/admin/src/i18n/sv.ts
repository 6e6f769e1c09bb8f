import { sharedMessages } from './shared-messages';

export default {
  ...sharedMessages.sv,
  title: 'Administration',
  drawerGroup: 'Administration',
  nav: { portal: 'Portalinställningar' },
  portal: {
    title: 'Portalinställningar',
    intro: 'Inställningarna gäller hela företaget och slår igenom direkt i alla öppna portaler. Varje ändring loggas.',
    saved: '{{name}}: sparat.',
    minutes: 'minuter',
    roles: 'Roller',
    plugins: 'Tillägg',
    pluginsIntro: 'Vilka tillägg företaget använder. Ett avstängt tillägg försvinner ur menyn och servern nekar dess anrop.',
    pluginsReadOnly: 'Endast licensinnehavare och systemadministratörer slår av och på tillägg.',
    required: 'Ingår alltid',
    version: 'version {{version}}',
  },
  roles: {
    LIC: 'Licensanvändare',
    ADM: 'Systemadministratör',
    FTG: 'Företagsadministratör',
    AVD: 'Avdelningsadministratör',
    LSS: 'Kundansvarig',
    BRU: 'Brukare',
    PER: 'Anställd',
  },
};
