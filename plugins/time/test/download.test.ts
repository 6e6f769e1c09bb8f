import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $downloadFailure, downloadFx, fetchFileFx, saveFileFx } from '../src/shared/download';

describe('downloads', () => {
  it('a failed print opens the print-failure dialog with the server’s message', async () => {
    const scope = fork({ handlers: [[fetchFileFx, () => Promise.reject({ kind: 'print', message: 'Du har inte behörighet.' })]] });
    await allSettled(downloadFx, { scope, params: { method: 'GET', path: '/print/tidrapport', query: {}, kind: 'print' } });
    expect(scope.getState($downloadFailure)).toEqual({ kind: 'print', message: 'Du har inte behörighet.' });
  });
  it('a file that arrives is handed to the browser, with no dialog', async () => {
    const saved: string[] = [];
    const scope = fork({
      handlers: [
        [fetchFileFx, () => ({ blob: new Blob(['<paxml/>']), filename: 'paxml.xml' })],
        [saveFileFx, ({ filename }: { filename: string }) => void saved.push(filename)],
      ],
    });
    await allSettled(downloadFx, { scope, params: { method: 'POST', path: '/api/attest/paxml', body: {}, kind: 'file' } });
    expect(saved).toEqual(['paxml.xml']);
    expect(scope.getState($downloadFailure)).toBeNull();
  });
});
