import type { Messages } from '../../plugin/types';

const en = {
  version: {
    title: 'A new version of Lönna is available',
    text: 'The page reloads automatically when the time is up. Save what you are working on.',
    countdown: 'Reloading in',
    updateNow: 'Update now',
    moreTime: 'I need more time',
    extensionsLeft: '{{n}} of 3 extensions left',
  },
  inbox: {
    open: 'Messages',
    unreadCount: '{{n}} unread',
    title: 'Unread messages',
    none: 'You have no unread messages.',
    from: 'From {{from}}',
    markRead: 'Mark as read',
    showAll: 'Show all messages',
    loadFailed: 'The messages could not be loaded.',
  },
  install: {
    button: 'Install the app',
    guideTitle: 'Install Lönna',
    iosIntro: 'In Safari on iPhone and iPad:',
    iosSteps: { s1: 'Tap the Share button (the square with an arrow pointing up).', s2: 'Choose “Add to Home Screen”.', s3: 'Tap “Add”.' },
    androidIntro: 'In Chrome on Android:',
    androidSteps: { s1: 'Open the menu (three dots at the top right).', s2: 'Choose “Install app” or “Add to Home screen”.' },
    desktopIntro: 'In Chrome or Edge on a computer:',
    desktopSteps: { s1: 'Click the install icon in the address bar, or open the menu.', s2: 'Choose “Install Lönna”.' },
    installed: 'Lönna is installed.',
    close: 'Close',
    googlePlay: 'Get it on Google Play',
    appStore: 'Download on the App Store',
    stores: 'Mobile apps',
  },
  offline: {
    back: 'The connection is back.',
  },
  download: {
    printFailed: 'Printing failed',
    downloadFailed: 'File download failed',
    unknown: 'The file could not be fetched. Please try again in a moment.',
    close: 'Close',
  },
} satisfies Messages;

export default en;
