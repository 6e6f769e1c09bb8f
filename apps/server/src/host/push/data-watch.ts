import { PUSH_EVENTS } from '@lonna/core/contracts';
import type { Db } from '../db/types';
import type { PushHub } from './hub';

/**
 * Who changed the employee register or the care recipients does not matter —
 * an endpoint, a payroll import, a person with SQL — the portal must hear of
 * it. Every instance looks at the database now and then (companies'
 * RegisterVersion, bumped by triggers; a count/min/max signature of brukare)
 * and tells its own sockets only: each instance polls the same database, so
 * nothing needs to cross the bus and nobody hears it twice.
 */
export class DataWatch {
  private registers = new Map<string, { version: number; numbers: string }>();
  private caretakers = new Map<string, string>();
  private primed = false;
  private running = false;
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly db: Db,
    private readonly hub: PushHub,
    everyMs: number,
  ) {
    this.timer = setInterval(() => void this.check().catch(() => undefined), everyMs);
    this.timer.unref();
  }

  /** one look; the first only learns the current state */
  async check(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      const first = !this.primed;
      for (const c of await this.db.selectFrom('companies').select(['FtgId', 'RegisterVersion']).execute()) {
        const version = Number(c.RegisterVersion);
        const known = this.registers.get(c.FtgId);
        if (known && known.version === version) continue;
        const numbers = (await this.db.selectFrom('employees').select('AnstNr').where('FtgId', '=', c.FtgId).orderBy('AnstNr').execute())
          .map((e) => e.AnstNr)
          .join(',');
        this.registers.set(c.FtgId, { version, numbers });
        if (first || !known) continue;
        // the register changed: its list reloads; new or removed numbers also clear a vanished selection
        this.hub.deliverLocal({ ftgId: c.FtgId }, { event: PUSH_EVENTS.resourceUpdated, resource: 'perlista' });
        if (known.numbers !== numbers) this.hub.deliverLocal({ ftgId: c.FtgId }, { event: PUSH_EVENTS.employeeNumbersChanged });
      }
      const rows = await this.db
        .selectFrom('brukare')
        .select((eb) => ['FtgId', eb.fn.countAll<number>().as('n'), eb.fn.min('Brukare').as('lo'), eb.fn.max('Brukare').as('hi')])
        .groupBy('FtgId')
        .execute();
      const seen = new Set<string>();
      for (const r of rows) {
        seen.add(r.FtgId);
        const signature = `${Number(r.n)}|${r.lo ?? ''}|${r.hi ?? ''}`;
        const known = this.caretakers.get(r.FtgId);
        this.caretakers.set(r.FtgId, signature);
        if (!first && known !== signature) this.hub.deliverLocal({ ftgId: r.FtgId }, { event: PUSH_EVENTS.caretakerNumbersChanged });
      }
      for (const [ftgId] of this.caretakers) {
        if (seen.has(ftgId)) continue;
        this.caretakers.delete(ftgId);
        if (!first) this.hub.deliverLocal({ ftgId }, { event: PUSH_EVENTS.caretakerNumbersChanged });
      }
      this.primed = true;
    } finally {
      this.running = false;
    }
  }

  stop(): void {
    clearInterval(this.timer);
  }
}
