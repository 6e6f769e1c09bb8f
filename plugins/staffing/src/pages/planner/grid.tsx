import { useT } from '@lonna/core';
import { cx, useDateFnsLocale } from '@lonna/core/ui';
import { format, parseISO } from 'date-fns';
import { useUnit } from 'effector-react';
import { type DragEvent, type FocusEvent, memo, type ReactElement, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { Pass, PlanEmployee } from '../../contracts';
import { checkEmployee } from '../../domain/rules';
import { PLAN_PER_PAGE, UNFILLED_SHOWN } from '../../contracts';
import {
  $cells,
  $dayListsLoading,
  $days,
  $employees,
  $openDays,
  $rows,
  $total,
  $unfilled,
  $unfilledCounts,
  passDropped,
  passOpened,
  rowsViewed,
  unfilledDayToggled,
} from './model';

/** row height in px: every row is the same height, so the visible slice is arithmetic (virtual rows) */
export const ROW_HEIGHT = 64;
const OVERSCAN = 6;
/** the name column's width, and a day column's least width (a wider view widens the days to fill it) */
const NAME_WIDTH = 144;
const MIN_DAY_WIDTH = 96;
/** day columns mounted either side of those in view (virtual columns: a month is 35 days, ~13 in view at 1440 px) */
const COL_OVERSCAN = 2;

type T = ReturnType<typeof useT>;
type Drop = (d: { PassId: string; AnstNr: string }) => void;

/**
 * Drag and drop (native HTML5): the pass being dragged. A pass keeps its day, so a cell takes it only on that day and
 * only in another row than its own; the target is marked on the cell itself (no render while dragging).
 */
let dragging: { Id: string; Datum: string; AnstNr: string } | null = null;
const canMove = (p: Pass) => p.Status === 'PLANNED' || p.Status === 'ONGOING';
/** a cell's drop handlers: the row's employee ('' = the unfilled row) on the day `day` */
function dropTarget(day: string, anstNr: string, drop: Drop) {
  const accepts = () => dragging !== null && dragging.Datum === day && dragging.AnstNr !== anstNr;
  const mark = (el: HTMLElement, on: boolean) => {
    if (on) el.dataset.drop = 'ok';
    else delete el.dataset.drop;
  };
  return {
    onDragOver: (e: DragEvent<HTMLElement>) => {
      if (!accepts()) return;
      e.preventDefault();
      e.dataTransfer.dropEffect = 'move';
      mark(e.currentTarget, true);
    },
    onDragLeave: (e: DragEvent<HTMLElement>) => mark(e.currentTarget, false),
    onDrop: (e: DragEvent<HTMLElement>) => {
      mark(e.currentTarget, false);
      if (!accepts()) return;
      e.preventDefault();
      drop({ PassId: dragging!.Id, AnstNr: anstNr });
      dragging = null;
    },
  };
}
/** a day his cyclic work schedule has no work: hatched (less suited, not a rule) */
const UNSCHEDULED = 'bg-[repeating-linear-gradient(135deg,transparent_0_7px,var(--color-border)_7px_8px)]';
const DROP_MARK = 'data-[drop=ok]:bg-primary-soft data-[drop=ok]:outline-2 data-[drop=ok]:outline-dashed data-[drop=ok]:outline-primary';

/**
 * One pass in a cell. No hook of its own and no wrapper around it: a month of rows mounts ~35 cells per row as the grid
 * scrolls, so each chip is one button with its text (the row hands it the translator).
 */
function PassChip({ pass, warn, onOpen, t }: { pass: Pass; warn: boolean; onOpen: (id: string) => void; t: T }) {
  return (
    <button
      type="button"
      onClick={() => onOpen(pass.Id)}
      // drag it onto another row's same day (the click opens the pick dialog: the keyboard's way)
      draggable={canMove(pass)}
      onDragStart={(e) => {
        dragging = { Id: pass.Id, Datum: pass.Datum, AnstNr: pass.AnstNr };
        e.dataTransfer.effectAllowed = 'move';
        e.dataTransfer.setData('text/plain', pass.Id);
      }}
      onDragEnd={() => {
        dragging = null;
      }}
      className={cx(
        'mb-0.5 block w-full truncate rounded border px-1.5 py-0.5 text-left text-xs tabular-nums last:mb-0 focus-visible:outline-2 focus-visible:outline-focus',
        pass.AnstNr ? 'border-primary bg-primary-soft text-on-surface' : 'border-dashed border-error bg-surface text-on-surface',
        warn && 'border-warning ring-2 ring-warning',
        pass.Status === 'FINALIZED' && 'opacity-70',
      )}
      // the label starts with what the chip shows (WCAG 2.5.3), then the day and the state
      aria-label={`${t('staffing.planner.passLabel', {
        name: pass.Namn,
        date: pass.Datum,
        start: pass.Start,
        end: pass.Slut,
        state: t(`staffing.states.${pass.Status}`),
      })}${warn ? `, ${t('staffing.planner.hasWarning')}` : ''}`}
    >
      {pass.Start}–{pass.Slut} {pass.Namn}
      {warn && <span aria-hidden="true"> ⚠</span>}
    </button>
  );
}

const NO_PASSES: readonly Pass[] = [];

/** the day columns mounted: [first, last) at `width` px each */
type Cols = { first: number; last: number; width: number };
/**
 * every column: while the keyboard's focus is in the grid, so that Tab and Shift+Tab meet every chip in order (a row's
 * last day, then the next row's first) — as the plain table did; a pointer's focus keeps the columns virtual
 */
const everyColumn = (cols: Cols, days: number): Cols => ({ first: 0, last: days, width: cols.width });

/**
 * A row's day cells `cols`: fixed boxes side by side (the first one pushed to its column's place), each `contain:
 * strict` — a cell's chips never move nor repaint anything outside it.
 */
function dayCells(days: readonly string[], cols: Cols, cell: (day: string, style: { width: number; marginLeft?: number }, col: number) => ReactElement) {
  return days
    .slice(cols.first, cols.last)
    .map((d, i) => cell(d, { width: cols.width, marginLeft: i === 0 && cols.first > 0 ? cols.first * cols.width : undefined }, cols.first + i));
}

/** the name column's cell: sticky on the left as the days scroll sideways (its right edge drawn over the days under it) */
const NAME_CELL = 'sticky left-0 z-10 shrink-0 bg-surface px-2 text-left text-sm shadow-[1px_0_0_var(--color-border)]';

const Row = memo(function Row(props: {
  emp: PlanEmployee;
  index: number;
  days: readonly string[];
  cols: Cols;
  width: number;
  cells: Map<string, Pass[]> | undefined;
  onOpen: (id: string) => void;
  onDrop: Drop;
}) {
  const t = useT();
  const { emp, days, cells, onOpen, onDrop } = props;
  // the rules on this person's shown passes (visible rows only), so a problem already in the plan is marked
  const warned = useMemo(() => {
    const passes = cells ? [...cells.values()].flat() : [];
    if (passes.length < 2 && emp.Franvaro.length === 0) return new Set<string>();
    const v = checkEmployee(passes, { absence: new Set(emp.Franvaro), competences: new Set(emp.Kompetenser) });
    return new Set(v.map((x) => x.PassId));
  }, [cells, emp]);
  const away = useMemo(() => new Set(emp.Franvaro), [emp]);
  const free = useMemo(() => new Set(emp.Schemafri), [emp]);
  return (
    // a box of fixed size placed by transform: mounting it lays out and paints this row alone
    <div
      role="row"
      aria-rowindex={props.index + 3}
      className="absolute top-0 left-0 flex border-b border-border [contain:strict]"
      style={{ height: ROW_HEIGHT, width: props.width, transform: `translateY(${props.index * ROW_HEIGHT}px)` }}
    >
      <div role="rowheader" className={cx(NAME_CELL, 'py-1 font-medium')} style={{ width: NAME_WIDTH }}>
        <span className="line-clamp-2">{emp.Namn}</span>
        <span className="block text-xs font-normal text-muted">
          {emp.AnstNr}
          {!emp.Aktiv && ` · ${t('staffing.planner.inactive')}`}
        </span>
      </div>
      {dayCells(days, props.cols, (d, style, col) => (
        <div
          key={d}
          role="cell"
          aria-colindex={col + 2}
          style={style}
          className={cx(
            'shrink-0 overflow-hidden border-l border-border p-1 [contain:strict]',
            away.has(d) ? 'bg-surface-2' : free.has(d) && UNSCHEDULED,
            DROP_MARK,
          )}
          {...dropTarget(d, emp.AnstNr, onDrop)}
        >
          {free.has(d) && !away.has(d) && <span className="sr-only">{t('staffing.planner.unscheduledCell')}</span>}
          {(cells?.get(d) ?? NO_PASSES).map((p) => (
            <PassChip key={p.Id} pass={p} warn={warned.has(p.Id)} onOpen={onOpen} t={t} />
          ))}
        </div>
      ))}
    </div>
  );
});

/** a row whose page is on its way (the same box: nothing moves when it comes) */
function LoadingRow({ index, width }: { index: number; width: number }) {
  const t = useT();
  return (
    <div
      role="row"
      aria-rowindex={index + 3}
      aria-busy="true"
      className="absolute top-0 left-0 flex border-b border-border [contain:strict]"
      style={{ height: ROW_HEIGHT, width, transform: `translateY(${index * ROW_HEIGHT}px)` }}
    >
      <div role="rowheader" className={cx(NAME_CELL, 'py-1 text-muted')} style={{ width: NAME_WIDTH }}>
        {t('staffing.planner.loadingRow')}
      </div>
      <div role="cell" className="flex-1 border-l border-border" />
    </div>
  );
}

/**
 * "+n till" / "Visa färre" under a day's first unfilled passes: opens the day's whole list (asked for then: the first
 * page carries only the first few of each day and the counts)
 */
function MoreUnfilled({
  day,
  count,
  open,
  loading,
  onToggle,
  t,
  className,
}: {
  day: string;
  count: number;
  open: boolean;
  loading: boolean;
  onToggle: (day: string) => void;
  t: T;
  className: string;
}) {
  const more = count - UNFILLED_SHOWN;
  if (more <= 0) return null;
  const label = open ? t('staffing.planner.fewer') : t('staffing.planner.moreOpen', { count: more });
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-busy={loading || undefined}
      // the visible words first, then the day (for a screen reader that lands on the button alone)
      aria-label={`${label}, ${day}`}
      onClick={() => onToggle(day)}
      className={className}
    >
      {label}
    </button>
  );
}

