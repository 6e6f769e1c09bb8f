// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstViewIn, READY_LIMIT_MS, replaceWhenReady } from '../src/start/first-view';

/**
 * The server's first view in the browser (issue 22): the app renders beside it and takes its place once it shows a
 * screen with nothing left loading — never a splash or loading cards in between — or after READY_LIMIT_MS whatever it
 * shows, so a card that never answers cannot keep the page inert.
 */
const tick = () => new Promise((r) => setTimeout(r, 0));

function setUp() {
  document.body.innerHTML = '<div id="root"><div data-first-view="" inert=""><h1>God morgon</h1></div></div>';
  const host = document.getElementById('root')!;
  const view = firstViewIn(host)!;
  const app = document.createElement('div');
  return { host, view, app };
}

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('the server’s first view in the browser', () => {
  it('is found only as #root’s own child', () => {
    const { host, view } = setUp();
    expect(view.tagName).toBe('DIV');
    host.innerHTML = '<div><div data-first-view=""></div></div>';
    expect(firstViewIn(host)).toBeNull();
  });

  it('stays until the app shows a screen with nothing loading, then the app takes its place', async () => {
    const { host, view, app } = setUp();
    let replaced = false;
    void replaceWhenReady(view, app).then(() => (replaced = true));
    // the app's splash, then its page with a card still loading
    app.innerHTML = '<div><span role="status" data-loading="">Laddar Lönna …</span></div>';
    await tick();
    app.innerHTML = '<main><h1>God morgon</h1><section><span role="status" data-loading=""></span></section></main>';
    await tick();
    expect(replaced).toBe(false);
    expect(host.firstElementChild).toBe(view);
    app.querySelector('section')!.innerHTML = '<p>Välkommen</p>';
    await tick();
    await tick();
    expect(replaced).toBe(true);
    expect(host.firstElementChild).toBe(app);
    expect(document.querySelector('[data-first-view]')).toBeNull();
  });

  it(`takes its place after ${READY_LIMIT_MS} ms whatever the app shows`, async () => {
    vi.useFakeTimers();
    const { host, view, app } = setUp();
    const done = replaceWhenReady(view, app);
    app.innerHTML = '<main><span role="status" data-loading=""></span></main>';
    await vi.advanceTimersByTimeAsync(READY_LIMIT_MS - 1);
    expect(host.firstElementChild).toBe(view);
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(host.firstElementChild).toBe(app);
  });
});
