import type { Messages } from '../../../plugin/types';

const en = {
  title: 'Verify with an SMS code',
  intro: 'We have sent a 4-character code to {{phone}}.',
  sending: 'Sending the code …',
  code: 'SMS code',
  codeHint: '4 characters',
  submit: 'Sign in',
  resend: 'Send a new code',
  cancel: 'Cancel',
  companyIntro: 'The company requires verification with an SMS code before it can be chosen.',
} satisfies Messages;

export default en;