/** one day's unfilled passes: the first few, then "+n" that shows the rest of that day (and back) */
function UnfilledCell(props: {
  day: string;
  col: number;
  style: { width: number; marginLeft?: number };
  passes: readonly Pass[];
  count: number;
  open: boolean;
  loading: boolean;
  onToggle: (day: string) => void;
  onOpen: (id: string) => void;
  onDrop: Drop;
  t: T;
}) {
  const { day, passes, open, onOpen, onDrop, t } = props;
  const shown = open ? passes : passes.slice(0, UNFILLED_SHOWN);
  const chips = shown.map((p) => <PassChip key={p.Id} pass={p} warn={false} onOpen={onOpen} t={t} />);
  return (
    // a staffed pass dropped here is left unfilled
    <div
      role="cell"
      aria-colindex={props.col + 2}
      style={props.style}
      className={cx('shrink-0 border-l border-border p-1', DROP_MARK)}
      {...dropTarget(day, '', onDrop)}
    >
      {/* an open day scrolls within its cell: a hundred passes made the sticky heading taller than the grid (its chips
          are buttons, so the keyboard scrolls it by moving through them) */}
      {open ? <div className="max-h-64 overflow-y-auto">{chips}</div> : chips}
      <MoreUnfilled
        {...props}
        // 24 px high (WCAG 2.5.8 target size: it sits 4 px under a chip)
        className="mt-0.5 block min-h-6 w-full rounded px-1.5 py-0.5 text-left text-xs font-medium text-primary underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-focus"
      />
    </div>
  );
}

