// The first view's worker thread (first-view.ts, `firstViewInWorker`): the portal's renderer (dist-ssr/first-view.js)
// runs here, off the event loop that answers the API. Each render gets a MessagePort: the view's API calls go through
// it to the main thread, which answers them in process (`app.inject`) and posts the replies back.
// Plain JavaScript, so the same file runs from src/ and, bundled by tsup, from dist/.
import { getPriority, setPriority } from 'node:os';
import { workerData } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';

// Background work: on Linux the nice value is the thread's own (setpriority with pid 0 is the calling thread), so this
// thread yields the cores to the event loop that answers the API, to the database and to other processes. Elsewhere
// it may apply to the whole process or be refused: then it is left as it is.
if (process.platform === 'linux') {
  try {
    // ten steps below the process's own (inherited by the thread), at most the lowest
    setPriority(Math.min(19, getPriority() + 10));
  } catch {
    // not allowed here: the render runs at the process's priority
  }
}

const renderer = await import(pathToFileURL(workerData.file).href);
// the start page's code, loaded once ahead of the first render (a render before it is done loads it itself)
renderer.warmFirstView?.().catch((e) => console.warn('first view: its code could not be loaded ahead:', e));

/** one render: `port` carries the view's API calls to the main thread and their replies back */
export default async function render({ path, locale, now, port }) {
  let next = 0;
  const waiting = new Map();
  port.on('message', ({ id, reply, error }) => {
    const call = waiting.get(id);
    if (!call) return;
    waiting.delete(id);
    if (error !== undefined) call.reject(new Error(error));
    else call.resolve(reply);
  });
  const transport = (request) =>
    new Promise((resolve, reject) => {
      const id = next++;
      waiting.set(id, { resolve, reject });
      port.postMessage({ id, request });
    });
  try {
    return await renderer.renderFirstView(path, transport, locale, now);
  } finally {
    port.close();
  }
}
