import { createPageQuery } from '@lonna/core';
import { combine, createEvent, createStore, sample } from 'effector';
import { time } from '../../contracts';
import { $anstNr, $period } from '../../shared/model';

/** The change log of the shown employee and period: who changed what, when, old → new. Loaded while the dialog is open. */
export const auditOpened = createEvent();
export const auditClosed = createEvent();
export const $auditOpen = createStore(false)
  .on(auditOpened, () => true)
  .reset(auditClosed);
const $request = combine($anstNr, $period, (AnstNr, p) => (AnstNr && p ? { query: { AnstNr, From: p.From, To: p.To } } : null));
const audit = createPageQuery({ name: 'time.audit', endpoint: time.audit, params: $request });
sample({ clock: auditOpened, target: audit.opened });
sample({ clock: auditClosed, target: audit.closed });
export const $audit = audit.$data.map((entries) => entries ?? []);
export const $auditLoading = audit.$pending;
