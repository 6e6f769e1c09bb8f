import type { DefinedPage, FirstViewContext } from '@lonna/core';
import { swedishWallClock } from '@lonna/core/validation';
import { allSettled } from 'effector';
import { loadCard } from './card-frame';
import { $firstViewCards, hourRead } from './model';

/**
 * How many cards the server's first view fills: the first two rows of three on a wide screen, which is what a desktop
 * shows near its first screen (a phone shows two or three). The others show their loading frame until the browser's
 * app has replaced the view and they come near.
 */
export const FIRST_VIEW_CARDS = 6;

/**
 * The dashboard's first view on the server (core's `prepareFirstView`): the greeting's hour, and the first cards'
 * code and data in the request's Scope, so the HTML the server sends shows them — the page's largest paint, the
 * feed's pinned post, without waiting for the JavaScript (issue 22).
 */
export async function firstView({ scope, model, now }: FirstViewContext): Promise<void> {
  // the Swedish hour at the server's clock: the server's own time zone may be another (the browser greets by its own)
  await allSettled(hourRead, { scope, params: Number(swedishWallClock(now).time.slice(0, 2)) });
  const cards = scope.getState(model.$dashboardCards).slice(0, FIRST_VIEW_CARDS);
  const bodies = await Promise.all(cards.map((c) => loadCard(c.card) as Promise<Partial<DefinedPage>>));
  await Promise.all(bodies.map((b) => (b.data ? allSettled(b.data.opened, { scope }) : undefined)));
  await allSettled($firstViewCards, { scope, params: cards.map((c) => c.key) });
}
