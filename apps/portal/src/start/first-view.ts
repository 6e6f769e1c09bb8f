/**
 * The server's first view in the browser (issue 22). The server may send the signed-in start page already rendered
 * (apps/server/src/host/http/first-view.ts): `#root` then holds `<div data-first-view inert>` with the page as the
 * server's Scope rendered it. It paints with the HTML and the stylesheet — the page's largest paint without waiting
 * for the JavaScript — and is inert: nothing in it can be clicked or focused before the app runs.
 *
 * The app does not hydrate it (the browser's Scope starts empty, so its first renders differ). It renders into an
 * element of its own, out of the document, and that element takes the view's place once the app shows a screen with
 * nothing left loading (no `data-loading`, core's Spinner), or after READY_LIMIT_MS whatever it shows. The view stays
 * on screen until then, so the page does not go back to a splash or to loading cards in between.
 */
export const READY_LIMIT_MS = 5_000;

export function firstViewIn(host: HTMLElement): HTMLElement | null {
  return host.querySelector<HTMLElement>(':scope > [data-first-view]');
}

/** true when the app's element shows a screen with nothing on it still loading */
export function showsReadyScreen(app: HTMLElement): boolean {
  return app.firstElementChild !== null && app.querySelector('[data-loading]') === null;
}

export function replaceWhenReady(view: HTMLElement, app: HTMLElement, limitMs = READY_LIMIT_MS): Promise<void> {
  return new Promise((resolve) => {
    let done = false;
    const replace = () => {
      if (done) return;
      done = true;
      observer.disconnect();
      clearTimeout(timer);
      view.replaceWith(app);
      resolve();
    };
    const observer = new MutationObserver(() => {
      if (showsReadyScreen(app)) replace();
    });
    observer.observe(app, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-loading'] });
    const timer = setTimeout(replace, limitMs);
  });
}
