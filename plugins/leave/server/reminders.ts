import type { ReminderSourceDef } from '@lonna/core/server';
import { applicationsCompanyGate } from '../src/contracts';
import type { LeaveDb } from './db';

/** the last day of its month: leave waiting for a decision holds up the month's payroll */
const isMonthEnd = (day: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).getUTCDate() === 1;
};

/** What the admin plugin's reminders can nag about: applications nobody has decided yet (status REVIEW). */
export const leaveReminders: readonly ReminderSourceDef<LeaveDb>[] = [
  {
    id: 'waitingDecision',
    audience: 'chosen',
    enabledWhen: applicationsCompanyGate,
    label: {
      sv: 'Ledighetsansökningar som väntar på beslut',
      en: 'Leave applications waiting for a decision',
      fr: 'Demandes de congé en attente de décision',
      pl: 'Wnioski urlopowe czekające na decyzję',
    },
    help: {
      sv: 'Skickas före månadens slut när det finns ansökningar om ledighet som ingen har beviljat eller avslagit.',
      en: 'Sent before the month ends when there are leave applications nobody has approved or denied.',
      fr: 'Envoyé avant la fin du mois quand des demandes de congé n’ont été ni accordées ni refusées.',
      pl: 'Wysyłane przed końcem miesiąca, gdy są wnioski urlopowe, których nikt nie zatwierdził ani nie odrzucił.',
    },
    isDeadline: isMonthEnd,
    async waiting(ctx) {
      const rows = await ctx.db
        .selectFrom('leave_applications')
        .select(['AnstNr', (eb) => eb.fn.countAll<number>().as('n')])
        .where('FtgId', '=', ctx.companyId)
        .where('Status', '=', 'REVIEW')
        .groupBy('AnstNr')
        .execute();
      return new Map(rows.map((r) => [r.AnstNr, Number(r.n)]));
    },
  },
];
