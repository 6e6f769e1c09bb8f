/** E-mail for the server: a transport interface, SMTP, the development outbox and the reset-link message. */
export type { MailMessage, MailTransport } from './transport';
export { OutboxMailTransport, type MailOutboxEntry } from './outbox-transport';
export { createSmtpTransport } from './smtp-transport';
export { createMailTransportFromEnv, type MailSetup } from './config';
export { resetPasswordMail, welcomeMail } from './reset-mail';
export { registerMailDevRoutes } from './dev-routes';
