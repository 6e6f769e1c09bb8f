import { shell } from '../contracts/shell';
import { createCachedList } from './cached-list';

/**
 * The lists every plugin shares (spec §3 "Lists held by the client"), declared
 * once. Each loads only when a page fires its `needed` event.
 */
export const lists = {
  timeCodes: createCachedList({ name: 'lists.tidkoder', endpoint: shell.tidkoder }),
  payCodes: createCachedList({ name: 'lists.lonkoder', endpoint: shell.lonkoder }),
  productGroups: createCachedList({ name: 'lists.varugrupper', endpoint: shell.varugrupper }),
  accounts: createCachedList({ name: 'lists.kontoreg', endpoint: shell.kontoreg }),
  employees: createCachedList({ name: 'lists.perlista', endpoint: shell.perlista }),
  departments: createCachedList({ name: 'lists.avdelning', endpoint: shell.avdelning }),
  careRecipients: createCachedList({ name: 'lists.brukarlista', endpoint: shell.brukarlista }),
  careResponsibles: createCachedList({ name: 'lists.brukaransvlista', endpoint: shell.brukaransvlista }),
  staffingTasks: createCachedList({ name: 'lists.bemuppgift', endpoint: shell.bemuppgift }),
  competences: createCachedList({ name: 'lists.kompetenser', endpoint: shell.kompetenser }),
  properties: createCachedList({ name: 'lists.egenskaper', endpoint: shell.egenskaper }),
  workSchedules: createCachedList({ name: 'lists.arbschemalist', endpoint: shell.arbschemalist }),
  resultUnits: createCachedList({ name: 'lists.resenheter', endpoint: shell.resenheter }),
  holidays: createCachedList({ name: 'lists.holidays', endpoint: shell.holidays }),
  overtimeRules: createCachedList({ name: 'lists.obregler', endpoint: shell.obregler }),
} as const;
