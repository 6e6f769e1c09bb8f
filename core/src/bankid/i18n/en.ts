import type { Messages } from '../../plugin/types';

/** English. The RFA texts are BankID's recommended user messages. */
const en = {
  rfa: {
    RFA1: 'Start your BankID app.',
    RFA1QR: 'Start your BankID app and scan the QR code.',
    RFA2: 'The BankID app is not installed. Please contact your internet bank.',
    RFA3: 'Action cancelled. Please try again.',
    RFA4: 'An identification or signing for this personal number is already started. Please try again.',
    RFA5: 'Internal error. Please try again.',
    RFA6: 'Action cancelled.',
    RFA8: "The BankID app is not responding. Please check that the program is started and that you have internet access. If you don't have a valid BankID you can get one from your bank. Try again.",
    RFA9: 'Enter your security code in the BankID app and select Identify or Sign.',
    RFA13: 'Trying to start your BankID app.',
    RFA14A:
      "Searching for BankID:s, it may take a little while… If a few seconds have passed and still no BankID has been found, you probably don't have a BankID which can be used for this identification/signing on this computer. If you have a BankID card, please insert it into your card reader. If you don't have a BankID you can order one from your internet bank. If you have a BankID on another device you can start the BankID app on that device.",
    RFA14B:
      "Searching for BankID:s, it may take a little while… If a few seconds have passed and still no BankID has been found, you probably don't have a BankID which can be used for this identification/signing on this device. If you don't have a BankID you can order one from your internet bank. If you have a BankID on another device you can start the BankID app on that device.",
    RFA15A:
      "Searching for BankID:s, it may take a little while… If a few seconds have passed and still no BankID has been found, you probably don't have a BankID which can be used for this identification/signing on this computer. If you have a BankID card, please insert it into your card reader. If you don't have a BankID you can order one from your internet bank.",
    RFA15B:
      "Searching for BankID:s, it may take a little while… If a few seconds have passed and still no BankID has been found, you probably don't have a BankID which can be used for this identification/signing on this device. If you don't have a BankID you can order one from your internet bank.",
    RFA16: 'The BankID you are trying to use is revoked or too old. Please use another BankID or order a new one from your internet bank.',
    RFA17A:
      "The BankID app couldn't be found on your computer or mobile device. Please install it and order a BankID from your internet bank. Install the app from your app store or https://install.bankid.com.",
    RFA17B:
      "Failed to scan the QR code. Start the BankID app and scan the QR code. Check that the BankID app is up to date. If you don't have the BankID app, you need to install it and order a BankID from your internet bank. Install the app from your app store or https://install.bankid.com.",
    RFA18: 'Start the BankID app',
    RFA19: 'Would you like to identify yourself or sign with a BankID on this computer or with a Mobile BankID?',
    RFA20: 'Would you like to identify yourself or sign with a BankID on this device or with a BankID on another device?',
    RFA21: 'Identification or signing in progress.',
    RFA22: 'Unknown error. Please try again.',
  },
  noAccounts: 'No accounts exist for personal identity number.',
  chooseAccount: 'Choose the account to sign in with',
  startMobile: 'Mobile BankID',
  startThisDevice: 'BankID on this device',
  openOnThisDevice: 'Open BankID on this device',
  cancel: 'Cancel',
  qrAlt: 'QR code for BankID',
  signFailed: 'Could not start signing. Please try again.',
  notAvailable: 'BankID is not available for the company.',
  scanQr: 'Scan the QR code in the BankID app',
  waiting: 'Waiting for BankID …',
  signingIn: 'Signing in …',
  startAgain: 'Try again',
  accountsLabel: 'Accounts',
  roles: {
    LIC: 'Licence administrator',
    ADM: 'Portal administrator',
    FTG: 'Company administrator',
    AVD: 'Department manager',
    LSS: 'LSS coordinator',
    BRU: 'Care recipient',
    PER: 'Employee',
  },
} satisfies Messages;

export default en;
