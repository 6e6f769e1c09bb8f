export default {
  title: 'Privacy policy for the Lönna app',
  updated: '2026-01-01',
  intro:
    'This describes how the Lönna mobile app handles personal data. The app gives you the same services as the web portal: time reporting, absence, expenses and payslips.',
  sections: {
    controller: {
      heading: 'Who is responsible for the data',
      body: 'Your employer is the controller of the personal data about you in Lönna. We, who provide the app, are a processor and handle the data under an agreement with your employer.',
    },
    collected: {
      heading: 'What data the app processes',
      body: 'Name, personal identity number, employee number, time and absence reports, expenses with receipts, payslips and the messages you send. The app does not collect location data and shows no advertising.',
    },
    permissions: {
      heading: 'Permissions on your phone',
      body: 'The camera is used only when you photograph a receipt yourself. Notifications are used for messages and reminders from your employer and can be turned off in your phone’s settings.',
    },
    push: {
      heading: 'Notifications',
      android:
        'On Android, notifications are sent via Google Firebase Cloud Messaging. An anonymous device token is stored on your account so that the notification reaches the right phone.',
      ios: 'On iPhone and iPad, notifications are sent via the Apple Push Notification service. An anonymous device token is stored on your account so that the notification reaches the right device.',
    },
    storage: {
      heading: 'Storage and security',
      body: 'The data is stored encrypted on servers within the EU/EEA. All traffic between the app and the server is encrypted. The app does not store payslips on the phone.',
    },
    retention: {
      heading: 'How long the data is kept',
      body: 'Data that is the basis of pay is kept as long as the Swedish Bookkeeping Act requires, normally seven years. The device token for notifications is deleted when you sign out of the app.',
    },
    rights: {
      heading: 'Your rights',
      body: 'You have the right to know what data is held about you, to have incorrect data corrected and in some cases to have it erased. Contact your employer. You can also complain to the Swedish Authority for Privacy Protection (IMY).',
    },
  },
};
