// @vitest-environment happy-dom
import '../ui/setup';
import { act, render, screen, waitFor } from '@testing-library/react';
import { createEvent, createStore, fork } from 'effector';
import { Provider } from 'effector-react';
import { describe, expect, it } from 'vitest';
import { createPageData, defineDayAction } from '../../src/page-data';
import type { DayActionProps } from '../../src/plugin/types';
import { PortalContext } from '../../src/portal/context';
import { DayActions } from '../../src/portal/day-actions';
import type { PortalDayAction } from '../../src/portal/registry';

/** a contributed action that counts how often its data opens and closes */
function counted() {
  const load = { opened: createEvent(), closed: createEvent() };
  const $opens = createStore(0).on(load.opened, (n) => n + 1);
  const $closes = createStore(0).on(load.closed, (n) => n + 1);
  const View = ({ anstNr, date }: DayActionProps) => <span>{`${anstNr} ${date}`}</span>;
  return { module: { default: defineDayAction(View, createPageData({ loads: [load] })) }, $opens, $closes };
}

function host(actions: PortalDayAction[], page: string, days: string[], anstNr = '7') {
  const scope = fork();
  const portal = { $dayActions: createStore(actions) } as never;
  const ui = (list: string[]) => (
    <Provider value={scope}>
      <PortalContext.Provider value={portal}>
        <ul>
          {list.map((date) => (
            <li key={date}>
              <DayActions page={page} anstNr={anstNr} date={date} />
            </li>
          ))}
        </ul>
      </PortalContext.Provider>
    </Provider>
  );
  const view = render(ui(days));
  return { scope, view, rerender: (list: string[]) => view.rerender(ui(list)) };
}

const DAYS = ['2026-11-23', '2026-11-24', '2026-11-25'];

describe('DayActions (the day slot of a schedule page)', () => {
  it('renders each action in every day with the employee and the date; its data opens once and closes with the last day', async () => {
    const c = counted();
    const action: PortalDayAction = {
      id: 'trade',
      key: 'staffing:trade',
      pluginId: 'staffing',
      pages: ['Schedule'],
      access: { companySelected: true },
      action: async () => c.module,
    };
    const { scope, rerender, view } = host([action], 'Schedule', DAYS);
    for (const d of DAYS) expect(await screen.findByText(`7 ${d}`)).toBeTruthy();
    expect(scope.getState(c.$opens)).toBe(1);
    rerender(DAYS.slice(0, 1));
    await waitFor(() => expect(screen.queryByText(`7 ${DAYS[2]}`)).toBeNull());
    expect(scope.getState(c.$closes)).toBe(0);
    view.unmount();
    expect(scope.getState(c.$closes)).toBe(1);
  });

  it('shows nothing on a page the action does not name, or without an employee', async () => {
    const c = counted();
    const action: PortalDayAction = {
      id: 'trade',
      key: 'staffing:trade',
      pluginId: 'staffing',
      pages: ['Kalendarie'],
      access: { companySelected: true },
      action: async () => c.module,
    };
    const other = host([action], 'Schedule', DAYS);
    expect(other.view.container.querySelectorAll('li span')).toHaveLength(0);
    other.view.unmount();
    const none = host([action], 'Kalendarie', DAYS, '');
    expect(none.view.container.querySelectorAll('li span')).toHaveLength(0);
    expect(none.scope.getState(c.$opens)).toBe(0);
  });

  it('an action that fails to load leaves the day as it was', async () => {
    const action: PortalDayAction = {
      id: 'broken',
      key: 'x:broken',
      pluginId: 'x',
      pages: ['Schedule'],
      access: { companySelected: true },
      action: () => Promise.reject(new Error('chunk gone')),
    };
    const { view } = host([action], 'Schedule', DAYS.slice(0, 1));
    await act(async () => {
      await new Promise((r) => setTimeout(r, 20));
    });
    expect(view.container.querySelectorAll('li')).toHaveLength(1);
    expect(view.container.textContent).toBe('');
  });
});
