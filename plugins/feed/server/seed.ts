import { swedishDayStart, swedishToday } from '@lonna/core/validation';
import type { FeedDb, FeedPostsTable } from './db';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** The demo posts of the care company (1001), written by its HR-minded administrator; times around the server's today. */
const DEMO: readonly (Pick<FeedPostsTable, 'Rubrik' | 'Text'> & { days: number; hour: number; pinned?: true; departments?: string[]; until?: number })[] = [
  {
    Rubrik: 'Välkommen till Omsorgen Personlig Assistans',
    Text: 'Här på startsidan hittar du nyheter från oss på kontoret.\n\n**Tidrapporten** ska vara klar senast den 5:e varje månad. Frågor om lön och schema? Skriv till *lon@omsorgen.example* eller läs mer i [personalhandboken](https://www.omsorgen.example/handbok).',
    days: -30,
    hour: 8,
    pinned: true,
  },
  {
    Rubrik: 'Arbetsplatsträff för Assistansteam Norr',
    Text: 'Vi ses på torsdag kl. 14.00 i konferensrummet. Ta gärna med förslag på punkter till dagordningen.\n\nFika finns!',
    days: -2,
    hour: 9,
    departments: ['10'],
    until: 12,
  },
  {
    Rubrik: 'Nya rutiner för semesteransökan',
    Text: 'Från och med nästa vecka ansöker du om semester direkt i portalen under *Ledighetsansökan*. Pappersblanketten används inte längre.',
    days: 7,
    hour: 8,
  },
];

export async function seedDemoPosts(db: FeedDb, now: Date): Promise<void> {
  const today = swedishDayStart(swedishToday(now));
  const rows: FeedPostsTable[] = DEMO.map((d, i) => {
    const Fran = today + d.days * DAY + d.hour * HOUR;
    return {
      Id: `00000000-0000-4000-8000-00000000000${i + 1}`,
      FtgId: '1001',
      Rubrik: d.Rubrik,
      Text: d.Text,
      PictureId: '',
      Fran,
      Till: d.until ? Fran + d.until * DAY : 0,
      Fastnalad: d.pinned ? 1 : 0,
      Foretag: '[]',
      Roller: '[]',
      Avdelningar: JSON.stringify(d.departments ?? []),
      // read-time filtering shows them; the job has nothing to tell a portal that opens after the seed
      Meddelad: Fran <= now.getTime() ? 1 : 0,
      CreatedBy: 'ftg@demo.se',
      Forfattare: 'Fredrik Företagsson',
      CreatedAt: Math.min(Fran, now.getTime()) - DAY,
      ChangedAt: Math.min(Fran, now.getTime()) - DAY,
    };
  });
  await db.insertInto('feed_posts').values(rows).execute();
}
