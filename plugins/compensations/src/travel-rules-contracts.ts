import { Array as Arr, Literal, Null, Number as Num, Record as Rec, type Static, String as Str, Union } from 'runtypes';
import { defineEndpoint, FreeText, IsoDate, RequiredText } from '@lonna/core/contracts';
import { settingsAccess } from './contracts';

/**
 * The company's travel rules (reseregler, spec "Travel rules"): valid-from date, rule set, numbered time intervals with
 * full and half-day rates, overnight rate, maximum representation, departure/return times, half-day hours. Company data
 * with Skatteverket's as the default (src/rules/travel-rules.ts); read by the per diem calculation on the trip's date.
 * The company administrators (LIC, ADM, FTG) with per diem switched on, like the imported rate tables.
 * The numbers are any finite number on the wire: the handler checks their ranges and names the field in the user's
 * language (src/rules/travel-rules.ts `travelRuleProblems`).
 */
const finite = Num.withConstraint((n) => (Number.isFinite(n) && Math.abs(n) <= 1_000_000) || 'a number');
const whole = Num.withConstraint((n) => (Number.isInteger(n) && n >= 0 && n <= 1200) || 'a whole number 0–1200');
export const TRAVEL_RULE_MAX_INTERVALS = 10;
export const RULESET_MAX = 60;

export const TravelRuleIntervalModel = Rec({
  Nr: whole,
  FranManad: finite,
  TillManad: Union(finite, Null),
  Heldag: finite,
  Halvdag: finite,
});
export const TravelRuleInputModel = Rec({
  GiltigFran: IsoDate,
  Regelverk: RequiredText(RULESET_MAX),
  Intervall: Arr(TravelRuleIntervalModel).withConstraint((l) => l.length <= TRAVEL_RULE_MAX_INTERVALS || `at most ${TRAVEL_RULE_MAX_INTERVALS} intervals`),
  Natt: finite,
  MaxRepresentation: finite,
  /** HH:mm: a departure before it makes the first day a full day */
  AvresaFore: FreeText(5),
  /** HH:mm: a return after it makes the last day a full day */
  HemkomstEfter: FreeText(5),
  HalvdagTimmar: finite,
});
export type TravelRuleInput = Static<typeof TravelRuleInputModel>;
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
