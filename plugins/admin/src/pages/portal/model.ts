import {
  $accessContext,
  $locale,
  $portalInfo,
  createEndpointMutation,
  createPageData,
  createPageQuery,
  evaluateAccess,
  snackbarShown,
  translate,
} from '@lonna/core';
import { COMPANY_PLUGINS_RESOURCE, companyPlugins, type PortalInfo } from '@lonna/core/contracts';
import { createEvent, createStore, sample } from 'effector';
import { admin } from '../../contracts';
import type { SwitchName } from '../../domain/switch-groups';

const nameOf = (call: unknown) => (call as { params: { Name: SwitchName } }).params.Name;

/** The portal settings page: the company's PortalInfo (the session's, kept fresh by push) and its add-ons. */

export const setSwitchMutation = createEndpointMutation(admin.setSwitch, { name: 'admin.setSwitch' });
/** one setting changed; while one is saving the page takes no other (the next click waits its turn) */
export const switchChanged = createEvent<{ Name: SwitchName; Value: unknown }>();
sample({
  clock: switchChanged,
  filter: setSwitchMutation.$pending.map((p) => !p),
  fn: ({ Name, Value }) => ({ params: { Name }, body: { Value } }),
  target: setSwitchMutation.start,
});
// the reply is the company's PortalInfo as the server now has it: this portal shows it at once (the others by push)
sample({ clock: setSwitchMutation.finished.success, fn: ({ result }) => result as PortalInfo, target: $portalInfo });
sample({
  clock: setSwitchMutation.finished.success,
  source: $locale,
  fn: (l, { params }) => ({
    text: translate(l, 'admin.portal.saved', { name: translate(l, `admin.switches.${nameOf(params)}.label`) }),
    color: 'success' as const,
  }),
  target: snackbarShown,
});
/** the setting being saved (its control shows it busy) */
export const $saving = createStore<SwitchName | null>(null)
  .on(setSwitchMutation.started, (_, { params }) => nameOf(params))
  .reset(setSwitchMutation.finished.finally);

export const setPluginMutation = createEndpointMutation(companyPlugins.set, { name: 'admin.setPlugin' });
export const pluginToggled = createEvent<{ Id: string; Enabled: boolean }>();
sample({
  clock: pluginToggled,
  filter: setPluginMutation.$pending.map((p) => !p),
  fn: ({ Id, Enabled }) => ({ params: { Id }, body: { Enabled } }),
  target: setPluginMutation.start,
});
export const plugins = createPageQuery({
  name: 'admin.plugins',
  endpoint: companyPlugins.list,
  params: createStore({}),
  refreshOn: [{ event: 'resource-updated', resource: COMPANY_PLUGINS_RESOURCE }, setPluginMutation.finished.success],
});
/** licensing is the licence holder's and the system administrator's (the server refuses others) */
export const $canSetPlugins = $accessContext.map((c) => (c ? evaluateAccess(companyPlugins.set.access, c) : false));

export const portalPage = createPageData({ loads: [plugins] });
