export default {
  title: 'Questions fréquentes',
  intro:
    'Les réponses aux questions les plus courantes des utilisateurs de Lönna. Si vous ne trouvez pas la réponse ici, contactez le service de paie de votre entreprise.',
  items: {
    login: {
      q: 'Comment me connecter ?',
      a: 'Connectez-vous avec l’identifiant et le mot de passe fournis par votre employeur. Si votre entreprise utilise BankID mobile, vous pouvez vous connecter avec celui-ci.',
    },
    password: {
      q: 'J’ai oublié mon mot de passe. Que faire ?',
      a: 'Choisissez « Mot de passe oublié ? » sur la page de connexion. Vous recevrez un lien pour choisir un nouveau mot de passe à l’adresse e-mail enregistrée pour vous.',
    },
    company: {
      q: 'Pourquoi dois-je choisir une entreprise ?',
      a: 'Si vous administrez plusieurs entreprises, vous choisissez celle dans laquelle vous voulez travailler. Vous pouvez changer d’entreprise à tout moment via le nom de l’entreprise dans la barre d’outils. Marquez d’une étoile les entreprises que vous utilisez le plus : elles apparaîtront en tête de liste.',
    },
    payslip: {
      q: 'Où trouver mon bulletin de paie ?',
      a: 'Les bulletins de paie et les soldes de congés et d’horaires variables se trouvent sous « Bulletins de paie » dans le menu, lorsque votre entreprise a activé cette fonction.',
    },
    timereport: {
      q: 'Quand dois-je déclarer mon temps ?',
      a: 'C’est votre employeur qui le décide. En général, le temps et les absences doivent être déclarés au plus tard le dernier jour du mois, afin que la paie soit calculée correctement.',
    },
    logout: {
      q: 'Pourquoi ai-je été déconnecté ?',
      a: 'Pour des raisons de sécurité, vous êtes déconnecté automatiquement après une période d’inactivité. Dans les Paramètres, vous pouvez choisir sa durée, ou ne jamais être déconnecté automatiquement.',
    },
    language: {
      q: 'Puis-je utiliser le portail dans une autre langue ?',
      a: 'Oui. Le portail est disponible en suédois, anglais, français et polonais. Choisissez la langue sur la page de connexion.',
    },
  },
};
