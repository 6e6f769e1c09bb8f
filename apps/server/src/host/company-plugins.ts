import type { CompanyPlugin } from '@lonna/core/contracts';
import type { Db } from './db/types';
import { TtlCache } from './http/ttl-cache';

export interface InstalledPlugin {
  id: string;
  version: string /** built into the host: always on */;
  required: boolean;
}

/**
 * Which installed plugins each company uses (per-company enablement). A company without a row for a plugin
 * uses it (installing a plugin licenses it everywhere until someone switches it off). Read on every call of
 * a plugin's endpoints, so cached briefly per company; a change on this instance drops the entry at once,
 * other instances see it within `cacheMs`.
 */
export class CompanyPlugins {
  private readonly cache: TtlCache<ReadonlySet<string>>;

  constructor(
    private readonly db: Db,
    readonly installed: readonly InstalledPlugin[],
    cacheMs: number,
  ) {
    this.cache = new TtlCache(cacheMs);
  }

  find(id: string): InstalledPlugin | undefined {
    return this.installed.find((p) => p.id === id);
  }

  /** the ids of the plugins the company uses (required ones included); `db`: the call's transaction, when inside one */
  async enabled(ftgId: string, db: Db = this.db): Promise<ReadonlySet<string>> {
    const hit = this.cache.get(ftgId);
    if (hit) return hit;
    const off = new Set(
      (await db.selectFrom('company_plugins').select(['Plugin', 'Enabled']).where('FtgId', '=', ftgId).execute())
        .filter((r) => !Number(r.Enabled))
        .map((r) => r.Plugin),
    );
    const on = new Set(this.installed.filter((p) => p.required || !off.has(p.id)).map((p) => p.id));
    this.cache.set(ftgId, on);
    return on;
  }

  /** `enabled` without a wait when this instance holds the company's set (undefined: ask `enabled`) */
  cachedEnabled(ftgId: string): ReadonlySet<string> | undefined {
    return this.cache.get(ftgId);
  }

  async list(ftgId: string): Promise<CompanyPlugin[]> {
    const on = await this.enabled(ftgId);
    return this.installed.map((p) => ({ Id: p.id, Version: p.version, Enabled: on.has(p.id), Required: p.required }));
  }

  /** one statement, outside the caller's transaction: committed when this returns, so the cache can go */
  async set(ftgId: string, id: string, enabled: boolean): Promise<void> {
    await this.db
      .insertInto('company_plugins')
      .values({ FtgId: ftgId, Plugin: id, Enabled: enabled ? 1 : 0 })
      .onConflict((oc) => oc.columns(['FtgId', 'Plugin']).doUpdateSet({ Enabled: enabled ? 1 : 0 }))
      .execute();
    this.cache.delete(ftgId);
  }

  forget(ftgId: string): void {
    this.cache.delete(ftgId);
  }
}
