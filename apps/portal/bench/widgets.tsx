import { addUiMessages, DataTable, type DataColumn, Dropdown, type DropdownOption } from '@lonna/core/ui';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import './widgets.css';

/**
 * The widget bench page (issue 22, "Browser"): the kit's Dropdown as a 5,000-employee selector and its DataTable with
 * 500 lines, each beside an anchor of the same data without a framework (a plain `<select>` the same filter fills, a
 * plain `<table>` of the same cells). bench/browser.mjs drives it in Chromium; `window.bench` is its handle.
 */
const EMPLOYEES = Number(new URLSearchParams(location.search).get('employees') ?? 5000);
const LINES = Number(new URLSearchParams(location.search).get('lines') ?? 500);

const first = ['Anna', 'Björn', 'Cecilia', 'David', 'Elin', 'Fredrik', 'Greta', 'Hassan', 'Ida', 'Johan', 'Karin', 'Leo', 'Maja', 'Nils', 'Olivia'];
const last = ['Andersson', 'Berg', 'Carlsson', 'Dahl', 'Ek', 'Forsberg', 'Gustafsson', 'Holm', 'Ivarsson', 'Jönsson', 'Karlsson', 'Lind', 'Öberg'];
const name = (i: number) => `${last[(i * 7) % last.length]} ${first[i % first.length]} ${i + 1}`;
const employees: DropdownOption[] = Array.from({ length: EMPLOYEES }, (_, i) => ({ value: String(i + 1), label: name(i), description: `Anst.nr ${i + 1}` }));

interface Line {
  id: string;
  name: string;
  department: string;
  hours: number;
  amount: number;
  status: string;
}
const lines: Line[] = Array.from({ length: LINES }, (_, i) => ({
  id: String(i + 1),
  name: name(i),
  department: `Avdelning ${10 + (i % 4) * 10}`,
  hours: 160 + (i % 9),
  amount: 1250 + ((i * 37) % 900),
  status: ['Öppen', 'Godkänd', 'Attesterad'][i % 3]!,
}));
const sek = new Intl.NumberFormat('sv-SE', { style: 'currency', currency: 'SEK' });
const columns: DataColumn<Line>[] = [
  { id: 'name', header: 'Namn', cell: (l) => l.name },
  { id: 'id', header: 'Anst.nr', cell: (l) => l.id, align: 'right' },
  { id: 'department', header: 'Avdelning', cell: (l) => l.department },
  { id: 'hours', header: 'Timmar', cell: (l) => l.hours.toFixed(2), align: 'right' },
  { id: 'amount', header: 'Belopp', cell: (l) => sek.format(l.amount), align: 'right' },
  { id: 'status', header: 'Status', cell: (l) => l.status },
];

let showTable: (on: boolean) => void = () => undefined;

function App() {
  const [chosen, setChosen] = useState<string | null>(null);
  const [table, setTable] = useState(false);
  showTable = setTable;
  return (
    <main className="flex flex-col gap-6 p-6">
      <h1 className="text-xl font-semibold">Widget bench</h1>
      <div className="max-w-md">
        <Dropdown label="Anställd" options={employees} value={chosen} onChange={setChosen} />
      </div>
      {table && <DataTable label="Rader" rows={lines} rowKey={(l) => l.id} columns={columns} />}
    </main>
  );
}

addUiMessages();
// Swedish, the default language
const scope = fork();
createRoot(document.getElementById('root')!).render(
  <Provider value={scope}>
    <App />
  </Provider>,
);

// ---- the anchors: the same data, no framework ----
function plainSelector(): HTMLInputElement {
  const input = document.createElement('input');
  input.setAttribute('aria-label', 'Anställd, utan ramverk');
  input.id = 'plain-query';
  const select = document.createElement('select');
  select.size = 8;
  select.setAttribute('aria-label', 'Anställda, utan ramverk');
  const folded = employees.map((e) => e.label.toLocaleLowerCase('sv'));
  const fill = () => {
    const q = input.value.trim().toLocaleLowerCase('sv');
    select.replaceChildren(...employees.filter((_, i) => folded[i]!.includes(q)).map((e) => new Option(e.label, e.value)));
  };
  input.addEventListener('input', fill);
  fill();
  document.body.append(input, select);
  return input;
}

