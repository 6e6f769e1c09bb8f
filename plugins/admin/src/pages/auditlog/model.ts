import { $userAppSettings, createPageData, createPageQuery } from '@lonna/core';
import { isValidDate } from '@lonna/core/validation';
import { combine, createEvent, createStore } from 'effector';
import { admin, type AuditEntry } from '../../contracts';

/** The company's audit log: every plugin's changes, newest first, filtered by person, kind, event and period. */

export interface AuditFilters {
  Person: string;
  /** '' every kind, else `<plugin>/<entity>` */
  Kind: string;
  Event: '' | AuditEntry['Event'];
  From: string;
  To: string;
  Page: number;
}
const NONE: AuditFilters = { Person: '', Kind: '', Event: '', From: '', To: '', Page: 1 };

/** the person typed, once typing has paused (the view waits) */
export const personChanged = createEvent<string>();
export const auditFiltersChanged = createEvent<Partial<Omit<AuditFilters, 'Page' | 'Person'>>>();
export const auditPageChosen = createEvent<number>();
export const auditFiltersCleared = createEvent();
export const $auditFilters = createStore<AuditFilters>(NONE)
  .on(personChanged, (f, Person) => (Person.trim() === f.Person ? f : { ...f, Person: Person.trim(), Page: 1 }))
  .on(auditFiltersChanged, (f, patch) => ({ ...f, ...patch, Page: 1 }))
  .on(auditPageChosen, (f, Page) => ({ ...f, Page }))
  .reset(auditFiltersCleared);

/** a date that cannot be read, or a period that ends before it starts, is not asked for: the view says why, on the field */
export const $periodProblem = $auditFilters.map((f): { field: 'From' | 'To'; key: 'badDate' | 'reversed' } | null => {
  if (f.From && !isValidDate(f.From)) return { field: 'From', key: 'badDate' };
  if (f.To && !isValidDate(f.To)) return { field: 'To', key: 'badDate' };
  if (f.From && f.To && f.From > f.To) return { field: 'To', key: 'reversed' };
  return null;
});

export const entries = createPageQuery({
  name: 'admin.auditLog',
  endpoint: admin.auditLog,
  params: combine($auditFilters, $periodProblem, $userAppSettings, (f, problem, s) => {
    if (problem) return null;
    const [Plugin, Entity] = f.Kind ? f.Kind.split('/') : [];
    return {
      query: {
        ...(f.Person ? { Person: f.Person } : {}),
        ...(Plugin ? { Plugin } : {}),
        ...(Entity ? { Entity } : {}),
        ...(f.Event ? { Event: f.Event } : {}),
        ...(f.From ? { From: f.From } : {}),
        ...(f.To ? { To: f.To } : {}),
        Page: String(f.Page),
        PerPage: String(s?.PaginationPerPage ?? 25),
      },
    };
  }),
});

export const facets = createPageQuery({ name: 'admin.auditFacets', endpoint: admin.auditFacets, params: createStore({}) });

export const auditLogPage = createPageData({ loads: [entries, facets] });
