import { describe, expect, it, vi } from 'vitest';
import { deferredPublisher } from '../server/push';

describe('push of time changes', () => {
  it('announces after the call, one frame per employee with the periods merged', async () => {
    vi.useFakeTimers();
    const sent: unknown[] = [];
    const changed = deferredPublisher((ftgId, frame) => sent.push([ftgId, frame]), 100);
    changed({ FtgId: '1001', AnstNr: '3', From: '2026-11-18', To: '2026-11-18' });
    changed({ FtgId: '1001', AnstNr: '3', From: '2026-11-02', To: '2026-11-05' });
    changed({ FtgId: '1001', AnstNr: '4', From: '2026-11-18', To: '2026-11-18' });
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(100);
    expect(sent).toEqual([
      ['1001', { event: 'resource-updated', resource: 'tidrader', payload: { resource: 'tidrader', FtgId: '1001', AnstNr: '3', From: '2026-11-02', To: '2026-11-18' } }],
      ['1001', { event: 'resource-updated', resource: 'tidrader', payload: { resource: 'tidrader', FtgId: '1001', AnstNr: '4', From: '2026-11-18', To: '2026-11-18' } }],
    ]);
    vi.useRealTimers();
  });
});
