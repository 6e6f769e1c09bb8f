import type { ReminderSourceDef } from '@lonna/core/server';
import { fkCompanyGate } from '../src/contracts';
import { monthDueOn } from '../src/domain/statement';
import type { Fk3059Db } from './db';
import { loadMonthOutline } from './statements';

/** statements of the month due on `deadline` that wait for a signature, counted per assistant */
async function waitingFor(ctx: { db: Fk3059Db; companyId: string }, deadline: string, who: 'assistant' | 'organiser') {
  const manad = monthDueOn(deadline);
  const counts = new Map<string, number>();
  if (!manad) return counts;
  // the reminder's words are the administrator's: the statements' own messages are not read here
  // the month's outline: every signature is checked (signed statements are computed in full), the rest need no lines
  const { outline: list } = await loadMonthOutline({ ...ctx, t: (key: string) => key }, manad, { anstNrs: 'all' });
  for (const { wire: s } of list) {
    const waits = who === 'assistant' ? !s.Assistant?.Valid : Boolean(s.Assistant?.Valid) && !s.Organiser?.Valid;
    if (waits) counts.set(s.AnstNr, (counts.get(s.AnstNr) ?? 0) + 1);
  }
  return counts;
}

/** Försäkringskassan's deadline is the 5th of the second month after the assistance (src/domain/statement.ts) */
const isDeadline = (day: string) => monthDueOn(day) !== null;

/** What the admin plugin's reminders can nag about before FK's deadline (issue 20): each signer's part. */
export const fk3059Reminders: readonly ReminderSourceDef<Fk3059Db>[] = [
  {
    id: 'assistantUnsigned',
    audience: 'own',
    enabledWhen: fkCompanyGate,
    label: {
      sv: 'FK3059 som assistenten inte har skrivit under',
      en: 'FK3059 statements the assistant has not signed',
      fr: 'Relevés FK3059 que l’assistant n’a pas signés',
      pl: 'Zestawienia FK3059 niepodpisane przez asystenta',
    },
    help: {
      sv: 'Varje assistent med en tidsredovisning som inte är underskriven får en påminnelse före Försäkringskassans sista dag (den 5:e andra månaden efter assistansen).',
      en: 'Each assistant with an unsigned time statement is reminded before Försäkringskassan’s deadline (the 5th of the second month after the assistance).',
      fr: 'Chaque assistant ayant un relevé non signé reçoit un rappel avant la date limite de la Försäkringskassan (le 5 du deuxième mois après l’assistance).',
      pl: 'Każdy asystent z niepodpisanym zestawieniem otrzymuje przypomnienie przed terminem Försäkringskassan (5. dnia drugiego miesiąca po asystencji).',
    },
    isDeadline,
    waiting: (ctx, deadline) => waitingFor(ctx, deadline, 'assistant'),
  },
  {
    id: 'organiserUnsigned',
    audience: 'chosen',
    enabledWhen: fkCompanyGate,
    label: {
      sv: 'FK3059 som väntar på anordnarens underskrift',
      en: 'FK3059 statements waiting for the organiser’s signature',
      fr: 'Relevés FK3059 en attente de la signature de l’organisateur',
      pl: 'Zestawienia FK3059 czekające na podpis organizatora',
    },
    help: {
      sv: 'Skickas när assistenter har skrivit under men anordnaren inte, före Försäkringskassans sista dag.',
      en: 'Sent when assistants have signed but the organiser has not, before Försäkringskassan’s deadline.',
      fr: 'Envoyé quand des assistants ont signé mais pas l’organisateur, avant la date limite de la Försäkringskassan.',
      pl: 'Wysyłane, gdy asystenci podpisali, a organizator jeszcze nie, przed terminem Försäkringskassan.',
    },
    isDeadline,
    waiting: (ctx, deadline) => waitingFor(ctx, deadline, 'organiser'),
  },
];
