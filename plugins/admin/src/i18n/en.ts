import { sharedMessages } from './shared-messages';

export default {
  ...sharedMessages.en,
  title: 'Administration',
  drawerGroup: 'Administration',
  nav: { portal: 'Portal settings' },
  portal: {
    title: 'Portal settings',
    intro: 'The settings apply to the whole company and take effect at once in every open portal. Every change is logged.',
    saved: '{{name}}: saved.',
    minutes: 'minutes',
    roles: 'Roles',
    plugins: 'Add-ons',
    pluginsIntro: 'Which add-ons the company uses. An add-on switched off leaves the menu and the server refuses its calls.',
    pluginsReadOnly: 'Only licence holders and system administrators switch add-ons on and off.',
    required: 'Always included',
    version: 'version {{version}}',
  },
  roles: {
    LIC: 'Licence user',
    ADM: 'System administrator',
    FTG: 'Company administrator',
    AVD: 'Department administrator',
    LSS: 'Customer manager',
    BRU: 'Care recipient',
    PER: 'Employee',
  },
};
