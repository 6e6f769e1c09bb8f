import type { Messages } from '../../../plugin/types';

const fr = {
  title: 'Vérifier avec un code SMS',
  intro: 'Nous avons envoyé un code de 4 caractères au {{phone}}.',
  sending: 'Envoi du code …',
  code: 'Code SMS',
  codeHint: '4 caractères',
  submit: 'Se connecter',
  resend: 'Envoyer un nouveau code',
  cancel: 'Annuler',
  companyIntro: 'L’entreprise exige une vérification par code SMS avant de pouvoir être choisie.',
} satisfies Messages;

export default fr;
