import { DV_CODES, defaultPortalInfo, portalFromRows } from '@lonna/core/server';
import { PORTAL_INFO_RESOURCE, PortalInfoModel, ROLES, type PortalInfo } from '@lonna/core/contracts';
import { admin } from '../src/contracts';
import { DEVIATION_MINUTES_MAX } from '../src/domain/switch-groups';
import { type AdminCtx, handle } from './db';

export async function readPortalInfo(ctx: Pick<AdminCtx, 'db' | 'companyId'>): Promise<PortalInfo> {
  return portalFromRows(await ctx.db.selectFrom('portal_switches').select(['Name', 'Value']).where('FtgId', '=', ctx.companyId).execute());
}

/** the value a switch may take, by PortalInfo's own model of the field (plus the limits the model cannot say) */
function checkValue(ctx: AdminCtx, name: keyof PortalInfo, value: unknown): unknown {
  const field = (PortalInfoModel.fields as Record<string, { validate: (v: unknown) => { success: boolean } }>)[name]!;
  const ok =
    field.validate(value).success &&
    (name !== 'AvvikandeStamplingGransMinuter' || (Number.isInteger(value) && (value as number) >= 0 && (value as number) <= DEVIATION_MINUTES_MAX)) &&
    (name !== 'NearAccidentsReportsAdmins' || (value as string[]).every((r) => (ROLES as readonly string[]).includes(r)));
  if (!ok) ctx.fail(400, DV_CODES.badInput, 'admin.errors.badValue', { name: ctx.t(`admin.switches.${name}.label`) }, 'Value');
  return Array.isArray(value) ? [...new Set(value)].sort() : value;
}

/**
 * One setting of the selected company: stored as the host reads it (a row per setting that differs from its
 * default), audited old → new, and every open portal of the company hears of it and reads PortalInfo again. The
 * host's cached access decisions are dropped, so the next call anywhere already obeys the new value.
 */
export const setSwitch = handle(admin.setSwitch, async ({ params, body }, ctx) => {
  const value = checkValue(ctx, params.Name, body.Value);
  const before = await readPortalInfo(ctx);
  const old = before[params.Name];
  await ctx.db.deleteFrom('portal_switches').where('FtgId', '=', ctx.companyId).where('Name', '=', params.Name).execute();
  const isDefault = JSON.stringify(defaultPortalInfo()[params.Name]) === JSON.stringify(value);
  if (!isDefault)
    await ctx.db
      .insertInto('portal_switches')
      .values({ FtgId: ctx.companyId, Name: params.Name, Value: JSON.stringify(value) })
      .execute();
  if (JSON.stringify(old) !== JSON.stringify(value)) {
    await ctx.audit.record({
      entity: 'portalSwitch',
      id: params.Name,
      event: 'modified',
      action: 'setSwitch',
      before: { [params.Name]: old },
      after: { [params.Name]: value },
    });
    ctx.administration.accessChanged();
    ctx.publish({ event: 'resource-updated', resource: PORTAL_INFO_RESOURCE, payload: { Name: params.Name } });
  }
  return { ...before, [params.Name]: value } as PortalInfo;
});
