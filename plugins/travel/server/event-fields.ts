import { DV_CODES } from '@lonna/core/server';
import { isCountryCode } from '@lonna/plugin-compensations/rules';
import type { MileageLineInput } from '../src/contracts';
import type { TravelCtx } from './db';

/** The spec's travel event fields of a line, checked: country, visited person/company/place, goods group. */

const ZERO_GUID = '00000000-0000-0000-0000-000000000000';

function bad(ctx: TravelCtx, key: string, field: string): never {
  return ctx.fail(400, DV_CODES.badInput, `travel.errors.${key}`, {}, field);
}

type EventInput = Pick<MileageLineInput, 'Land' | 'BesoktPerson' | 'BesoktForetag' | 'BesoktPlats'>;
/** the country (ISO alpha-2 or none) and the visited person, company and place */
export function eventInput(ctx: TravelCtx, body: EventInput) {
  const Land = (body.Land ?? '').trim().toUpperCase();
  if (Land && !isCountryCode(Land)) bad(ctx, 'countryCode', 'Land');
  return { Land, BesoktPerson: body.BesoktPerson?.trim() ?? '', BesoktForetag: body.BesoktForetag?.trim() ?? '', BesoktPlats: body.BesoktPlats?.trim() ?? '' };
}

/** the goods group must be one of the company's (/varugrupper); '' and the all-zero id mean none */
export async function goodsGroup(ctx: TravelCtx, id: string): Promise<string> {
  const g = id.trim();
  if (g === '' || g === ZERO_GUID) return '';
  const found = await ctx.db.selectFrom('varugrupper').select('Id').where('FtgId', '=', ctx.companyId).where('Id', '=', g).executeTakeFirst();
  if (!found) bad(ctx, 'goodsGroup', 'Varugrupp');
  return g;
}
