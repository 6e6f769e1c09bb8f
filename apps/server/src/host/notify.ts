import type { MailNote, SmsNote } from '@lonna/core/server';
import { normalisePhone } from '@lonna/core/validation';
import type { MailTransport } from '../services/mail';
import type { SmsProvider } from '../services/sms';

/** What plugins send people (ctx.notify, a job's notify): the host's one mail transport and SMS provider. */
export interface Notifier {
  mail(message: MailNote): Promise<void>;
  sms(message: SmsNote): Promise<void>;
}

export function createNotifier(providers: { mail: MailTransport; sms: SmsProvider }): Notifier {
  return {
    mail: async (m) => {
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(m.to)) throw new Error(`not an e-mail address: ${m.to}`);
      await providers.mail.send({ to: m.to, subject: m.subject, text: m.text });
    },
    sms: async (m) => {
      const to = normalisePhone(m.to);
      if (!to) throw new Error('not a mobile number');
      await providers.sms.send({ to, text: m.text });
    },
  };
}
