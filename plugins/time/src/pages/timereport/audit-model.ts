import { combine, createEvent, createStore, sample } from 'effector';
import { auditQuery } from '../../api';
import type { AuditEntry } from '../../contracts';
import { $anstNr, $period } from '../../shared/model';

/** The change log of the shown employee and period: who changed what, when, old → new. */
export const auditOpened = createEvent();
export const auditClosed = createEvent();
export const $auditOpen = createStore(false).on(auditOpened, () => true).reset(auditClosed);
const $request = combine($anstNr, $period, (AnstNr, p) => (AnstNr && p ? { AnstNr, From: p.From, To: p.To } : null));
sample({ clock: auditOpened, source: $request, filter: Boolean, fn: (query) => ({ query }), target: auditQuery.start });
export const $audit = createStore<AuditEntry[]>([]).on(auditQuery.finished.success, (_, { result }) => result).reset(auditClosed);
export const $auditLoading = auditQuery.$pending;
