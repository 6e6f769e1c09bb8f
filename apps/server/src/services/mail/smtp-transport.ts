import nodemailer from 'nodemailer';
import type { MailMessage, MailTransport } from './transport';

/** SMTP through nodemailer; `url` is e.g. smtps://user:pass@smtp.example.se:465 */
export function createSmtpTransport(opts: { url: string; from: string }): MailTransport {
  const transporter = nodemailer.createTransport(opts.url);
  return {
    name: 'smtp',
    async send(m: MailMessage): Promise<void> {
      await transporter.sendMail({ from: opts.from, to: m.to, subject: m.subject, text: m.text });
    },
  };
}
