import type { StaffingCtx, StaffingNeedsTable } from './db';

/**
 * Which needs a planner sees and may change, from the host's role data scope (docs/SECURITY.md): FTG, ADM and LIC the
 * company's; AVD the needs of the departments he administers; LSS the needs of the care recipients he is responsible
 * for; BRU the needs of his own care recipient. (PER never reaches these endpoints: the access rule refuses him.)
 */
export interface NeedScope {
  all: boolean;
  departments: ReadonlySet<string>;
  careRecipients: ReadonlySet<string>;
}

export async function needScope(ctx: StaffingCtx): Promise<NeedScope> {
  const role = ctx.account.Roll;
  if (role === 'FTG' || role === 'ADM' || role === 'LIC') return { all: true, departments: new Set(), careRecipients: new Set() };
  const departments = new Set(role === 'AVD' ? (ctx.account.departments[ctx.companyId] ?? []) : []);
  let careRecipients = new Set<string>();
  if (role === 'BRU' && ctx.account.Brukare && ctx.account.FtgId === ctx.companyId) careRecipients = new Set([ctx.account.Brukare]);
  if (role === 'LSS') {
    const rows = await ctx.db
      .selectFrom('care_responsibilities')
      .select('Brukare')
      .where('Login', '=', ctx.account.Login)
      .where('FtgId', '=', ctx.companyId)
      .execute();
    careRecipients = new Set(rows.map((r) => r.Brukare));
  }
  return { all: false, departments, careRecipients };
}

export const needVisible = (s: NeedScope, n: Pick<StaffingNeedsTable, 'Avdelning' | 'Brukare'>): boolean =>
  s.all || (n.Avdelning !== '' && s.departments.has(n.Avdelning)) || (n.Brukare !== '' && s.careRecipients.has(n.Brukare));