function plainTable(): HTMLTableElement {
  const table = document.createElement('table');
  table.id = 'plain-table';
  const head = table.createTHead().insertRow();
  for (const c of columns) head.insertCell().textContent = String(c.header);
  const body = table.createTBody();
  for (const l of lines) {
    const tr = body.insertRow();
    tr.insertCell().textContent = l.name;
    tr.insertCell().textContent = l.id;
    tr.insertCell().textContent = l.department;
    tr.insertCell().textContent = l.hours.toFixed(2);
    tr.insertCell().textContent = sek.format(l.amount);
    tr.insertCell().textContent = l.status;
  }
  document.body.append(table);
  return table;
}

/** the time of the frame after the next one: what was committed before it has been laid out and painted */
const painted = () => paintedFrame().then((f) => f.painted);
/** the same, with the start time of that frame (its requestAnimationFrame timestamp: the display's beat it is on) */
const paintedFrame = () =>
  new Promise<{ frame: number; painted: number }>((resolve) =>
    requestAnimationFrame((frame) => {
      const c = new MessageChannel();
      c.port1.onmessage = () => resolve({ frame, painted: performance.now() });
      c.port2.postMessage(0);
    }),
  );

/**
 * Every keystroke's time from its keydown (the event's own timestamp: when the browser made it, before any of our
 * code ran) to the painted frame after it, while `record` is on. A letter Playwright cannot type on a US layout
 * (å, ä, ö) comes as text without a keydown: its beforeinput's timestamp stands in. `settled()` resolves once the last
 * keystroke's frame is painted, so the driver types the next key only then, as a person does (one key every 100 ms
 * or more): keys sent back to back every 3 ms kept the main thread in input tasks and Chromium's scheduler let the
 * frame wait for them, up to its 100 ms starvation guard, so the figure was the driver's pace, not the widget's.
 */
const keystrokes: number[] = [];
/** and the beat of the frame that painted it, counted from the keystroke: 1 is the first frame after it (a frame is
 * 16.7 ms at 60 Hz; the frame that began up to a beat before the key but had not yet run its main-thread part counts
 * as the first too) */
const frames: number[] = [];
/** the display's beat, measured while typing (the rAF timestamps of frames in a row) */
let beat = 1000 / 60;
/** and each keystroke's script work: from the event to the end of its input event, React's render and commit included
 * (a discrete event renders synchronously), so without the wait for the frame and the machine's other load */
const work: number[] = [];
/** the keystrokes' start times, to pair them with the Event Timing entries */
const starts: number[] = [];
/** Event Timing (the INP measure): the longest event of each keystroke, from its timestamp to the next paint, as the
 * browser reports it (in steps of 8 ms; only events of 16 ms or more are reported) */
const eventEntries: { start: number; duration: number }[] = [];
let record = false;
let workStart = 0;
let keydownAt: number | null = null;
let lastFrame: Promise<void> = Promise.resolve();
const begin = (t0: number) => {
  starts.push(t0);
  workStart = performance.now();
  lastFrame = paintedFrame().then((f) => {
    keystrokes.push(f.painted - t0);
    frames.push(Math.max(1, Math.ceil((f.frame - t0) / beat - 0.05)));
  });
};
document.addEventListener(
  'keydown',
  (e) => {
    if (record) keydownAt = e.timeStamp;
  },
  true,
);
document.addEventListener(
  'beforeinput',
  (e) => {
    if (!record) return;
    begin(keydownAt ?? e.timeStamp);
    keydownAt = null;
  },
  true,
);
// bubbling on window: after React's listener on its root and the plain anchor's on its input
window.addEventListener('input', () => {
  if (record) work.push(performance.now() - workStart);
});
if (typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('event'))
  new PerformanceObserver((list) => {
    if (!record) return;
    for (const e of list.getEntries())
      if (['keydown', 'keypress', 'beforeinput', 'input', 'keyup'].includes(e.name)) eventEntries.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'event', buffered: false, durationThreshold: 16 } as PerformanceObserverInit);

