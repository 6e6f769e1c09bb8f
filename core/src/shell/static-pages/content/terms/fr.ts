export default {
  title: 'Conditions d’utilisation',
  updated: '2026-01-01',
  intro:
    'Ces conditions s’appliquent lorsque vous utilisez Lönna – le portail web et les applications mobiles de paie, de déclaration du temps et de remboursement de frais – dans le cadre du contrat de votre employeur avec nous.',
  sections: {
    service: {
      heading: 'Le service',
      body: 'Lönna vous permet de déclarer votre temps et vos absences, de demander des congés, de soumettre des frais et des notes de déplacement, de consulter vos bulletins de paie et les documents de votre employeur. Les parties visibles dépendent de votre employeur et de votre rôle.',
    },
    account: {
      heading: 'Votre compte',
      body: 'Le compte est personnel. Gardez votre mot de passe secret et déconnectez-vous sur un ordinateur partagé. Si vous soupçonnez qu’une autre personne a utilisé votre compte, changez votre mot de passe et prévenez votre employeur.',
    },
    correctness: {
      heading: 'Exactitude des informations',
      body: 'Ce que vous déclarez sert de base à votre paie. Vous êtes responsable de l’exactitude des informations et de leur transmission dans les délais. Les erreurs sont corrigées avec votre employeur.',
    },
    data: {
      heading: 'Données personnelles',
      body: 'Votre employeur est responsable du traitement des données personnelles vous concernant. Lönna les traite en tant que sous-traitant au sens du Règlement général sur la protection des données (RGPD) et uniquement pour fournir le service.',
    },
    availability: {
      heading: 'Disponibilité',
      body: 'Nous veillons à ce que le service soit disponible jour et nuit. La maintenance planifiée a lieu surtout le soir et est annoncée à l’avance dans la mesure du possible.',
    },
    changes: {
      heading: 'Modifications',
      body: 'Nous pouvons mettre à jour ces conditions lorsque le service ou la loi évolue. Les modifications importantes sont annoncées dans le portail avant leur entrée en vigueur.',
    },
  },
};
