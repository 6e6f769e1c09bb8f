import { PORTAL_BOOLEAN_SWITCHES, type PortalInfo } from '../contracts/models';

/** PortalInfo defaults: everything off, shift swaps disabled, username/password sign-in. */
export function defaultPortalInfo(): PortalInfo {
  const p: Record<string, unknown> = Object.fromEntries(PORTAL_BOOLEAN_SWITCHES.map((k) => [k, false]));
  p.PassbyteTyp = 'X';
  p.NearAccidentsReportsAdmins = [];
  p.AvvikandeStamplingGransMinuter = 0;
  p.LoginTyp = 'A';
  return p as PortalInfo;
}

/** A company's PortalInfo from its `portal_switches` rows (one per setting that differs from its default, JSON values). */
export function portalFromRows(rows: { Name: string; Value: string }[]): PortalInfo {
  const p = defaultPortalInfo() as unknown as Record<string, unknown>;
  for (const r of rows) if (r.Name in p) p[r.Name] = JSON.parse(r.Value);
  return p as unknown as PortalInfo;
}
