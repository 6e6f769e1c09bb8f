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
const painted = () =>
  new Promise<number>((resolve) =>
    requestAnimationFrame(() => {
      const c = new MessageChannel();
      c.port1.onmessage = () => resolve(performance.now());
      c.port2.postMessage(0);
    }),
  );

/** every keystroke's time from the event to the painted frame after it, while `record` is on (beforeinput: typed
 * letters, å ä ö too, and Backspace alike) */
const keystrokes: number[] = [];
/** and each keystroke's script work: from the event to the end of its input event, React's render and commit included
 * (a discrete event renders synchronously), so without the wait for the frame and the machine's other load */
const work: number[] = [];
let record = false;
let workStart = 0;
document.addEventListener(
  'beforeinput',
  (e) => {
    if (!record) return;
    const t0 = e.timeStamp;
    workStart = performance.now();
    void painted().then((t1) => keystrokes.push(t1 - t0));
  },
  true,
);
// bubbling on window: after React's listener on its root and the plain anchor's on its input
window.addEventListener('input', () => {
  if (record) work.push(performance.now() - workStart);
});

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
      work.length = 0;
      record = true;
    },
    async stopKeystrokes() {
      await painted();
      record = false;
      return [...keystrokes];
    },
    keystrokeWork: () => [...work],
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
