/**
 * The access-predicate language. Predicates are plain data so that the client
 * (drawer, routes) and the server (endpoints) evaluate the very same rule, and
 * so that `explainAccess` can say *why* something is refused.
 */
export const ROLES = ['LIC', 'ADM', 'FTG', 'AVD', 'LSS', 'BRU', 'PER'] as const;
export type Role = (typeof ROLES)[number];
export const ADMIN_ROLES: readonly Role[] = ['LIC', 'ADM'];

export type SwitchValue = string | number | boolean;

export type Predicate =
  | { roles: readonly Role[] }
  | { notRoles: readonly Role[] }
  | { plus: true }
  | { licenceOption: string }
  | { userOption: string }
  /** a PortalInfo switch; without `equals` it must be truthy */
  | { portal: string; equals?: SwitchValue }
  /** a FtgInfo (company) flag; without `equals` it must be truthy */
  | { company: string; equals?: SwitchValue }
  | { hasEmployeeNumber: true }
  /** signed in with a company chosen: the weakest company-scoped rule */
  | { companySelected: true }
  | { all: readonly Predicate[] }
  | { any: readonly Predicate[] }
  | { not: Predicate };

/** What an endpoint or route demands. `public` and `signedIn` need no company. */
export type Access = { public: true } | { signedIn: true } | Predicate;

export interface AccessContext {
  role: Role;
  plus: boolean;
  licenceOptions: readonly string[];
  userOptions: readonly string[];
  portal: Readonly<Record<string, unknown>>;
  company: Readonly<Record<string, unknown>>;
  hasEmployeeNumber: boolean;
  /** the ids of the plugins the company uses (per-company enablement), when known: the portal hides the others */
  plugins?: readonly string[];
}

export function isPublic(a: Access): a is { public: true } {
  return 'public' in a && a.public === true;
}
export function needsCompany(a: Access): boolean {
  return !isPublic(a) && !('signedIn' in a);
}

function matches(value: unknown, equals: SwitchValue | undefined): boolean {
  return equals === undefined ? Boolean(value) : value === equals;
}

/** Evaluate a predicate; `public`/`signedIn` are true here (the caller checks the session). */
export function evaluateAccess(p: Access, ctx: AccessContext): boolean {
  return explainAccess(p, ctx).allowed;
}

export interface AccessReason {
  /** i18n key under `access.` */
  key: string;
  params?: Record<string, string>;
}
export interface AccessExplanation {
  allowed: boolean;
  /** what is missing, when refused */
  missing: AccessReason[];
}

/** Evaluate and say why: `{ allowed: false, missing: [{ key: 'access.needsPlus' }] }`. */
export function explainAccess(p: Access, ctx: AccessContext): AccessExplanation {
  const missing: AccessReason[] = [];
  const ok = walk(p, ctx, missing);
  return { allowed: ok, missing: ok ? [] : missing };
}

