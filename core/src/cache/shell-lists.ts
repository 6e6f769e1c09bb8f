import { shell } from '../contracts/shell';
import { defineLazyLists } from './cached-list';

/**
 * The lists every plugin shares (spec §3 "Lists held by the client"), declared
 * once. Each is made on first use and loads only when a page fires its `needed` event.
 */
const configs = {
  timeCodes: { name: 'lists.tidkoder', endpoint: shell.tidkoder },
  payCodes: { name: 'lists.lonkoder', endpoint: shell.lonkoder },
  productGroups: { name: 'lists.varugrupper', endpoint: shell.varugrupper },
  accounts: { name: 'lists.kontoreg', endpoint: shell.kontoreg },
  employees: { name: 'lists.perlista', endpoint: shell.perlista },
  departments: { name: 'lists.avdelning', endpoint: shell.avdelning },
  careRecipients: { name: 'lists.brukarlista', endpoint: shell.brukarlista },
  careResponsibles: { name: 'lists.brukaransvlista', endpoint: shell.brukaransvlista },
  staffingTasks: { name: 'lists.bemuppgift', endpoint: shell.bemuppgift },
  competences: { name: 'lists.kompetenser', endpoint: shell.kompetenser },
  properties: { name: 'lists.egenskaper', endpoint: shell.egenskaper },
  workSchedules: { name: 'lists.arbschemalist', endpoint: shell.arbschemalist },
  resultUnits: { name: 'lists.resenheter', endpoint: shell.resenheter },
  holidays: { name: 'lists.holidays', endpoint: shell.holidays },
  overtimeRules: { name: 'lists.obregler', endpoint: shell.obregler },
} as const;
export const lists = defineLazyLists(configs);

/** a shared list's name without making it (wiring that waits for the list: `forEachCachedList`) */
export const sharedListName = (key: keyof typeof configs): string => configs[key].name;
