export default {
  title: 'Terms of use',
  updated: '2026-01-01',
  intro:
    'These terms apply to you when you use Lönna – the web portal and mobile apps for payroll, time reporting and expenses – through your employer’s agreement with us.',
  sections: {
    service: {
      heading: 'The service',
      body: 'Lönna lets you report time and absence, apply for leave, submit expenses and travel claims, view payslips and read documents from your employer. Which parts you see is decided by your employer and your role.',
    },
    account: {
      heading: 'Your account',
      body: 'The account is personal. Keep your password secret and sign out when you use a computer that others can access. If you suspect that someone else has used your account, change your password and tell your employer.',
    },
    correctness: {
      heading: 'Correct information',
      body: 'What you report is the basis of your pay. You are responsible for the information being correct and submitted on time. Incorrect information is corrected together with your employer.',
    },
    data: {
      heading: 'Personal data',
      body: 'Your employer is the controller of the personal data about you. Lönna processes it as a processor under the General Data Protection Regulation (GDPR) and only to provide the service.',
    },
    availability: {
      heading: 'Availability',
      body: 'We aim to keep the service available around the clock. Planned maintenance is done mainly in the evenings and announced in advance whenever possible.',
    },
    changes: {
      heading: 'Changes',
      body: 'We may update these terms when the service or the law changes. Significant changes are announced in the portal before they take effect.',
    },
  },
};
