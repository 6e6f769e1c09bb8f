import { endpointFx } from '@lonna/core';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { perDiemRules, type TravelRuleInForce } from '../../contracts';
import type { ImportedRate } from '../../rules/imported-rates';
import type { TravelRuleData } from '../../rules/travel-rules';

/**
 * The company's travel rule in force on a date and its imported per diem table of the date's year, as the server reads
 * them when it stores a guide's rows: the per diem guide's summary (its limits and amounts, the imported rates) and
 * country list (an imported year's countries), and the representation guide's split (the maximum per person) compute
 * with them. Asked once per date while a dialog is open; a dialog opened again asks again (an administrator may have
 * changed the rules or imported a table meanwhile).
 */
/** date → the company's rule, or null: Skatteverket's rules of the year (no company maximum) */
export type RulesInForce = Readonly<Record<string, TravelRuleData | null>>;
/** year → the company's imported per diem table ([]: none, the shipped tables) */
export type ImportedTables = Readonly<Record<string, readonly ImportedRate[]>>;
export const ruleInForceNeeded = createEvent<string>();
/** a dialog opened: forget what was read */
export const rulesInForceForgotten = createEvent();
const inForceFx = endpointFx(perDiemRules.inForce, true);
/** a failed lookup (network) leaves the date unknown: the preview computes with Skatteverket's and the server decides */
export const ruleInForceFx = createEffect(async (Datum: string) => (await inForceFx({ query: { Datum } })).data as TravelRuleInForce);
export const $rulesInForce = createStore<RulesInForce>({}, { serialize: 'ignore' })
  .on(ruleInForceFx.doneData, (known, found) => ({ ...known, [found.Datum]: found.Regel }))
  .reset(rulesInForceForgotten);
export const $importedTables = createStore<ImportedTables>({}, { serialize: 'ignore' })
  .on(ruleInForceFx.doneData, (known, found) => ({ ...known, [found.Datum.slice(0, 4)]: found.Tabell }))
  .reset(rulesInForceForgotten);
export const $ruleInForceLoading = ruleInForceFx.pending;
sample({ clock: ruleInForceNeeded, source: $rulesInForce, filter: (known, Datum) => !(Datum in known), fn: (_, Datum) => Datum, target: ruleInForceFx });
