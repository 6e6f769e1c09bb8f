import { fetchFileFx } from '@lonna/core';
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { paxmlExportClicked } from '../src/pages/card/model';

describe('the PAXml export of accepted changes', () => {
  it('a double click sends one export, a POST to the contract’s path', async () => {
    const fetched: unknown[] = [];
    let release!: () => void;
    const arrived = new Promise<void>((r) => (release = r));
    const scope = fork({
      handlers: [
        [
          fetchFileFx,
          async ({ request }: { request: unknown }) => {
            fetched.push(request);
            await arrived;
            return { fileName: 'paxml-personal.xml' };
          },
        ],
      ],
    });
    const clicks = [allSettled(paxmlExportClicked, { scope }), allSettled(paxmlExportClicked, { scope })];
    await Promise.resolve();
    release();
    await Promise.all(clicks);
    expect(fetched).toEqual([{ method: 'POST', path: '/api/employeeCard/paxml', query: undefined, body: undefined }]);
  });
});
