import { createPageData, createPageQuery } from '@lonna/core';
import { STAMPLINGAR_RESOURCE } from '@lonna/plugin-time/contracts';
import { createStore } from 'effector';
import { AT_WORK, PRESENCE_RESOURCE, presence } from '../../contracts';

/** "På jobbet i dag": who of the people the caller may see is at work now (in, in a meeting, from home, travelling) */
export const atWork = createPageQuery({
  name: 'presence.card.atWork',
  endpoint: presence.board,
  params: createStore({}, { serialize: 'ignore' }),
  refreshOn: [
    { event: 'resource-updated', resource: PRESENCE_RESOURCE },
    { event: 'resource-updated', resource: STAMPLINGAR_RESOURCE },
  ],
  silent: true,
});
export const atWorkCard = createPageData({ loads: [atWork] });
export const $atWork = atWork.$data.map((b) => (b ? b.Entries.filter((e) => (AT_WORK as readonly string[]).includes(e.Status)) : null));
export const $failed = atWork.$error.map(Boolean);
