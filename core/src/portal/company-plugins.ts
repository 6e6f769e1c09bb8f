import { sample } from 'effector';
import { createEndpointDataRead } from '../api/endpoint-read';
import { COMPANY_PLUGINS_RESOURCE, companyPlugins, type CompanyPlugin } from '../contracts/company-plugins';
import { PUSH_EVENTS } from '../contracts/live';
import { pushFrameReceived } from '../push/events';
import { companyChanged, loggedOut } from '../session/model';
import { $selectedCompanyId } from '../session/state';

/**
 * Which installed plugins the selected company uses (server data, plugin platform item 3). Read on every company
 * selection and again when the server pushes a change, so the drawer and the routes follow without a reload.
 * The server refuses a disabled plugin's endpoints; this only hides them.
 */
// latest wins: a late answer for the previous company never decides what the new one shows
export const companyPluginsQuery = createEndpointDataRead(companyPlugins.list, { name: 'shell.companyplugins', silent: true });

sample({ clock: [companyChanged, loggedOut], target: companyPluginsQuery.reset });
sample({ clock: $selectedCompanyId.updates, filter: (id): id is string => id !== null, fn: () => undefined, target: companyPluginsQuery.start });
sample({
  clock: pushFrameReceived,
  source: $selectedCompanyId,
  filter: (id, f) => id !== null && f.event === PUSH_EVENTS.resourceUpdated && f.resource === COMPANY_PLUGINS_RESOURCE,
  fn: () => undefined,
  target: companyPluginsQuery.start,
});

/**
 * The plugins the company has switched off. Until the list is known (and when it cannot be read, e.g. a server
 * without the endpoint) nothing is hidden here: the server still refuses what is off, and the list corrects the
 * drawer as soon as it arrives.
 */
export const $disabledPlugins = companyPluginsQuery.$data.map(
  (list: CompanyPlugin[] | null): ReadonlySet<string> => new Set((list ?? []).filter((p) => !p.Enabled && !p.Required).map((p) => p.Id)),
);
