import { useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { useT } from '../i18n/runtime';
import { DROPDOWN_ITEM_HEIGHT, DROPDOWN_LIST_HEIGHT, DROPDOWN_VIRTUAL_AFTER, dropdownListHeight } from './dropdown-rules';
import { describedBy, errorId, hintId, inputClass } from './field-shell';
import { useFloat } from './float';
import { CheckIcon, ChevronDownIcon } from './icons';

/** the option shape both dropdowns take (./dropdown.tsx re-exports it) */
export interface DropdownOption {
  value: string;
  label: string;
  /** second line, e.g. an employee number */
  description?: string;
  disabled?: boolean;
}

/** what one row shows: a tick when chosen (an empty box of its size otherwise: no SVG per row), the label and its second line */
export function OptionRowContent({ option, selected }: { option: DropdownOption; selected: boolean }) {
  return (
    <>
      {selected ? <CheckIcon className="size-5 shrink-0 text-primary" /> : <span className="size-5 shrink-0" />}
      <span className="flex min-w-0 flex-col">
        <span className="truncate group-data-selected:font-semibold">{option.label}</span>
        {option.description && <span className="truncate text-xs text-muted">{option.description}</span>}
      </span>
    </>
  );
}

export const OPTION_ROW_CLASS =
  'group flex h-12 w-full shrink-0 cursor-pointer items-center gap-3 px-3 text-sm text-on-surface select-none data-disabled:cursor-not-allowed data-disabled:opacity-50 data-focus:bg-primary-soft';

/** rows rendered above and below the visible ones, so a fast scroll or key repeat never shows a blank row */
const OVERSCAN = 4;

export interface LongDropdownProps {
  fieldId: string;
  label: ReactNode;
  options: readonly DropdownOption[];
  /** the options matching a query (dropdown-rules' createOptionFilter over `options`) */
  filter: (query: string) => readonly DropdownOption[];
  multiple: boolean;
  /** the chosen values */
  chosen: ReadonlySet<string>;
  /** what the field shows while nobody is typing: the chosen labels, or '4 st' */
  summary: string;
  onPick: (option: DropdownOption) => void;
  invalid: boolean;
  required?: boolean;
  disabled?: boolean;
  placeholder?: string;
  hasHint: boolean;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * The dropdown for long lists (the 5,000-employee selector, issue 22): the WAI-ARIA combobox pattern on an input with
 * a listbox of fixed 48px rows of which only the visible ones (and a few more) are in the DOM, so a keystroke costs
 * the filter (one `includes` per option over labels folded once) and a dozen rows, whatever the list's length. Headless
 * UI's virtual mode re-mounted every rendered row on each keystroke and measured the list twice (385 ms p95).
 * Keyboard: ↓/↑ open and move, Home/End and PageUp/PageDown jump, Enter picks, Escape closes; typing makes the first
 * match active, so typing and Enter picks it. The active row is `aria-activedescendant`, every row carries its
 * position and the number of matches (`aria-posinset`, `aria-setsize`), and the number of matches is announced.
 */
export function LongDropdown(props: LongDropdownProps) {
  const {
    fieldId,
    label,
    options,
    filter: filterAll,
    multiple,
    chosen,
    summary,
    onPick,
    invalid,
    required,
    disabled,
    placeholder,
    hasHint,
    name,
    inputRef,
  } = props;
  const t = useT();
  // a keystroke filters once: the input's handler (to make the first match active) and the render ask for the same query
  const filter = useMemo(() => {
    let last: { query: string; matches: readonly DropdownOption[] } | null = null;
    return (query: string) => {
      if (last?.query !== query) last = { query, matches: filterAll(query) };
      return last.matches;
    };
  }, [filterAll]);
  const [open, setOpen] = useState(false);
  /** what the user typed since the list opened; null: the field shows the summary */
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState<number | null>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const listRef = useRef<HTMLDivElement | null>(null);
  const fieldRef = useRef<HTMLDivElement | null>(null);
  // in the top layer (popover), not portalled: a dialog's scrolling body does not clip it, and it stays inside the
  // dialog's DOM (a modal dialog makes everything outside it inert)
  useFloat(open, fieldRef, listRef, 'bottom-start', { gap: 4, padding: 8, matchWidth: true });
  /** where the list opens scrolled to (on the chosen row); set before the list is in the DOM */
  const openedAt = useRef(0);
  // before the first paint and before any key can move it: a frame later would undo a quick End
  useLayoutEffect(() => {
    if (open && listRef.current) listRef.current.scrollTop = openedAt.current;
  }, [open]);
  const listId = `${fieldId}-listbox`;

  const matches = useMemo(() => filter(query ?? ''), [filter, query]);
  // a stable id per option (its place in the whole list), so aria-activedescendant survives filtering
  const indexOf = useMemo(() => new Map(options.map((o, i) => [o, i])), [options]);
  const optionId = (o: DropdownOption) => `${fieldId}-option-${indexOf.get(o)}`;
  const capped = dropdownListHeight(matches.length) !== undefined;

  const enabledFrom = (from: number, step: 1 | -1): number | null => {
    for (let i = from; i >= 0 && i < matches.length; i += step) if (!matches[i]!.disabled) return i;
    return null;
  };
  const scrollToRow = (i: number, list = listRef.current) => {
    if (!list) return;
    const top = i * DROPDOWN_ITEM_HEIGHT;
    const height = list.clientHeight || DROPDOWN_LIST_HEIGHT;
    let next = list.scrollTop;
    if (top < next) next = top;
    else if (top + DROPDOWN_ITEM_HEIGHT > next + height) next = top + DROPDOWN_ITEM_HEIGHT - height;
    if (next !== list.scrollTop) list.scrollTop = next;
    setScrollTop(next);
  };
  const activate = (i: number | null) => {
    setActive(i);
    if (i !== null) scrollToRow(i);
  };
  const openList = (at: 'chosen' | 'first' | 'last' = 'chosen') => {
    if (open || disabled) return;
    setOpen(true);
    const all = filter('');
    const chosenAt = all.findIndex((o) => chosen.has(o.value));
    const i = at === 'last' ? all.length - 1 : at === 'first' || chosenAt < 0 ? null : chosenAt;
    setActive(i);
    const top = i === null ? 0 : Math.max(0, i * DROPDOWN_ITEM_HEIGHT - DROPDOWN_LIST_HEIGHT / 2);
    setScrollTop(top);
    openedAt.current = top;
  };
  const close = () => {
    setOpen(false);
    setQuery(null);
    setActive(null);
  };
  const pick = (i: number) => {
    const option = matches[i];
    if (!option || option.disabled) return;
    onPick(option);
    if (multiple) setActive(i);
    else close();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const last = matches.length - 1;
    switch (e.key) {
      case 'ArrowDown':
        e.preventDefault();
        if (!open) openList();
        else activate(active === null ? enabledFrom(0, 1) : (enabledFrom(active + 1, 1) ?? active));
        return;
      case 'ArrowUp':
        e.preventDefault();
        if (!open) openList('last');
        else activate(active === null ? enabledFrom(last, -1) : (enabledFrom(active - 1, -1) ?? active));
        return;
      case 'Home':
      case 'PageUp':
        if (!open) return;
        e.preventDefault();
        activate(enabledFrom(0, 1));
        return;
      case 'End':
      case 'PageDown':
        if (!open) return;
        e.preventDefault();
        activate(enabledFrom(last, -1));
        return;
      case 'Enter':
        if (!open || active === null) return;
        e.preventDefault();
        pick(active);
        return;
      case 'Escape':
        if (!open) return;
        // the list closes, not the dialog around the field
        e.preventDefault();
        e.stopPropagation();
        close();
        return;
      case 'Tab':
        if (open) close();
        return;
    }
  };

  // a short list (up to 100 options) is all in the DOM; a long one only its visible rows
  const windowed = options.length > DROPDOWN_VIRTUAL_AFTER;
  const first = windowed ? Math.max(0, Math.floor(scrollTop / DROPDOWN_ITEM_HEIGHT) - OVERSCAN) : 0;
  const end = windowed ? Math.min(matches.length, Math.ceil((scrollTop + DROPDOWN_LIST_HEIGHT) / DROPDOWN_ITEM_HEIGHT) + OVERSCAN) : matches.length;
  // the active row is always in the DOM, so aria-activedescendant never names a missing element
  const indexes: number[] = [];
  if (active !== null && active < first) indexes.push(active);
  for (let i = first; i < end; i++) indexes.push(i);
  if (active !== null && active >= end && active < matches.length) indexes.push(active);
  const rows: ReactNode[] = [];
  for (const i of indexes) {
    const option = matches[i]!;
    const selected = chosen.has(option.value);
    rows.push(
      // biome-ignore lint/a11y/useKeyWithClickEvents: the input's keys move through and pick the rows (aria-activedescendant)
      <div
        // a long list's rows are recycled by their place in the window (a keystroke or a scroll rewrites a row's text
        // instead of removing it and making another); a short list's rows are the options themselves
        key={!windowed ? option.value : i >= first && i < end ? `w${i % 64}` : `a${i}`}
        id={optionId(option)}
        role="option"
        aria-selected={selected}
        aria-disabled={option.disabled || undefined}
        aria-setsize={matches.length}
        aria-posinset={i + 1}
        data-selected={selected ? '' : undefined}
        data-focus={i === active ? '' : undefined}
        data-disabled={option.disabled ? '' : undefined}
        className={OPTION_ROW_CLASS}
        // a row's size is fixed: what changes inside it is laid out and painted within it (strict containment)
        style={{
          position: 'absolute',
          top: 0,
          left: 0,
          height: DROPDOWN_ITEM_HEIGHT,
          transform: `translateY(${i * DROPDOWN_ITEM_HEIGHT}px)`,
          contain: 'strict',
        }}
        onMouseMove={() => (i === active || option.disabled ? undefined : setActive(i))}
        onClick={() => pick(i)}
      >
        <OptionRowContent option={option} selected={selected} />
      </div>,
    );
  }

  return (
    <div ref={fieldRef} className="relative">
      <input
        ref={inputRef}
        id={fieldId}
        role="combobox"
        type="text"
        autoComplete="off"
        placeholder={placeholder}
        disabled={disabled}
        value={query ?? summary}
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-autocomplete="list"
        aria-activedescendant={open && active !== null && matches[active] ? optionId(matches[active]!) : undefined}
        aria-invalid={invalid || undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(invalid && errorId(fieldId), hasHint && hintId(fieldId))}
        data-open={open ? '' : undefined}
        onChange={(e) => {
          const q = e.target.value;
          setQuery(q);
          if (!open) setOpen(true);
          // typing makes the first match active: type and Enter picks it
          const next = filter(q);
          let i: number | null = null;
          for (let k = 0; k < next.length; k++)
            if (!next[k]!.disabled) {
              i = k;
              break;
            }
          setActive(i);
          setScrollTop(0);
          if (listRef.current) listRef.current.scrollTop = 0;
        }}
        onKeyDown={onKeyDown}
        // focus left the field: the list and its chevron keep it in the input, so this is a move elsewhere
        onBlur={() => open && close()}
        // the field shows the choice; selecting it on focus lets typing start a fresh search
        onFocus={(e) => {
          e.target.select();
          openList();
        }}
        // a click anywhere on the field opens the list, not only the chevron (issue 13)
        onClick={() => openList()}
        className={inputClass(invalid, 'pr-12')}
      />
      <button
        type="button"
        tabIndex={-1}
        disabled={disabled}
        aria-label={typeof label === 'string' ? label : t('ui.showOptions')}
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        // the input keeps the focus
        onMouseDown={(e) => e.preventDefault()}
        onClick={() => {
          if (open) close();
          else {
            (document.getElementById(fieldId) as HTMLInputElement | null)?.focus();
            openList();
          }
        }}
        className="absolute inset-y-0 right-0 inline-flex w-11 items-center justify-center rounded-r-control text-muted outline-none focus-visible:ring-2 focus-visible:ring-focus"
      >
        <ChevronDownIcon />
      </button>
      {name &&
        (multiple ? [...chosen] : [...chosen].slice(0, 1)).map((v, i) => <input key={v} type="hidden" name={multiple ? `${name}[${i}]` : name} value={v} />)}
      {open && (
        <div
          ref={listRef}
          id={listId}
          popover="manual"
          role="listbox"
          aria-label={typeof label === 'string' ? label : undefined}
          aria-labelledby={typeof label === 'string' ? undefined : `${fieldId}-label`}
          aria-multiselectable={multiple || undefined}
          data-list-height={dropdownListHeight(matches.length) ?? 'auto'}
          // rows take no focus: the input keeps it (and its caret) while the list is clicked or scrolled
          onMouseDown={(e) => e.preventDefault()}
          onScroll={(e) => setScrollTop(e.currentTarget.scrollTop)}
          style={{
            maxHeight: capped ? `min(${DROPDOWN_LIST_HEIGHT}px, var(--float-available, ${DROPDOWN_LIST_HEIGHT}px))` : 'var(--float-available, none)',
          }}
          className="z-50 min-w-60 overflow-y-auto overscroll-contain rounded-card border border-border bg-surface p-0 py-1 text-on-surface shadow-overlay outline-none"
        >
          {matches.length === 0 ? (
            <div className="flex items-center px-4 text-sm text-muted" style={{ height: DROPDOWN_ITEM_HEIGHT }}>
              {t('ui.noResults')}
            </div>
          ) : (
            <div style={{ position: 'relative', height: matches.length * DROPDOWN_ITEM_HEIGHT }}>{rows}</div>
          )}
        </div>
      )}
      <span className="sr-only" aria-live="polite" aria-atomic="true">
        {open && query !== null ? t('ui.matchCount', { count: matches.length }) : ''}
      </span>
    </div>
  );
}
