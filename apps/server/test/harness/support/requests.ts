import type { EndpointDescriptor, Role } from '@lonna/core/contracts';
import type { TestServer } from '../../support/test-server';
import { HOME_COMPANY, ROLE_LOGINS } from './roles';
import { fillPath, paramNames } from './runtypes-samples';

export type Verdict = 'allow' | 'deny';
/** what the server's answer means for the access decision */
export function verdictOf(res: { statusCode: number; body: string }): Verdict | string {
  if (res.statusCode === 403) {
    const code = safeJson(res.body)?.dvCode;
    return code === 40300 ? 'deny' : `403/${code}`;
  }
  if (res.statusCode === 401 || res.statusCode >= 500) return `${res.statusCode}/${safeJson(res.body)?.dvCode}`;
  return 'allow';
}
export function safeJson(text: string): { dvCode?: number; message?: string } | undefined {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * A request that passes no body or query check on purpose: the access gate comes
 * before input checks, so nothing is written. Path ids are ones the caller may
 * see (its company, an employee in its scope), so a refusal can only be the predicate's.
 */
export function emptyRequest(d: EndpointDescriptor, inScope: Record<string, string> = {}) {
  const params = Object.fromEntries(paramNames(d.path).map((p) => [p, inScope[p] ?? '0']));
  return { url: fillPath(d.path, params), body: d.method === 'GET' || d.method === 'DELETE' ? undefined : {} };
}

/** an employee each role may see (docs/SECURITY.md § Role data scope): PER its own, AVD one of its departments, BRU/LSS of its care recipients, the others any */
export async function inScopeIds(server: TestServer, role: Role): Promise<Record<string, string>> {
  const db = server.host.db as any;
  const login = ROLE_LOGINS[role];
  const own = (await db.selectFrom('accounts').select('AnstNr').where('Login', '=', login).executeTakeFirstOrThrow()).AnstNr as string;
  const departments = (
    await db.selectFrom('account_departments').select('Avdelning').where('Login', '=', login).where('FtgId', '=', HOME_COMPANY).execute()
  ).map((r: { Avdelning: string }) => r.Avdelning);
  let q = db.selectFrom('employees').select('AnstNr').where('FtgId', '=', HOME_COMPANY).orderBy('AnstNr');
  if (role === 'AVD' && departments.length) q = q.where('Avdelning', 'in', departments);
  // BRU: the employees of the own care recipient; LSS: of the care recipients in the responsibility list
  const brukare = (await db.selectFrom('accounts').select('Brukare').where('Login', '=', login).executeTakeFirstOrThrow()).Brukare as string;
  if (role === 'BRU') q = q.where('Brukare', '=', brukare);
  if (role === 'LSS')
    q = q.where('Brukare', 'in', db.selectFrom('care_responsibilities').select('Brukare').where('Login', '=', login).where('FtgId', '=', HOME_COMPANY));
  const AnstNr = role === 'PER' && own ? own : ((await q.executeTakeFirstOrThrow()).AnstNr as string);
  return { AnstNr, FtgId: HOME_COMPANY };
}
