import type { Messages } from '../../../plugin/types';

const fr = {
  title: 'Mot de passe oublié',
  requestIntro: 'Saisissez votre identifiant et nous enverrons un lien pour choisir un nouveau mot de passe à l’adresse e-mail de votre compte.',
  login: 'Identifiant',
  requestSubmit: 'Envoyer le lien',
  requestSent: 'Si le compte existe, nous avons envoyé un lien à son adresse e-mail. Le lien fonctionne une seule fois et pendant 30 minutes.',
  newTitle: 'Choisissez un nouveau mot de passe',
  newIntro: 'Le mot de passe doit comporter au moins 6 caractères. L’enregistrement déconnecte le compte partout.',
  newPassword: 'Nouveau mot de passe',
  repeatPassword: 'Répétez le mot de passe',
  save: 'Enregistrer le mot de passe',
  done: 'Votre mot de passe a été modifié. Connectez-vous avec votre nouveau mot de passe.',
  failed: 'Le mot de passe n’a pas pu être modifié. Veuillez réessayer.',
  toSignIn: 'Retour à la connexion',
} satisfies Messages;

export default fr;
