import { endpointFx } from '@lonna/core';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { perDiemRules, type TravelRuleInForce } from '../../contracts';
import type { TravelRuleData } from '../../rules/travel-rules';

/**
 * The company's travel rule in force on a date, as the server reads it when it stores a guide's rows: the per diem
 * guide's summary (its limits and amounts) and the representation guide's split (its maximum per person) compute their
 * preview with it. Asked once per date while a dialog is open; a dialog opened again asks again (an administrator may
 * have changed the rules meanwhile).
 */
/** date → the company's rule, or null: Skatteverket's rules of the year (no company maximum) */
export type RulesInForce = Readonly<Record<string, TravelRuleData | null>>;
export const ruleInForceNeeded = createEvent<string>();
/** a dialog opened: forget what was read */
export const rulesInForceForgotten = createEvent();
const inForceFx = endpointFx(perDiemRules.inForce, true);
/** a failed lookup (network) leaves the date unknown: the preview computes with Skatteverket's and the server decides */
export const ruleInForceFx = createEffect(
  async (Datum: string) => ({ [Datum]: ((await inForceFx({ query: { Datum } })).data as TravelRuleInForce).Regel }) as RulesInForce,
);
export const $rulesInForce = createStore<RulesInForce>({}, { serialize: 'ignore' })
  .on(ruleInForceFx.doneData, (known, found) => ({ ...known, ...found }))
  .reset(rulesInForceForgotten);
export const $ruleInForceLoading = ruleInForceFx.pending;
sample({ clock: ruleInForceNeeded, source: $rulesInForce, filter: (known, Datum) => !(Datum in known), fn: (_, Datum) => Datum, target: ruleInForceFx });