/**
 * The day headings and the row of unfilled passes (sticky at the top; its height follows the unfilled row, the body's
 * rows sit under it in their own box): memoised, so that scrolling down (which re-renders the row slice) never renders
 * them again.
 */
const Head = memo(function Head(props: { days: readonly string[]; cols: Cols; width: number; onOpen: (id: string) => void; onDrop: Drop }) {
  const t = useT();
  const locale = useDateFnsLocale();
  const { days, cols, onOpen: open, onDrop } = props;
  const [unfilled, counts, openDays, loading, toggle] = useUnit([$unfilled, $unfilledCounts, $openDays, $dayListsLoading, unfilledDayToggled]);
  return (
    <div role="rowgroup" className="sticky top-0 z-20 bg-surface" style={{ width: props.width }}>
      <div role="row" aria-rowindex={1} className="flex border-b border-border">
        <div role="columnheader" className={cx(NAME_CELL, 'z-30 py-2 font-semibold')} style={{ width: NAME_WIDTH }}>
          {t('staffing.planner.employee')}
        </div>
        {dayCells(days, cols, (d, style, col) => (
          <div
            key={d}
            role="columnheader"
            aria-colindex={col + 2}
            style={style}
            className="shrink-0 border-l border-border px-1 py-2 text-left text-sm font-medium first-letter:uppercase"
          >
            {format(parseISO(d), 'EEE d/M', { locale })}
          </div>
        ))}
      </div>
      <div role="row" aria-rowindex={2} className="flex border-b-2 border-border bg-surface-2">
        <div role="rowheader" className={cx(NAME_CELL, 'z-30 bg-surface-2 py-1 font-semibold')} style={{ width: NAME_WIDTH }}>
          {t('staffing.planner.unfilled')}
        </div>
        {dayCells(days, cols, (d, style, col) => (
          <UnfilledCell
            key={d}
            day={d}
            col={col}
            style={style}
            passes={unfilled.get(d) ?? NO_PASSES}
            count={counts.get(d) ?? 0}
            open={openDays.has(d)}
            loading={loading.has(d)}
            onToggle={toggle}
            onOpen={open}
            onDrop={onDrop}
            t={t}
          />
        ))}
      </div>
    </div>
  );
});

