export default {
  title: 'Frequently asked questions',
  intro: 'Answers to what Lönna users most often ask. If you cannot find the answer here, contact the payroll office at your company.',
  items: {
    login: {
      q: 'How do I sign in?',
      a: 'Sign in with the username and password your employer has given you. If your company uses Mobile BankID, you can sign in with that instead.',
    },
    password: {
      q: 'I have forgotten my password. What do I do?',
      a: 'Choose “Forgot your password?” on the sign-in page. You will receive a link to choose a new password at the e-mail address registered for you.',
    },
    company: {
      q: 'Why do I have to choose a company?',
      a: 'If you administer several companies, you choose the company you want to work in. You can switch company at any time via the company name in the toolbar. Star the companies you use most and they will come first in the list.',
    },
    payslip: {
      q: 'Where do I find my payslip?',
      a: 'Payslips and balances for holiday and flexitime are under “Payslips” in the menu, when your company has enabled that feature.',
    },
    timereport: {
      q: 'When must I have reported my time?',
      a: 'Your employer decides. Usually time and absence must be reported by the last day of the month, so that your pay can be calculated correctly.',
    },
    logout: {
      q: 'Why was I signed out?',
      a: 'For security you are signed out automatically after a period of inactivity. Under Settings you can choose how long that period is, or that you are never signed out automatically.',
    },
    language: {
      q: 'Can I use the portal in another language?',
      a: 'Yes. The portal is available in Swedish, English, French and Polish. Choose the language on the sign-in page.',
    },
  },
};
