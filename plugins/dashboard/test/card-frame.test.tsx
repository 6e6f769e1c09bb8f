// @vitest-environment happy-dom
import type { PageModule, PortalDashboardCard } from '@lonna/core';
import { act } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { CardFrame } from '../src/pages/dashboard/card-frame';

/**
 * A card whose code cannot load (the browser went offline while the dashboard opened) says so in its own frame, and
 * loads by itself when the connection is back — no reload, no lost dashboard.
 */
describe('a dashboard card whose code could not load', () => {
  it('shows the quiet message, then loads when the browser is online again', async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const body: PageModule = { default: () => <p>Kortets innehåll</p> } as unknown as PageModule;
    const loader = vi
      .fn<() => Promise<PageModule>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module: /assets/card.js'))
      .mockResolvedValue(body);
    const card = { id: 'c', key: 'test:c', pluginId: 'test', title: 'test.card', card: loader } as unknown as PortalDashboardCard;
    const container = document.createElement('div');
    document.body.appendChild(container);
    const root = createRoot(container, { onCaughtError: () => undefined });
    await act(async () => {
      root.render(<CardFrame card={card} />);
    });
    await act(async () => {
      await new Promise((r) => setTimeout(r, 10));
    });
    expect(container.textContent).toContain('dashboard.cardFailed');
    expect(container.textContent).not.toContain('Kortets innehåll');
    await act(async () => {
      window.dispatchEvent(new Event('online'));
      await new Promise((r) => setTimeout(r, 10));
    });
    expect(container.textContent).toContain('Kortets innehåll');
    expect(loader).toHaveBeenCalledTimes(2);
    act(() => root.unmount());
    container.remove();
  });
});
