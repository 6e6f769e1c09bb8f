import { sharedMessages } from './shared-messages';

export default {
  ...sharedMessages.fr,
  title: 'Administration',
  drawerGroup: 'Administration',
  nav: { portal: 'Paramètres du portail' },
  portal: {
    title: 'Paramètres du portail',
    intro:
      'Les paramètres s’appliquent à toute l’entreprise et prennent effet immédiatement dans tous les portails ouverts. Chaque modification est journalisée.',
    saved: '{{name}} : enregistré.',
    minutes: 'minutes',
    roles: 'Rôles',
    plugins: 'Modules',
    pluginsIntro: 'Les modules utilisés par l’entreprise. Un module désactivé disparaît du menu et le serveur refuse ses appels.',
    pluginsReadOnly: 'Seuls les titulaires de licence et les administrateurs système activent ou désactivent les modules.',
    required: 'Toujours inclus',
    version: 'version {{version}}',
  },
  roles: {
    LIC: 'Titulaire de licence',
    ADM: 'Administrateur système',
    FTG: 'Administrateur d’entreprise',
    AVD: 'Administrateur de service',
    LSS: 'Responsable client',
    BRU: 'Bénéficiaire',
    PER: 'Employé',
  },
};
