import { $locale, $portalInfo, createEndpointMutation, createPageData, createPageQuery, isApiError, lists, snackbarShown, translate } from '@lonna/core';
import { createEvent, createStore, sample } from 'effector';
import { compensationSettings, type Settings } from '../../contracts';
import { travelRulesQuery } from './travel-rules-model';

/**
 * CompensationsSettings (/compensations/settings, LIC/ADM/FTG): the pay codes the guides write and the company's own-car
 * rate; and, with per diem switched on, the per diem tables imported for new years (Skatteverket's CSV).
 */
export const saveSettingsMutation = createEndpointMutation(compensationSettings.saveSettings, { name: 'compensations.saveSettings', silent: true });
export const importRatesMutation = createEndpointMutation(compensationSettings.importRates, { name: 'compensations.importRates', silent: true });
export const removeRatesMutation = createEndpointMutation(compensationSettings.removeRates, { name: 'compensations.removeRates' });

export const $ratesEnabled = $portalInfo.map((p) => Boolean(p?.EnableTraktamente));
export const settings = createPageQuery({
  name: 'compensations.settings',
  endpoint: compensationSettings.settings,
  params: createStore({}, { serialize: 'ignore' }),
  refreshOn: [saveSettingsMutation.finished.success],
});
export const rates = createPageQuery({
  name: 'compensations.rateTables',
  endpoint: compensationSettings.rateTables,
  params: $ratesEnabled.map((on) => (on ? {} : null)),
  refreshOn: [importRatesMutation.finished.success, removeRatesMutation.finished.success],
});

export const settingsSaved = createEvent<Settings>();
sample({
  clock: settingsSaved,
  filter: saveSettingsMutation.$pending.map((p) => !p),
  fn: (body) => ({ body }),
  target: saveSettingsMutation.start,
});
export const ratesImported = createEvent<{ year: string; Csv: string }>();
sample({
  clock: ratesImported,
  filter: importRatesMutation.$pending.map((p) => !p),
  fn: ({ year, Csv }) => ({ params: { year }, body: { Csv } }),
  target: importRatesMutation.start,
});
export const ratesRemoved = createEvent<number>();
sample({
  clock: ratesRemoved,
  filter: removeRatesMutation.$pending.map((p) => !p),
  fn: (year) => ({ params: { year: String(year) } }),
  target: removeRatesMutation.start,
});

const failure = (error: unknown) => (isApiError(error) ? { field: error.field, message: error.message } : { message: '' });
export const $settingsError = createStore<{ field?: string; message: string } | null>(null, { serialize: 'ignore' })
  .on(saveSettingsMutation.finished.failure, (_, { error }) => failure(error))
  .reset(saveSettingsMutation.started, saveSettingsMutation.finished.success);
export const $importError = createStore<string | null>(null, { serialize: 'ignore' })
  .on(importRatesMutation.finished.failure, (_, { error }) => failure(error).message)
  .reset(importRatesMutation.started, importRatesMutation.finished.success);

sample({
  clock: saveSettingsMutation.finished.success,
  source: $locale,
  fn: (locale) => ({ text: translate(locale, 'compensations.settingsScreen.saved'), color: 'success' as const }),
  target: snackbarShown,
});
sample({
  clock: importRatesMutation.finished.success,
  source: $locale,
  fn: (locale, { result }) => ({
    text: translate(locale, 'compensations.settingsScreen.importDone', { year: result.Ar, count: result.Antal }),
    color: 'success' as const,
  }),
  target: snackbarShown,
});

export const settingsPage = createPageData({ loads: [settings, rates, travelRulesQuery, lists.payCodes] });
