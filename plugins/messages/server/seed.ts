import type { MessagesDb } from './db';

interface Notice {
  subject: string;
  from: string;
  body: string;
  daysAgo: number;
  read: boolean;
}

/** What a payroll portal's inbox holds in a normal month: payslips, deadlines, schedule changes, HR notices. */
const NOTICES: readonly Notice[] = [
  {
    subject: 'Din lönespecifikation för oktober finns nu',
    from: 'Löneavdelningen',
    daysAgo: 27,
    read: true,
    body: 'Lönen betalas ut den 25:e. Du hittar lönespecifikationen under Lönebesked och saldon.',
  },
  {
    subject: 'Välkommen till Lönna',
    from: 'Lönna support',
    daysAgo: 40,
    read: true,
    body: 'Här rapporterar du tid, ansöker om ledighet och läser dina lönebesked. Frågor? Se Vanliga frågor.',
  },
  {
    subject: 'Påminnelse: rapportera tid senast den 20:e',
    from: 'Löneavdelningen',
    daysAgo: 3,
    read: false,
    body: 'Tidrapporten för november behöver vara klar senast den 20:e för att komma med i lönen.',
  },
  {
    subject: 'Schemaändring vecka 48',
    from: 'Arbetsledningen',
    daysAgo: 2,
    read: false,
    body: 'Passen på tisdag och torsdag flyttas en timme tidigare. Kontakta din arbetsledare om det inte fungerar.',
  },
  {
    subject: 'Julledighet – ansök senast 1 december',
    from: 'HR',
    daysAgo: 1,
    read: false,
    body: 'Ledighetsansökningar för jul och nyår behöver vara inne senast den 1 december.',
  },
];

/** Conversations between people of Omsorgen (1001), all already opened: the badges keep counting the notices only. */
const CONVERSATIONS: readonly { from: string; to: string[]; toText: string; subject: string; body: string; daysAgo: number }[] = [
  {
    from: 'ftg@demo.se',
    to: ['per@demo.se', 'avd@demo.se'],
    toText: 'Per Persson, Aisha Avdelningsson',
    subject: 'Nytt schema från 1 december',
    body: 'Hej!\n\nFrån den 1 december gäller det nya schemat med tre helger av fem lediga. Titta igenom dina pass under Schema och hör av dig om något inte stämmer.\n\nHälsningar\nFredrik',
    daysAgo: 6,
  },
  {
    from: 'per@demo.se',
    to: ['ftg@demo.se'],
    toText: 'Fredrik Företagsson',
    subject: 'Sv: Nytt schema från 1 december',
    body: 'Hej Fredrik, schemat ser bra ut. Kan jag byta passet den 13 december med Aisha? Vi har pratat ihop oss.\n\n/Per',
    daysAgo: 5,
  },
  {
    from: 'avd@demo.se',
    to: ['per@demo.se'],
    toText: 'Per Persson',
    subject: 'Friskvårdsbidraget 2027',
    body: 'Friskvårdsbidraget höjs till 3 000 kr nästa år. Spara kvittona och lämna dem under Utlägg senast i december.',
    daysAgo: 4,
  },
];

const DAY = 86_400_000;

/** Every demo account gets the notices in each company it may use (LIC/ADM: the first two companies with Plus). */
export async function seedMessages(db: MessagesDb, now: Date): Promise<void> {
  const accounts = await db.selectFrom('accounts').select(['Login', 'Namn', 'Roll']).execute();
  const access = await db.selectFrom('account_companies').select(['Login', 'FtgId']).execute();
  const plusCompanies = (await db.selectFrom('companies').select('FtgId').where('Plus', '=', 1).orderBy('FtgId').execute()).map((c) => c.FtgId);
  const rows = accounts.flatMap((a) => {
    const companies = a.Roll === 'LIC' || a.Roll === 'ADM' ? plusCompanies.slice(0, 2) : access.filter((x) => x.Login === a.Login).map((x) => x.FtgId);
    return companies.flatMap((FtgId) =>
      NOTICES.map((m) => {
        const sent = now.getTime() - m.daysAgo * DAY;
        return {
          Login: a.Login,
          FtgId,
          Subject: m.subject,
          Sender: m.from,
          Body: m.body,
          SentAt: sent,
          ReadAt: m.read ? sent + 3_600_000 : null,
          SenderLogin: '',
          SentId: null,
        };
      }),
    );
  });
  for (let i = 0; i < rows.length; i += 200)
    await db
      .insertInto('messages')
      .values(rows.slice(i, i + 200) as never)
      .execute();

  const names = new Map(accounts.map((a) => [a.Login, a.Namn]));
  for (const c of CONVERSATIONS) {
    if (!names.has(c.from) || c.to.some((l) => !names.has(l))) continue;
    const at = now.getTime() - c.daysAgo * DAY;
    const sent = await db
      .insertInto('messages_sent')
      .values({
        FtgId: '1001',
        SenderLogin: c.from,
        SenderName: names.get(c.from)!,
        Subject: c.subject,
        Body: c.body,
        ToText: c.toText,
        SentAt: at,
        ReplyTo: null,
      } as never)
      .returning('Id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('messages')
      .values(
        c.to.map((Login) => ({
          Login,
          FtgId: '1001',
          Subject: c.subject,
          Sender: names.get(c.from)!,
          Body: c.body,
          SentAt: at,
          ReadAt: at + 2 * 3_600_000,
          SenderLogin: c.from,
          SentId: Number(sent.Id),
        })) as never,
      )
      .execute();
  }
}
