import type { Db } from '../../host/db/types';
import { messagesDb } from './tables';

interface SeedMessage {
  subject: string;
  from: string;
  body: string;
  daysAgo: number;
  read: boolean;
}

/** What a payroll portal's inbox holds in a normal month: payslips, deadlines, schedule changes, HR notices. */
const INBOX: readonly SeedMessage[] = [
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

/** Every demo account gets the inbox in each company it may use (LIC/ADM: the first two companies with Plus). */
export async function seedMessages(db: Db, now: Date): Promise<void> {
  const accounts = await db.selectFrom('accounts').select(['Login', 'Roll']).execute();
  const access = await db.selectFrom('account_companies').select(['Login', 'FtgId']).execute();
  const plusCompanies = (await db.selectFrom('companies').select('FtgId').where('Plus', '=', 1).orderBy('FtgId').execute()).map((c) => c.FtgId);
  const rows = accounts.flatMap((a) => {
    const companies = a.Roll === 'LIC' || a.Roll === 'ADM' ? plusCompanies.slice(0, 2) : access.filter((x) => x.Login === a.Login).map((x) => x.FtgId);
    return companies.flatMap((FtgId) =>
      INBOX.map((m) => {
        const sent = now.getTime() - m.daysAgo * 86_400_000;
        return { Login: a.Login, FtgId, Subject: m.subject, Sender: m.from, Body: m.body, SentAt: sent, ReadAt: m.read ? sent + 3_600_000 : null };
      }),
    );
  });
  for (let i = 0; i < rows.length; i += 200)
    await messagesDb(db)
      .insertInto('messages')
      .values(rows.slice(i, i + 200))
      .execute();
}
