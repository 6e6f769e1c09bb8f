import { downloadFailed, fetchFileFx, type DownloadFailure } from '@lonna/core';
import { allSettled, createStore, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { exportPaxmlFx, printTimeReportFx } from '../src/api';

// the shell's failure dialog reads this event (core/src/shell/offline)
const $failure = createStore<DownloadFailure | null>(null).on(downloadFailed, (_, f) => f);

describe('downloads', () => {
  it('a failed print opens the print-failure dialog with the server’s message', async () => {
    const scope = fork({ handlers: [[fetchFileFx, () => Promise.reject({ kind: 'print', message: 'Du har inte behörighet.', path: '/print/tidrapport' })]] });
    await allSettled(printTimeReportFx, { scope, params: { query: { AnstNr: '7', From: '2026-11-01', To: '2026-11-30' } } });
    expect(scope.getState($failure)).toEqual({ kind: 'print', message: 'Du har inte behörighet.', path: '/print/tidrapport' });
  });
  it('a file that arrives is handed to the browser, with no dialog; method and path come from the contract', async () => {
    const fetched: unknown[] = [];
    const scope = fork({ handlers: [[fetchFileFx, ({ request }: { request: unknown }) => (fetched.push(request), { fileName: 'paxml.xml' })]] });
    await allSettled(exportPaxmlFx, { scope, params: { body: { AnstNr: ['7'], From: '2026-11-01', To: '2026-11-30' } } });
    expect(fetched).toEqual([{ method: 'POST', path: '/api/attest/paxml', query: undefined, body: { AnstNr: ['7'], From: '2026-11-01', To: '2026-11-30' } }]);
    expect(scope.getState($failure)).toBeNull();
  });
});
