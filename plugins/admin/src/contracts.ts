import { Literal, Record as Rec, Union, Unknown } from 'runtypes';
import { defineEndpoint, PortalInfoModel } from '@lonna/core/contracts';
import type { Access } from '@lonna/core/contracts';
import { SWITCH_NAMES, type SwitchName } from './domain/switch-groups';

/**
 * The admin plugin's wire: portal settings of the selected company (and, in the next slices, users, reminders and
 * the audit log). One descriptor per call; the harness tests each by itself.
 */

// ---- access (spec §6) ----
/** Admin portal: LIC, ADM, FTG — an FTG only in the companies of his access list (the host's company check) */
export const portalAdmins: Access = { roles: ['LIC', 'ADM', 'FTG'] };

export const adminAccess = {
  AdminPortalInfo: { path: '/admin/portal', access: portalAdmins },
} as const satisfies Record<string, { path: string; access: Access }>;

// ---- models ----
export const SwitchNameModel = Union(...(SWITCH_NAMES.map((n) => Literal(n)) as unknown as [ReturnType<typeof Literal<SwitchName>>]));
/** the value's shape depends on the switch: checked by the handler against PortalInfo's own model of that field */
export const SwitchBodyModel = Rec({ Value: Unknown });

// ---- endpoints ----
export const admin = {
  /** one setting of the selected company; the reply is the company's PortalInfo as every portal now reads it */
  setSwitch: defineEndpoint({
    id: 'admin.setSwitch',
    method: 'PUT',
    path: '/api/admin/portalinfo/:Name',
    params: Rec({ Name: SwitchNameModel }),
    body: SwitchBodyModel,
    reply: PortalInfoModel,
    access: portalAdmins,
  }),
} as const;
