import { explainAccess, type AccessContext, type Predicate } from '@lonna/core/contracts';
import type { PayrollSection, ReminderSource, ServerPlugin } from '@lonna/core/server';
import type { Directory } from './auth/directory';
import type { CompanyPlugins } from './company-plugins';
import type { Db } from './db/types';

export type ReminderSourcesOf = (ftgId: string, db?: Db) => Promise<readonly ReminderSource<Db>[]>;
export type PayrollSectionsOf = (ftgId: string, db?: Db) => Promise<readonly PayrollSection<Db>[]>;

type Contribution<T> = { item: T; plugin: string; gates: Predicate[] };

/**
 * What the installed plugins contribute to a company (reminder sources, payroll sections): those of the plugins the
 * company uses whose gates (the plugin's `enabledWhen` and the contribution's own) the company meets. The gates are
 * read for the company alone, as its administrator sees it: these are a company's, not a person's.
 */
function contributionsOf<T>(all: readonly Contribution<T>[], companyPlugins: CompanyPlugins, directory: Directory) {
  return async (ftgId: string, db?: Db): Promise<T[]> => {
    if (!all.length) return [];
    const [enabled, company] = await Promise.all([companyPlugins.enabled(ftgId, db), directory.company(ftgId, db)]);
    if (!company) return [];
    const access: AccessContext = {
      role: 'FTG',
      plus: company.plus,
      licenceOptions: company.licenceOptions,
      userOptions: [],
      portal: company.portal as unknown as Record<string, unknown>,
      company: company.ftgInfo as unknown as Record<string, unknown>,
      hasEmployeeNumber: false,
      plugins: [...enabled],
    };
    return all.filter((c) => enabled.has(c.plugin) && c.gates.every((g) => explainAccess(g, access).allowed)).map((c) => c.item);
  };
}

const gatesOf = (...gates: (Predicate | undefined)[]) => gates.filter((g): g is Predicate => g !== undefined);

export function reminderSourcesOf(plugins: readonly ServerPlugin<Db>[], companyPlugins: CompanyPlugins, directory: Directory): ReminderSourcesOf {
  const all = plugins.flatMap((p) =>
    (p.reminderSources ?? []).map((r) => ({
      item: Object.freeze({ ...r, plugin: p.id, trigger: `${p.id}.${r.id}` }) as ReminderSource<Db>,
      plugin: p.id,
      gates: gatesOf(p.enabledWhen, r.enabledWhen),
    })),
  );
  return contributionsOf(all, companyPlugins, directory);
}

/** the other plugins' parts of the one PAXml file time's export writes */
export function payrollSectionsOf(plugins: readonly ServerPlugin<Db>[], companyPlugins: CompanyPlugins, directory: Directory): PayrollSectionsOf {
  const all = plugins.flatMap((p) =>
    (p.payrollSections ?? []).map((s) => ({
      item: Object.freeze({ ...s, plugin: p.id }) as PayrollSection<Db>,
      plugin: p.id,
      gates: gatesOf(p.enabledWhen, s.enabledWhen),
    })),
  );
  return contributionsOf(all, companyPlugins, directory);
}
