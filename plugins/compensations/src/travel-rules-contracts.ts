import { Array as Arr, Literal, Null, Number as Num, Record as Rec, type Static, String as Str, Union } from 'runtypes';
import { defineEndpoint, RequiredText } from '@lonna/core/contracts';
import { settingsAccess, TravelRuleInputModel } from './contracts';

// the rule's model is in ./contracts (the per diem previews of this plugin and travel read the rule in force too)
export type { TravelRuleInput } from './contracts';

/**
 * The company's travel rules (reseregler, spec "Travel rules"): valid-from date, rule set, numbered time intervals with
 * full and half-day rates, overnight rate, maximum representation, departure/return times, half-day hours. Company data
 * with Skatteverket's as the default (src/rules/travel-rules.ts); read by the per diem calculation on the trip's date.
 * The company administrators (LIC, ADM, FTG) with per diem switched on, like the imported rate tables.
 * The numbers are any finite number on the wire: the handler checks their ranges and names the field in the user's
 * language (src/rules/travel-rules.ts `travelRuleProblems`).
 */
export const TravelRuleModel = TravelRuleInputModel.extend({ Id: Str, UpdatedBy: Str, UpdatedAt: Num });
export type TravelRule = Static<typeof TravelRuleModel>;
/** the company's rules (newest valid-from first) and Skatteverket's of the current year (the new rule's starting point) */
export const TravelRulesModel = Rec({ Regler: Arr(TravelRuleModel), Standard: Union(TravelRuleInputModel, Null) });
export type TravelRules = Static<typeof TravelRulesModel>;

const IdParams = Rec({ Id: RequiredText(40) });
const access = settingsAccess.rates;

export const travelRules = {
  list: defineEndpoint({ id: 'compensations.travelRules', method: 'GET', path: '/api/compensations/travelRules', reply: TravelRulesModel, access }),
  create: defineEndpoint({
    id: 'compensations.createTravelRule',
    method: 'POST',
    path: '/api/compensations/travelRules',
    body: TravelRuleInputModel,
    reply: TravelRuleModel,
    access,
  }),
  update: defineEndpoint({
    id: 'compensations.updateTravelRule',
    method: 'PUT',
    path: '/api/compensations/travelRules/:Id',
    params: IdParams,
    body: TravelRuleInputModel,
    reply: TravelRuleModel,
    access,
  }),
  remove: defineEndpoint({
    id: 'compensations.removeTravelRule',
    method: 'DELETE',
    path: '/api/compensations/travelRules/:Id',
    params: IdParams,
    reply: Rec({ ok: Literal(true) }),
    access,
  }),
} as const;