function walk(p: Access, ctx: AccessContext, out: AccessReason[]): boolean {
  if ('public' in p || 'signedIn' in p || 'companySelected' in p) return true;
  if ('roles' in p) {
    const ok = p.roles.includes(ctx.role);
    if (!ok) out.push({ key: 'access.needsRole', params: { roles: p.roles.join(', ') } });
    return ok;
  }
  if ('notRoles' in p) {
    const ok = !p.notRoles.includes(ctx.role);
    if (!ok) out.push({ key: 'access.roleExcluded', params: { roles: p.notRoles.join(', ') } });
    return ok;
  }
  if ('plus' in p) {
    if (!ctx.plus) out.push({ key: 'access.needsPlus' });
    return ctx.plus;
  }
  if ('licenceOption' in p) {
    const ok = ctx.licenceOptions.includes(p.licenceOption);
    if (!ok) out.push({ key: 'access.needsLicenceOption', params: { option: p.licenceOption } });
    return ok;
  }
  if ('userOption' in p) {
    const ok = ctx.userOptions.includes(p.userOption);
    if (!ok) out.push({ key: 'access.needsUserOption', params: { option: p.userOption } });
    return ok;
  }
  if ('portal' in p) {
    const ok = matches(ctx.portal[p.portal], p.equals);
    if (!ok) out.push({ key: 'access.needsPortalSwitch', params: { name: p.portal, value: String(p.equals ?? true) } });
    return ok;
  }
  if ('company' in p) {
    const ok = matches(ctx.company[p.company], p.equals);
    if (!ok) out.push({ key: 'access.needsCompanyFlag', params: { name: p.company, value: String(p.equals ?? true) } });
    return ok;
  }
  if ('hasEmployeeNumber' in p) {
    if (!ctx.hasEmployeeNumber) out.push({ key: 'access.needsEmployeeNumber' });
    return ctx.hasEmployeeNumber;
  }
  if ('all' in p) {
    // evaluate every part so the explanation lists everything missing
    return p.all.map((q) => walk(q, ctx, out)).every(Boolean);
  }
  if ('any' in p) {
    const inner: AccessReason[] = [];
    const ok = p.any.some((q) => walk(q, ctx, inner));
    if (!ok) out.push({ key: 'access.needsOneOf', params: { options: inner.map((r) => describeReason(r)).join(' | ') } });
    return ok;
  }
  if ('not' in p) {
    const ok = !walk(p.not, ctx, []);
    if (!ok) out.push({ key: 'access.excludedBy', params: { rule: JSON.stringify(p.not) } });
    return ok;
  }
  throw new TypeError(`explainAccess: unknown predicate ${JSON.stringify(p)}`);
}

/** A plain English rendering, for logs, support tools and test output. */
export function describeReason(r: AccessReason): string {
  const v = r.params ?? {};
  switch (r.key) {
    case 'access.needsRole':
      return `needs role ${v.roles}`;
    case 'access.roleExcluded':
      return `not for role ${v.roles}`;
    case 'access.needsPlus':
      return 'needs the Plus licence';
    case 'access.needsLicenceOption':
      return `needs licence option ${v.option}`;
    case 'access.needsUserOption':
      return `needs user option ${v.option}`;
    case 'access.needsPortalSwitch':
      return `needs portal switch ${v.name}=${v.value}`;
    case 'access.needsCompanyFlag':
      return `needs company flag ${v.name}=${v.value}`;
    case 'access.needsEmployeeNumber':
      return 'needs an employee number';
    case 'access.needsOneOf':
      return `needs one of: ${v.options}`;
    case 'access.excludedBy':
      return `excluded by ${v.rule}`;
    default:
      return r.key;
  }
}

/** Every switch, flag and option a set of predicates refers to (Backstage's collectPredicateReferences). */
export function collectAccessReferences(ps: readonly (Access | undefined)[]) {
  const refs = {
    portal: new Set<string>(),
    company: new Set<string>(),
    licenceOptions: new Set<string>(),
    userOptions: new Set<string>(),
    roles: new Set<Role>(),
    plus: false,
    hasEmployeeNumber: false,
  };
  const visit = (p: Access | undefined): void => {
    if (!p) return;
    if ('roles' in p) p.roles.forEach((r) => refs.roles.add(r));
    else if ('notRoles' in p) p.notRoles.forEach((r) => refs.roles.add(r));
    else if ('plus' in p) refs.plus = true;
    else if ('licenceOption' in p) refs.licenceOptions.add(p.licenceOption);
    else if ('userOption' in p) refs.userOptions.add(p.userOption);
    else if ('portal' in p) refs.portal.add(p.portal);
    else if ('company' in p) refs.company.add(p.company);
    else if ('hasEmployeeNumber' in p) refs.hasEmployeeNumber = true;
    else if ('all' in p) p.all.forEach(visit);
    else if ('any' in p) p.any.forEach(visit);
    else if ('not' in p) visit(p.not);
  };
  ps.forEach(visit);
  return refs;
}
