// @lonna/core/testing/server — the server tester a plugin's server tests use (types only: core never
// imports the host). The host implements it: `import { createServerTester } from '@lonna/server/testing'`.
import type { Role } from '../contracts/access';
import type { ServerPlugin, SqlDialect } from '../server/types';

export interface TestReply {
  statusCode: number;
  body: string;
  headers: Record<string, unknown>;
  cookies: { name: string; value: string }[];
}
export interface TestCallOptions {
  cookie?: string;
  headers?: Record<string, string>;
  body?: unknown;
  ip?: string;
}

/** The host with chosen plugins on a fresh, seeded database (in-memory SQLite, or a throwaway PostgreSQL schema). */
export interface ServerTester {
  dialect: SqlDialect;
  /** a call as the portal makes it (API marker, JSON) */
  call(method: string, url: string, o?: TestCallOptions): Promise<TestReply>;
  /** sign in with a demo login (password demo1234); with `company`, choose it too. Answers the cookie. */
  signIn(login: string, company?: string): Promise<string>;
  /** sign in as the demo account of a role */
  signInAs(role: Role, company?: string): Promise<string>;
  /** a fingerprint of the host's tables: equal before and after = nothing written */
  snapshot(): Promise<string>;
  close(): Promise<void>;
}

/** What a tester is started with: the plugins under test, declared in place. */
export interface ServerTesterOptions {
  plugins?: readonly ServerPlugin<any>[];
}
