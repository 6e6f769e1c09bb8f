import { createPageData, createPageQuery } from '@lonna/core';
import { createStore } from 'effector';
import { FK3059_RESOURCE, fk3059 } from '../../contracts';

/** the two cards read the same endpoint, each in its signer role */
function waitingFor(Roll: 'assistent' | 'anordnare') {
  const query = createPageQuery({
    name: `fk3059.card.${Roll}`,
    endpoint: fk3059.waiting,
    params: createStore({ query: { Roll } }, { serialize: 'ignore' }),
    refreshOn: [{ event: 'resource-updated', resource: FK3059_RESOURCE }],
    silent: true,
  });
  return { query, page: createPageData({ loads: [query] }) };
}
export const assistantWaiting = waitingFor('assistent');
export const organiserWaiting = waitingFor('anordnare');
