import { $locale, $portalInfo, createEndpointMutation, createPageQuery, isApiError, snackbarShown, translate } from '@lonna/core';
import { createEvent, createStore, sample } from 'effector';
import { type TravelRule, type TravelRuleInput, travelRules } from '../../travel-rules-contracts';

/**
 * The travel rules section of CompensationsSettings (LIC/ADM/FTG, per diem on): the company's rules, a dialog to add
 * one (starting from Skatteverket's of the year) or change one, and removal. The server checks the rule and names the
 * field; the dialog shows its words under that field.
 */
export const createRuleMutation = createEndpointMutation(travelRules.create, { name: 'compensations.createTravelRule', silent: true });
export const updateRuleMutation = createEndpointMutation(travelRules.update, { name: 'compensations.updateTravelRule', silent: true });
export const removeRuleMutation = createEndpointMutation(travelRules.remove, { name: 'compensations.removeTravelRule' });

/** what the dialog edits: a new rule (Id null) or one of the company's */
export interface RuleDraft {
  Id: string | null;
  value: TravelRuleInput;
}

/** a rule without its bookkeeping (what the dialog sends) */
export const inputOf = ({ Id: _i, UpdatedAt: _a, UpdatedBy: _b, ...rest }: TravelRule): TravelRuleInput => rest;

/** with no Skatteverket rule for the year: one interval without amounts and the usual limits */
export const EMPTY_RULE: TravelRuleInput = {
  GiltigFran: '',
  Regelverk: '',
  Intervall: [{ Nr: 1, FranManad: 0, TillManad: null, Heldag: 0, Halvdag: 0 }],
  Natt: 0,
  MaxRepresentation: 0,
  AvresaFore: '12:00',
  HemkomstEfter: '19:00',
  HalvdagTimmar: 0,
};

export const ruleAdded = createEvent<TravelRuleInput | null>();
export const ruleEdited = createEvent<TravelRule>();
export const ruleDialogClosed = createEvent();
export const ruleSaved = createEvent<RuleDraft>();
export const ruleRemoved = createEvent<string>();

export const $ruleDraft = createStore<RuleDraft | null>(null, { serialize: 'ignore' })
  .on(ruleAdded, (_, standard) => ({ Id: null, value: { ...(standard ?? EMPTY_RULE), GiltigFran: '' } }))
  .on(ruleEdited, (_, rule) => ({ Id: rule.Id, value: inputOf(rule) }))
  .reset(ruleDialogClosed, createRuleMutation.finished.success, updateRuleMutation.finished.success);

sample({
  clock: ruleSaved,
  source: createRuleMutation.$pending,
  filter: (pending, { Id }) => !pending && Id === null,
  fn: (_, { value }) => ({ body: value }),
  target: createRuleMutation.start,
});
sample({
  clock: ruleSaved,
  source: updateRuleMutation.$pending,
  filter: (pending, { Id }) => !pending && Id !== null,
  fn: (_, { Id, value }) => ({ params: { Id: Id as string }, body: value }),
  target: updateRuleMutation.start,
});
sample({ clock: ruleRemoved, fn: (Id) => ({ params: { Id } }), target: removeRuleMutation.start });

const failure = (error: unknown) => (isApiError(error) ? { field: error.field, message: error.message } : { message: '' });
export const $ruleError = createStore<{ field?: string; message: string } | null>(null, { serialize: 'ignore' })
  .on([createRuleMutation.finished.failure, updateRuleMutation.finished.failure], (_, { error }) => failure(error))
  .reset(createRuleMutation.started, updateRuleMutation.started, ruleAdded, ruleEdited, ruleDialogClosed);

export const $ruleSaving = createStore(false, { serialize: 'ignore' })
  .on([createRuleMutation.started, updateRuleMutation.started], () => true)
  .reset(createRuleMutation.finished.finally, updateRuleMutation.finished.finally);

sample({
  clock: [createRuleMutation.finished.success, updateRuleMutation.finished.success],
  source: $locale,
  fn: (locale) => ({ text: translate(locale, 'compensations.travelRules.saved'), color: 'success' as const }),
  target: snackbarShown,
});

/** the rules query: only with per diem switched on (the endpoint's rule) */
export const travelRulesQuery = createPageQuery({
  name: 'compensations.travelRules',
  endpoint: travelRules.list,
  params: $portalInfo.map((p) => (p?.EnableTraktamente ? {} : null)),
  refreshOn: [createRuleMutation.finished.success, updateRuleMutation.finished.success, removeRuleMutation.finished.success],
});
