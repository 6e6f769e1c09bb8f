import { createPageData, definePage, type PageModule, type PortalDashboardCard } from '@lonna/core';
import { createEvent, createStore, fork } from 'effector';
import { Provider, useUnit } from 'effector-react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CardFrame } from '../src/pages/dashboard/card-frame';
import { FIRST_VIEW_CARDS, firstView } from '../src/pages/dashboard/first-view';
import { $firstViewCards, $hour } from '../src/pages/dashboard/model';

/**
 * The dashboard's first view on the server (issue 22): the first cards' code and data are loaded into the request's
 * Scope, so the HTML shows them; the cards after them show their frame, as a browser shows a card below the fold. No
 * document here: this is the server.
 */
function testCard(i: number) {
  const opened = createEvent();
  const $text = createStore<string | null>(null).on(opened, () => `innehåll ${i}`);
  const Body = () => <p>{useUnit($text) ?? 'laddar'}</p>;
  const page = definePage(Body, createPageData({ loads: [{ opened }] }));
  const card = { id: `c${i}`, key: `test:c${i}`, pluginId: 'test', title: `test.c${i}`, card: async () => ({ default: page }) as PageModule };
  return { card: card as unknown as PortalDashboardCard, $text };
}

describe('the dashboard’s first view', () => {
  it(`fills the first ${FIRST_VIEW_CARDS} cards in the request's Scope and greets by the Swedish hour at the server's clock`, async () => {
    const cards = Array.from({ length: FIRST_VIEW_CARDS + 2 }, (_, i) => testCard(i));
    const scope = fork();
    const model = { $dashboardCards: createStore(cards.map((c) => c.card)) };
    // 05:30 UTC in November is 06:30 in Stockholm
    await firstView({ scope, model, now: new Date('2026-11-18T05:30:00Z') });
    expect(scope.getState($hour)).toBe(6);
    expect(cards.map((c) => scope.getState(c.$text))).toEqual([...Array.from({ length: FIRST_VIEW_CARDS }, (_, i) => `innehåll ${i}`), null, null]);
    expect(scope.getState($firstViewCards)).toEqual(cards.slice(0, FIRST_VIEW_CARDS).map((c) => c.card.key));
    // nothing leaks out of the request's Scope
    expect(cards[0]!.$text.getState()).toBeNull();

    const html = (i: number) =>
      renderToString(
        <Provider value={scope}>
          <CardFrame card={cards[i]!.card} />
        </Provider>,
      );
    expect(html(0)).toContain('<p>innehåll 0</p>');
    expect(html(0)).toContain('data-card-shown=""');
    const last = html(FIRST_VIEW_CARDS);
    expect(last).toContain(`test.c${FIRST_VIEW_CARDS}`);
    expect(last).not.toContain('<p>');
    expect(last).not.toContain('data-card-shown');
  });
});
