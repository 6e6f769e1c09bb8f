export default {
  title: 'Politique de confidentialité de l’application Lönna',
  updated: '2026-01-01',
  intro:
    'Nous décrivons ici comment l’application mobile Lönna traite les données personnelles. L’application offre les mêmes services que le portail web : déclaration du temps, absences, remboursements et bulletins de paie.',
  sections: {
    controller: {
      heading: 'Qui est responsable des données',
      body: 'Votre employeur est responsable du traitement des données personnelles vous concernant dans Lönna. Nous, qui fournissons l’application, sommes sous-traitant et traitons les données selon un contrat avec votre employeur.',
    },
    collected: {
      heading: 'Quelles données l’application traite',
      body: 'Nom, numéro d’identité personnel, matricule, déclarations de temps et d’absence, frais avec justificatifs, bulletins de paie et les messages que vous envoyez. L’application ne collecte pas de données de localisation et n’affiche aucune publicité.',
    },
    permissions: {
      heading: 'Autorisations sur votre téléphone',
      body: 'L’appareil photo n’est utilisé que lorsque vous photographiez vous-même un justificatif. Les notifications servent aux messages et rappels de votre employeur et peuvent être désactivées dans les réglages du téléphone.',
    },
    push: {
      heading: 'Notifications',
      android:
        'Sur Android, les notifications sont envoyées via Google Firebase Cloud Messaging. Un jeton d’appareil anonyme est enregistré sur votre compte afin que la notification atteigne le bon téléphone.',
      ios: 'Sur iPhone et iPad, les notifications sont envoyées via le service Apple Push Notification. Un jeton d’appareil anonyme est enregistré sur votre compte afin que la notification atteigne le bon appareil.',
    },
    storage: {
      heading: 'Stockage et sécurité',
      body: 'Les données sont stockées chiffrées sur des serveurs situés dans l’UE/EEE. Tout le trafic entre l’application et le serveur est chiffré. L’application n’enregistre aucun bulletin de paie sur le téléphone.',
    },
    retention: {
      heading: 'Durée de conservation',
      body: 'Les données servant de base à la paie sont conservées aussi longtemps que l’exige la loi suédoise sur la comptabilité, normalement sept ans. Le jeton d’appareil est supprimé lorsque vous vous déconnectez de l’application.',
    },
    rights: {
      heading: 'Vos droits',
      body: 'Vous avez le droit de savoir quelles données vous concernent, de faire corriger les données inexactes et, dans certains cas, de les faire effacer. Adressez-vous à votre employeur. Vous pouvez aussi porter plainte auprès de l’autorité suédoise de protection de la vie privée (IMY).',
    },
  },
};