/**
 * employees × days, virtualised both ways: only the rows in view (plus a few) are in the DOM, whatever the head count,
 * and of each only the days in view (plus two either side). No table layout: each row is a box of fixed size placed by
 * transform in a body of fixed height, so mounting a row as the grid scrolls lays out and paints that row alone.
 */
export function PlannerGrid() {
  const t = useT();
  const [employees, days, cells, open, viewed, drop] = useUnit([$rows, $days, $cells, passOpened, rowsViewed, passDropped]);
  const box = useRef<HTMLDivElement>(null);
  // in whole rows and whole columns, so a scroll within one renders nothing (React bails out on an unchanged state)
  const [topRow, setTopRow] = useState(0);
  const [rowsInView, setRowsInView] = useState(10);
  const [leftCol, setLeftCol] = useState(0);
  const [boxWidth, setBoxWidth] = useState(0);
  // the keyboard's focus is on a chip of the grid (see everyColumn)
  const [keyboard, setKeyboard] = useState(false);
  const first = Math.max(0, topRow - OVERSCAN);
  const last = Math.min(employees.length, topRow + rowsInView + 1 + OVERSCAN);
  const slice = employees.slice(first, last);
  // the days fill a wide view (a week at 1440 px), else MIN_DAY_WIDTH each and the grid scrolls sideways
  const dayWidth = Math.max(MIN_DAY_WIDTH, (boxWidth - NAME_WIDTH) / Math.max(1, days.length));
  const width = NAME_WIDTH + days.length * dayWidth;
  const colsInView = Math.ceil(Math.max(0, boxWidth - NAME_WIDTH) / dayWidth) + 1;
  const firstCol = Math.min(Math.max(0, leftCol - COL_OVERSCAN), Math.max(0, days.length - 1));
  const lastCol = Math.min(days.length, leftCol + colsInView + COL_OVERSCAN);
  const cols = useMemo<Cols>(() => ({ first: firstCol, last: lastCol, width: dayWidth }), [firstCol, lastCol, dayWidth]);
  const all = useMemo(() => everyColumn(cols, days.length), [cols, days.length]);
  const shown = keyboard ? all : cols;
  // the rows in view ask for their pages (the model asks each page once per filter)
  useEffect(() => {
    viewed({ first, last: Math.max(first, last - 1) });
  }, [first, last, viewed]);
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const measure = () => {
      setBoxWidth(el.clientWidth);
      setRowsInView(Math.ceil(el.clientHeight / ROW_HEIGHT));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return (
    <>
      <p className="text-sm text-muted">
        {t('staffing.planner.dragHint')} {t('staffing.planner.unscheduledLegend')}
      </p>
      <div
        ref={box}
        className="max-h-[70vh] overflow-auto rounded-card border border-border bg-surface"
        onScroll={(e) => {
          setTopRow(Math.floor(e.currentTarget.scrollTop / ROW_HEIGHT));
          setLeftCol(Math.floor(e.currentTarget.scrollLeft / dayWidth));
        }}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the scroll box must be reachable by keyboard to scroll it
        tabIndex={0}
        role="region"
        aria-label={t('staffing.planner.gridLabel')}
      >
        <div
          role="table"
          aria-label={t('staffing.planner.gridLabel')}
          aria-rowcount={employees.length + 2}
          aria-colcount={days.length + 1}
          className="text-sm"
          style={{ width }}
          onFocus={(e: FocusEvent<HTMLElement>) => setKeyboard(e.target.matches(':focus-visible'))}
          onBlur={(e: FocusEvent<HTMLElement>) => {
            if (!e.currentTarget.contains(e.relatedTarget)) setKeyboard(false);
          }}
        >
          <Head days={days} cols={shown} width={width} onOpen={open} onDrop={drop} />
          <div role="rowgroup" className="relative" style={{ height: employees.length * ROW_HEIGHT, width }}>
            {slice.map((emp, i) =>
              emp ? (
                <Row
                  key={emp.AnstNr}
                  emp={emp}
                  index={first + i}
                  days={days}
                  cols={shown}
                  width={width}
                  cells={cells.get(emp.AnstNr)}
                  onOpen={open}
                  onDrop={drop}
                />
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: a row not loaded yet is its place in the list, nothing else
                <LoadingRow key={`row-${first + i}`} index={first + i} width={width} />
              ),
            )}
          </div>
        </div>
      </div>
    </>
  );
}

/** the phone's form of the plan: day by day, the passes as cards (unfilled first) */
export function PlannerDayList() {
  const t = useT();
  const locale = useDateFnsLocale();
  const [employees, total, days, cells, unfilled, open, viewed] = useUnit([$employees, $total, $days, $cells, $unfilled, passOpened, rowsViewed]);
  const [counts, openDays, loading, toggle] = useUnit([$unfilledCounts, $openDays, $dayListsLoading, unfilledDayToggled]);
  const names = useMemo(() => new Map(employees.map((e) => [e.AnstNr, e.Namn])), [employees]);
  const byDay = useMemo(() => {
    const m = new Map<string, Pass[]>();
    for (const row of cells.values()) for (const [d, list] of row) m.set(d, [...(m.get(d) ?? []), ...list]);
    return m;
  }, [cells]);
  const card = (p: Pass) => (
    <li key={p.Id}>
      <button
        type="button"
        onClick={() => open(p.Id)}
        className={cx(
          'flex min-h-11 w-full items-center justify-between gap-2 rounded border px-2 text-left text-sm',
          p.AnstNr ? 'border-border' : 'border-dashed border-error',
        )}
      >
        <span>
          <span className="tabular-nums">
            {p.Start}–{p.Slut}
          </span>{' '}
          {p.Namn}
        </span>
        <span className={p.AnstNr ? 'text-on-surface' : 'font-medium text-error'}>
          {p.AnstNr ? (names.get(p.AnstNr) ?? p.AnstNr) : t('staffing.planner.open')}
        </span>
      </button>
    </li>
  );
  return (
    <div className="flex flex-col gap-3">
      <ol className="flex flex-col gap-3" aria-label={t('staffing.planner.gridLabel')}>
        {days.map((d) => {
          const open1 = openDays.has(d) ? (unfilled.get(d) ?? []) : (unfilled.get(d) ?? []).slice(0, UNFILLED_SHOWN);
          const count = counts.get(d) ?? 0;
          const staffed = (byDay.get(d) ?? []).sort((a, b) => a.Start.localeCompare(b.Start));
          return (
            <li key={d} className="rounded-card border border-border bg-surface p-3">
              <h3 className="font-semibold first-letter:uppercase">{format(parseISO(d), 'EEEE d MMMM', { locale })}</h3>
              {count + staffed.length === 0 && <p className="text-sm text-muted">{t('staffing.planner.noPasses')}</p>}
              {/* the unfilled first, their "+n" right under them, then the staffed */}
              {open1.length > 0 && <ul className="mt-2 flex flex-col gap-1">{open1.map(card)}</ul>}
              <MoreUnfilled
                day={d}
                count={count}
                open={openDays.has(d)}
                loading={loading.has(d)}
                onToggle={toggle}
                t={t}
                className="mt-1 min-h-11 w-full rounded px-2 text-left text-sm font-medium text-primary underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-focus"
              />
              {staffed.length > 0 && <ul className="mt-2 flex flex-col gap-1">{staffed.map(card)}</ul>}
            </li>
          );
        })}
      </ol>
      {/* the day list shows the loaded rows' passes: the next page of people on demand */}
      {employees.length < total && (
        <button
          type="button"
          className="min-h-11 rounded border border-border px-3 text-sm font-medium text-primary"
          onClick={() => viewed({ first: 0, last: employees.length + PLAN_PER_PAGE - 1 })}
        >
          {t('staffing.planner.moreRows', { count: total - employees.length })}
        </button>
      )}
    </div>
  );
}
