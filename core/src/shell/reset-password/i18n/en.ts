import type { Messages } from '../../../plugin/types';

const en = {
  title: 'Forgot your password',
  requestIntro: 'Enter your username and we will send a link for choosing a new password to the e-mail address of your account.',
  login: 'Username',
  requestSubmit: 'Send link',
  requestSent: 'If the account exists, we have sent a link to its e-mail address. The link works once and for 30 minutes.',
  newTitle: 'Choose a new password',
  newIntro: 'The password must have at least 6 characters. Saving signs the account out everywhere.',
  newPassword: 'New password',
  repeatPassword: 'Repeat the password',
  save: 'Save the password',
  done: 'Your password has been changed. Sign in with your new password.',
  failed: 'The password could not be changed. Please try again.',
  toSignIn: 'Back to sign-in',
} satisfies Messages;

export default en;
