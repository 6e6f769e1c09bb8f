import { explainAccess, type AccessContext, type Predicate } from '@lonna/core/contracts';
import type { ReminderSource, ServerPlugin } from '@lonna/core/server';
import type { Directory } from './auth/directory';
import type { CompanyPlugins } from './company-plugins';
import type { Db } from './db/types';

export type ReminderSourcesOf = (ftgId: string, db?: Db) => Promise<readonly ReminderSource<Db>[]>;

/**
 * What the installed plugins can remind a company's people of: the sources of the plugins the company uses whose
 * gates (the plugin's `enabledWhen` and the source's own) the company meets. The gates are read for the company
 * alone, as its administrator sees it: reminders are a company's, not a person's.
 */
export function reminderSourcesOf(plugins: readonly ServerPlugin<Db>[], companyPlugins: CompanyPlugins, directory: Directory): ReminderSourcesOf {
  const all = plugins.flatMap((p) =>
    (p.reminderSources ?? []).map((r) => ({
      source: Object.freeze({ ...r, plugin: p.id, trigger: `${p.id}.${r.id}` }) as ReminderSource<Db>,
      gates: [p.enabledWhen, r.enabledWhen].filter((g): g is Predicate => g !== undefined),
    })),
  );
  return async (ftgId, db) => {
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
    return all.filter((s) => enabled.has(s.source.plugin) && s.gates.every((g) => explainAccess(g, access).allowed)).map((s) => s.source);
  };
}
