import type { Messages } from '../../plugin/types';

/** French. Translations of BankID's recommended user messages. */
const fr = {
  rfa: {
    RFA1: "Lancez l'application BankID.",
    RFA1QR: "Lancez l'application BankID et scannez le code QR.",
    RFA2: "L'application BankID n'est pas installée. Veuillez contacter votre banque en ligne.",
    RFA3: 'Opération annulée. Veuillez réessayer.',
    RFA4: 'Une identification ou une signature pour ce numéro personnel est déjà en cours. Veuillez réessayer.',
    RFA5: 'Erreur technique interne. Veuillez réessayer.',
    RFA6: 'Opération annulée.',
    RFA8: "L'application BankID ne répond pas. Vérifiez qu'elle est lancée et que vous êtes connecté à Internet. Si vous n'avez pas de BankID valide, vous pouvez en obtenir un auprès de votre banque. Réessayez ensuite.",
    RFA9: "Saisissez votre code de sécurité dans l'application BankID et choisissez S'identifier ou Signer.",
    RFA13: "Tentative de lancement de l'application BankID.",
    RFA14A:
      "Recherche de BankID, cela peut prendre un petit moment… Si quelques secondes se sont écoulées sans qu'aucun BankID n'ait été trouvé, vous n'avez probablement pas de BankID utilisable pour cette identification/signature sur cet ordinateur. Si vous avez une carte BankID, insérez-la dans le lecteur de cartes. Si vous n'avez pas de BankID, vous pouvez en obtenir un auprès de votre banque en ligne. Si vous avez un BankID sur un autre appareil, vous pouvez y lancer l'application BankID.",
    RFA14B:
      "Recherche de BankID, cela peut prendre un petit moment… Si quelques secondes se sont écoulées sans qu'aucun BankID n'ait été trouvé, vous n'avez probablement pas de BankID utilisable pour cette identification/signature sur cet appareil. Si vous n'avez pas de BankID, vous pouvez en obtenir un auprès de votre banque en ligne. Si vous avez un BankID sur un autre appareil, vous pouvez y lancer l'application BankID.",
    RFA15A:
      "Recherche de BankID, cela peut prendre un petit moment… Si quelques secondes se sont écoulées sans qu'aucun BankID n'ait été trouvé, vous n'avez probablement pas de BankID utilisable pour cette identification/signature sur cet ordinateur. Si vous avez une carte BankID, insérez-la dans le lecteur de cartes. Si vous n'avez pas de BankID, vous pouvez en obtenir un auprès de votre banque en ligne.",
    RFA15B:
      "Recherche de BankID, cela peut prendre un petit moment… Si quelques secondes se sont écoulées sans qu'aucun BankID n'ait été trouvé, vous n'avez probablement pas de BankID utilisable pour cette identification/signature sur cet appareil. Si vous n'avez pas de BankID, vous pouvez en obtenir un auprès de votre banque en ligne.",
    RFA16:
      "Le BankID que vous essayez d'utiliser est trop ancien ou révoqué. Utilisez un autre BankID ou commandez-en un nouveau auprès de votre banque en ligne.",
    RFA17A:
      "L'application BankID semble absente de votre ordinateur ou de votre téléphone. Installez-la et obtenez un BankID auprès de votre banque en ligne. Installez l'application depuis votre boutique d'applications ou https://install.bankid.com.",
    RFA17B:
      "Échec de la lecture du code QR. Lancez l'application BankID et scannez le code QR. Vérifiez que l'application BankID est à jour. Si vous n'avez pas l'application BankID, vous devez l'installer et obtenir un BankID auprès de votre banque en ligne. Installez l'application depuis votre boutique d'applications ou https://install.bankid.com.",
    RFA18: "Lancer l'application BankID",
    RFA19: 'Voulez-vous vous identifier ou signer avec un BankID sur cet ordinateur ou avec un BankID mobile ?',
    RFA20: 'Voulez-vous vous identifier ou signer avec un BankID sur cet appareil ou avec un BankID sur un autre appareil ?',
    RFA21: 'Identification ou signature en cours.',
    RFA22: 'Erreur inconnue. Veuillez réessayer.',
  },
  noAccounts: "Aucun compte n'existe pour ce numéro d'identité personnel.",
  chooseAccount: 'Choisissez le compte avec lequel vous connecter',
  startMobile: 'BankID mobile',
  startThisDevice: 'BankID sur cet appareil',
  openOnThisDevice: 'Ouvrir BankID sur cet appareil',
  cancel: 'Annuler',
  qrAlt: 'Code QR pour BankID',
  signFailed: 'Impossible de lancer la signature. Veuillez réessayer.',
  notAvailable: "BankID n'est pas disponible pour l'entreprise.",
  scanQr: 'Scannez le code QR dans l’application BankID',
  waiting: 'En attente de BankID …',
  signingIn: 'Connexion en cours …',
  startAgain: 'Réessayer',
  accountsLabel: 'Comptes',
  roles: {
    LIC: 'Administrateur de licence',
    ADM: 'Administrateur du portail',
    FTG: 'Administrateur d’entreprise',
    AVD: 'Chef de service',
    LSS: 'Coordinateur LSS',
    BRU: 'Bénéficiaire',
    PER: 'Salarié',
  },
} satisfies Messages;

export default fr;
