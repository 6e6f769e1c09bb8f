import type { ServerJob } from '@lonna/core/server';
import type { TravelDb } from './db';
import { RECEIPT_KIND } from './db';

/**
 * A scan stores its receipt at once (the line that will point to it is saved later, or never). Every hour, the
 * receipts scanned more than `RECEIPT_UNATTACHED_HOURS` ago that no travel line and no compensation points to are
 * deleted, one transaction per company, audited as the job (`job:travel/remove-unattached-receipts`). A receipt that is
 * attached is only forgotten by this list (it lives as long as what points to it).
 */
export const RECEIPT_UNATTACHED_HOURS = 24;
const HOUR_MS = 3_600_000;

export const removeUnattachedReceipts: ServerJob<TravelDb> = {
  name: 'remove-unattached-receipts',
  everyMs: HOUR_MS,
  async run(ctx) {
    const before = ctx.now().getTime() - RECEIPT_UNATTACHED_HOURS * HOUR_MS;
    const old = await ctx.db.selectFrom('travel_scans').select(['FtgId', 'KvittoId']).where('ScannedAt', '<', before).orderBy('FtgId').execute();
    const byCompany = new Map<string, string[]>();
    for (const s of old) byCompany.set(s.FtgId, [...(byCompany.get(s.FtgId) ?? []), s.KvittoId]);
    for (const [ftgId, ids] of byCompany)
      await ctx.inCompany(ftgId, async (c) => {
        const onLines = await c.db.selectFrom('travel_lines').select('KvittoId').where('FtgId', '=', ftgId).where('KvittoId', 'in', ids).execute();
        const onClaims = await c.db.selectFrom('compensations').select('KvittoId').where('FtgId', '=', ftgId).where('KvittoId', 'in', ids).execute();
        const attached = new Set([...onLines, ...onClaims].map((r) => r.KvittoId));
        for (const id of ids.filter((i) => !attached.has(i))) {
          const file = await c.files.read(RECEIPT_KIND, id);
          await c.files.delete(RECEIPT_KIND, id);
          if (file)
            await c.audit.record({
              entity: 'receipt',
              id,
              event: 'deleted',
              action: 'unattached',
              before: { FileName: file.fileName, Size: file.size },
              after: null,
            });
        }
        await c.db.deleteFrom('travel_scans').where('FtgId', '=', ftgId).where('KvittoId', 'in', ids).execute();
      });
  },
};
