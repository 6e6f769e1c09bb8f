import type { Role } from '@lonna/core/contracts';
import type { AccessList } from '../src/contracts';
import type { DocumentAccessTable, DocumentsDb, GrantKind } from './db';

/**
 * Who sees a document — the one rule, used for every list, download, push and edit (the harness proves it over every
 * role: apps/server/test/harness/document-access.test.ts).
 *
 * - LIC and ADM ("count as admin", spec §6) see all of the company's documents, and so does the uploader his own.
 * - Everyone else sees a document whose access list holds one of his grants (`grantsOf`):
 *   ALLA (everyone in the company), ROLL:<his role>, ANST:<his employee number in this company>,
 *   AVD:<the department he works in, or administers (AVD)>, BRU:<his care recipient (BRU), the one he assists
 *   (an employee assigned to it), or one in his responsibility (LSS)>.
 */
export const ADMIN_ROLES: readonly Role[] = ['LIC', 'ADM'];

/** what identifies a person for the rule: login, role and the grants he holds in the company */
export interface Viewer {
  login: string;
  role: Role;
  grants: ReadonlySet<string>;
}

const key = (kind: GrantKind, value = '') => `${kind}:${value}`;

export interface AccountFacts {
  Login: string;
  Roll: string;
  FtgId: string;
  AnstNr: string;
  Brukare: string;
}

/** the grants an account holds in a company, from the company's own tables (employees, departments, care lists) */
export async function viewerOf(db: DocumentsDb, ftgId: string, account: AccountFacts): Promise<Viewer> {
  const grants = new Set([key('ALLA'), key('ROLL', account.Roll)]);
  const ownCompany = account.FtgId === ftgId;
  if (ownCompany && account.AnstNr) {
    grants.add(key('ANST', account.AnstNr));
    const me = await db
      .selectFrom('employees')
      .select(['Avdelning', 'Brukare'])
      .where('FtgId', '=', ftgId)
      .where('AnstNr', '=', account.AnstNr)
      .executeTakeFirst();
    if (me?.Avdelning) grants.add(key('AVD', me.Avdelning));
    if (me?.Brukare) grants.add(key('BRU', me.Brukare));
  }
  if (ownCompany && account.Roll === 'BRU' && account.Brukare) grants.add(key('BRU', account.Brukare));
  if (account.Roll === 'AVD') {
    const rows = await db.selectFrom('account_departments').select('Avdelning').where('Login', '=', account.Login).where('FtgId', '=', ftgId).execute();
    for (const r of rows) grants.add(key('AVD', r.Avdelning));
  }
  if (account.Roll === 'LSS') {
    const rows = await db.selectFrom('care_responsibilities').select('Brukare').where('Login', '=', account.Login).where('FtgId', '=', ftgId).execute();
    for (const r of rows) grants.add(key('BRU', r.Brukare));
  }
  return { login: account.Login, role: account.Roll as Role, grants };
}

export const isAdmin = (v: Viewer) => ADMIN_ROLES.includes(v.role);

/** may the viewer see the document (its uploader and its access list's grants) */
export function maySee(v: Viewer, doc: { UploadedBy: string }, grants: readonly Pick<DocumentAccessTable, 'Kind' | 'Value'>[]): boolean {
  return isAdmin(v) || doc.UploadedBy === v.login || grants.some((g) => v.grants.has(key(g.Kind, g.Value)));
}

/** may the viewer change the document's access list or delete it: the uploader and the administrators */
export const mayChange = (v: Viewer, doc: { UploadedBy: string }) => isAdmin(v) || doc.UploadedBy === v.login;

/** the access list as rows, and back */
export function grantRows(list: AccessList): { Kind: GrantKind; Value: string }[] {
  return [
    ...(list.Alla ? [{ Kind: 'ALLA' as const, Value: '' }] : []),
    ...[...new Set(list.Roller)].map((Value) => ({ Kind: 'ROLL' as const, Value })),
    ...[...new Set(list.AnstNr)].map((Value) => ({ Kind: 'ANST' as const, Value })),
    ...[...new Set(list.Avdelningar)].map((Value) => ({ Kind: 'AVD' as const, Value })),
    ...[...new Set(list.Brukare)].map((Value) => ({ Kind: 'BRU' as const, Value })),
  ];
}
export function accessListOf(rows: readonly Pick<DocumentAccessTable, 'Kind' | 'Value'>[]): AccessList {
  const of = (k: GrantKind) => rows.filter((r) => r.Kind === k).map((r) => r.Value);
  return {
    Alla: rows.some((r) => r.Kind === 'ALLA'),
    Roller: of('ROLL') as AccessList['Roller'],
    AnstNr: of('ANST'),
    Avdelningar: of('AVD'),
    Brukare: of('BRU'),
  };
}

/** every account that may select the company (its own, those with it in their list, and LIC/ADM) */
export async function accountsOfCompany(db: DocumentsDb, ftgId: string): Promise<AccountFacts[]> {
  const listed = db.selectFrom('account_companies').select('Login').where('FtgId', '=', ftgId);
  return db
    .selectFrom('accounts')
    .select(['Login', 'Roll', 'FtgId', 'AnstNr', 'Brukare'])
    .where('Disabled', '=', 0)
    .where((eb) => eb.or([eb('FtgId', '=', ftgId), eb('Login', 'in', listed), eb('Roll', 'in', [...ADMIN_ROLES])]))
    .execute();
}

/** the logins a document is for (its push goes to them) — the same rule, from the other side */
export async function audienceOf(db: DocumentsDb, ftgId: string, doc: { UploadedBy: string }, grants: readonly Pick<DocumentAccessTable, 'Kind' | 'Value'>[]) {
  const out: string[] = [];
  for (const a of await accountsOfCompany(db, ftgId)) {
    if (maySee(await viewerOf(db, ftgId, a), doc, grants)) out.push(a.Login);
  }
  return out;
}
