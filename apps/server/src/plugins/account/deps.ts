import type { Kysely } from 'kysely';
import type { Directory } from '../../host/auth/directory';
import type { ThrottleConfig } from '../../host/auth/throttle';
import type { Database } from '../../host/db/types';

/** What the account handlers need from the host besides the handler context. */
export interface AccountDeps {
  directory: Directory;
  throttle: ThrottleConfig;
  now(): Date;
  /** drop a deleted session from this instance's session cache at once */
  forgetSession(tokenHash: string): void;
}

/** company_pictures (migration account/001): one row per company, the current picture only. */
export interface CompanyPicturesTable {
  FtgId: string;
  Id: string;
  Type: string;
  Bytes: Uint8Array;
  CreatedAt: number;
}

export type AccountDb = Kysely<Database & { company_pictures: CompanyPicturesTable }>;
