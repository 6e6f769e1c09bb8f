import type { Messages } from '../../plugin/types';

const fr = {
  version: {
    title: 'Une nouvelle version de Lönna est disponible',
    text: 'La page se recharge automatiquement à la fin du décompte. Enregistrez votre travail en cours.',
    countdown: 'Rechargement dans',
    updateNow: 'Mettre à jour',
    moreTime: 'J’ai besoin de plus de temps',
    extensionsLeft: 'Encore {{n}} prolongations sur 3',
  },
  inbox: {
    open: 'Messages',
    unreadCount: '{{n}} non lus',
    title: 'Messages non lus',
    none: 'Vous n’avez aucun message non lu.',
    from: 'De {{from}}',
    markRead: 'Marquer comme lu',
    showAll: 'Afficher tous les messages',
    loadFailed: 'Impossible de charger les messages.',
  },
  install: {
    button: 'Installer l’application',
    guideTitle: 'Installer Lönna',
    iosIntro: 'Dans Safari sur iPhone et iPad :',
    iosSteps: {
      s1: 'Touchez le bouton Partager (le carré avec une flèche vers le haut).',
      s2: 'Choisissez « Sur l’écran d’accueil ».',
      s3: 'Touchez « Ajouter ».',
    },
    androidIntro: 'Dans Chrome sur Android :',
    androidSteps: { s1: 'Ouvrez le menu (trois points en haut à droite).', s2: 'Choisissez « Installer l’application » ou « Ajouter à l’écran d’accueil ».' },
    desktopIntro: 'Dans Chrome ou Edge sur ordinateur :',
    desktopSteps: { s1: 'Cliquez sur l’icône d’installation dans la barre d’adresse, ou ouvrez le menu.', s2: 'Choisissez « Installer Lönna ».' },
    installed: 'Lönna est installé.',
    close: 'Fermer',
    googlePlay: 'Disponible sur Google Play',
    appStore: 'Télécharger dans l’App Store',
    stores: 'Applications mobiles',
  },
  offline: {
    back: 'La connexion est rétablie.',
  },
  download: {
    printFailed: 'Échec de l’impression',
    downloadFailed: 'Échec du téléchargement du fichier',
    unknown: 'Le fichier n’a pas pu être récupéré. Réessayez dans un instant.',
    close: 'Fermer',
  },
} satisfies Messages;

export default fr;
