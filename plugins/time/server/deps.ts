import type { ResourceUpdated } from '../src/contracts';

/** A change of one employee's time rows or day statuses over dates From..To. */
export type TimeChange = Omit<ResourceUpdated, 'resource'>;

/** What the host gives the time plugin's server half. */
export interface TimeDeps {
  now: () => Date;
}
