import { createEvent, sample } from 'effector';
import { attestListQuery, attestMutation } from '../../api';
import { downloadFx } from '../../shared/download';
import { $period, refreshWanted } from '../../shared/model';
import { createStatusListModel } from '../../shared/status-list-model';

/** Attestera: attest by administrators (KalUseAttest), and the PAXml export of attested time to payroll. */
export const attestModel = createStatusListModel({ query: attestListQuery, mutation: attestMutation });

export const exportClicked = createEvent();
export const attestListPrintClicked = createEvent();
sample({
  clock: exportClicked,
  source: { period: $period, selected: attestModel.$selected },
  filter: ({ period, selected }) => period !== null && selected.size > 0,
  fn: ({ period, selected }) => ({ method: 'POST' as const, path: '/api/attest/paxml', body: { AnstNr: [...selected], From: period!.From, To: period!.To }, kind: 'file' as const }),
  target: downloadFx,
});
// exported days are locked now: reload the list to show it
sample({ clock: downloadFx.done, filter: ({ params }) => params.path === '/api/attest/paxml', fn: () => undefined, target: refreshWanted });
sample({
  clock: attestListPrintClicked,
  source: { period: $period, department: attestModel.$department },
  filter: ({ period }) => period !== null,
  fn: ({ period, department }) => ({
    method: 'GET' as const, path: '/print/attestlista', query: { From: period!.From, To: period!.To, ...(department ? { Avdelning: department } : {}) }, kind: 'print' as const,
  }),
  target: downloadFx,
});