/** each recorded keystroke's Event Timing duration (0: under 16 ms, not reported) */
function eventDurations(): number[] {
  const out = starts.map(() => 0);
  for (const e of eventEntries) {
    // the keystroke this event belongs to: the last one that started at or before it (1 ms for timestamp rounding)
    let k = -1;
    for (let i = 0; i < starts.length && starts[i]! <= e.start + 1; i++) k = i;
    if (k >= 0) out[k] = Math.max(out[k]!, e.duration);
  }
  return out;
}

async function scrollLongFrames(): Promise<number> {
  const el = document.scrollingElement!;
  el.scrollTop = 0;
  const frame = () => new Promise<number>((r) => requestAnimationFrame(() => r(performance.now())));
  let lastFrame = await frame();
  let long = 0;
  for (let i = 0; i < 120; i++) {
    el.scrollTop += 48;
    const t = await frame();
    // a frame over 1.5 frames of 60 Hz is a dropped one
    if (t - lastFrame > 25) long++;
    lastFrame = t;
  }
  el.scrollTop = 0;
  return long;
}

Object.assign(window, {
  bench: {
    employees: EMPLOYEES,
    lines: LINES,
    startKeystrokes() {
      keystrokes.length = 0;
      frames.length = 0;
      work.length = 0;
      starts.length = 0;
      eventEntries.length = 0;
      keydownAt = null;
      record = true;
    },
    /** resolves when the last keystroke's frame has been painted */
    settled: (pause = 0) => lastFrame.then(() => new Promise((r) => setTimeout(r, pause))),
    /** the display's beat: the median gap of 30 frames in a row */
    async measureBeat() {
      const ts: number[] = [];
      await new Promise<void>((done) => {
        const f = (t: number) => {
          ts.push(t);
          if (ts.length < 31) requestAnimationFrame(f);
          else done();
        };
        requestAnimationFrame(f);
      });
      const gaps = ts
        .slice(1)
        .map((t, i) => t - ts[i]!)
        .sort((a, b) => a - b);
      beat = gaps[15]!;
      return beat;
    },
    /** the floor: an input whose keystroke writes its value into one text node, the least a page can do */
    floorInput() {
      const input = document.createElement('input');
      input.id = 'floor-query';
      input.setAttribute('aria-label', 'Golv');
      const out = document.createElement('output');
      input.addEventListener('input', () => {
        out.textContent = input.value;
      });
      document.body.append(input, out);
    },
    async stopKeystrokes() {
      await lastFrame;
      await painted();
      // Event Timing entries are delivered after the frame they end in
      await new Promise((r) => setTimeout(r, 50));
      record = false;
      return { painted: [...keystrokes], frames: [...frames], work: [...work], events: eventDurations() };
    },
    plainSelector: () => void plainSelector(),
    /** DataTable: from the state change to the painted frame with every line */
    async renderTable() {
      flushSync(() => showTable(false));
      await painted();
      const t0 = performance.now();
      showTable(true);
      for (;;) {
        const t1 = await painted();
        if (document.querySelectorAll('main tbody tr').length >= LINES) return t1 - t0;
      }
    },
    async renderPlainTable() {
      document.getElementById('plain-table')?.remove();
      await painted();
      const t0 = performance.now();
      plainTable();
      return (await painted()) - t0;
    },
    hideTable() {
      flushSync(() => showTable(false));
    },
    removePlainTable() {
      document.getElementById('plain-table')?.remove();
    },
    scrollLongFrames,
  },
});
