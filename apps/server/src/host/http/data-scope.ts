import { ApiError, DV_CODES, type AccountInfo, type DataScope, type EmployeeScope, type ScopeBasis } from '@lonna/core/server';
import type { Db } from '../db/types';

/**
 * The role data scope, the one implementation (the table is in @lonna/core/server scope.ts and docs/SECURITY.md).
 * Every handler gets it as `ctx.scope`; it is computed at most once per call, on the call's database
 * (inside the write transaction for writes).
 */
export function createDataScope(
  db: Db,
  account: AccountInfo | null,
  companyId: string | null,
  t: (key: string, params?: Record<string, unknown>) => string,
): DataScope {
  return new CallScope(db, account, companyId, t);
}

/**
 * One call's scope: a class, not closures made per call (the usual read asks `employees()` once; the whole company's
 * scope is one resolved promise shared by every call, not a new one).
 */
class CallScope implements DataScope {
  private computed: Promise<EmployeeScope> | null = null;
  constructor(
    private readonly db: Db,
    private readonly account: AccountInfo | null,
    private readonly companyId: string | null,
    private readonly t: (key: string, params?: Record<string, unknown>) => string,
  ) {}

  employees(): Promise<EmployeeScope> {
    if (this.computed === null) {
      this.computed = seesWholeCompany(this.account, this.companyId) ? WHOLE_COMPANY_NOW : employeeScope(this.db, this.account, this.companyId);
    }
    return this.computed;
  }

  async assertEmployee(anstNr: string): Promise<void> {
    const s = await this.employees();
    if (!s.includes(anstNr)) this.refuse(anstNr, s.basis);
  }

  async assertEmployees(anstNrs: readonly string[]): Promise<void> {
    const s = await this.employees();
    const outside = anstNrs.find((a) => !s.includes(a));
    if (outside !== undefined) this.refuse(outside, s.basis);
  }

  private refuse(anstNr: string, basis: ScopeBasis): never {
    const { t } = this;
    throw new ApiError(403, DV_CODES.forbidden, t('server.outsideScope', { anstNr: anstNr.slice(0, 20), scope: t(`server.scope.${basis}`) }), 'AnstNr');
  }
}

/** the roles whose scope is the whole company (employeeScope's first case) */
const seesWholeCompany = (account: AccountInfo | null, companyId: string | null): boolean =>
  account !== null && companyId !== null && (account.Roll === 'LIC' || account.Roll === 'ADM' || account.Roll === 'FTG');

const byNumber = (a: string, b: string) => Number(a) - Number(b) || a.localeCompare(b);

function limited(basis: ScopeBasis, anstNrs: string[]): EmployeeScope {
  const sorted = [...new Set(anstNrs)].sort(byNumber);
  const set = new Set(sorted);
  return { all: false, anstNrs: sorted, basis, includes: (a) => set.has(a) };
}

const WHOLE_COMPANY: EmployeeScope = { all: true, anstNrs: [], basis: 'company', includes: () => true };
const WHOLE_COMPANY_NOW = Promise.resolve(WHOLE_COMPANY);
const NONE = limited('none', []);

export async function employeeScope(db: Db, account: AccountInfo | null, companyId: string | null): Promise<EmployeeScope> {
  if (!account || companyId === null) return NONE;
  const inCompany = () => db.selectFrom('employees').select('AnstNr').where('FtgId', '=', companyId);
  switch (account.Roll) {
    case 'LIC':
    case 'ADM':
    case 'FTG':
      return WHOLE_COMPANY;
    case 'PER':
      return account.AnstNr !== '' && account.FtgId === companyId ? limited('ownEmployee', [account.AnstNr]) : NONE;
    case 'AVD': {
      const departments = account.departments[companyId] ?? [];
      if (departments.length === 0) return limited('departments', []);
      return limited(
        'departments',
        (
          await inCompany()
            .where('Avdelning', 'in', [...departments])
            .execute()
        ).map((r) => r.AnstNr),
      );
    }
    case 'BRU': {
      if (account.Brukare === '') return limited('careRecipients', []);
      return limited(
        'careRecipients',
        (await inCompany().where('Brukare', '=', account.Brukare).execute()).map((r) => r.AnstNr),
      );
    }
    case 'LSS': {
      const mine = db.selectFrom('care_responsibilities').select('Brukare').where('Login', '=', account.Login).where('FtgId', '=', companyId);
      return limited(
        'careRecipients',
        (await inCompany().where('Brukare', 'in', mine).execute()).map((r) => r.AnstNr),
      );
    }
    default:
      return NONE;
  }
}
