import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { focusRing } from './button';
import { cx } from './cx';

export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
}

export interface TabsProps {
  tabs: readonly TabItem[];
  /** controlled selected tab id; uncontrolled (first tab) when omitted */
  selected?: string;
  onChange?: (id: string) => void;
  /** accessible name of the tab list */
  label?: string;
  className?: string;
  /** the panel is a tab stop of its own (the default; off where the panel starts with fields, e.g. sign-in) */
  panelTabStop?: boolean;
}

/**
 * The WAI-ARIA tab pattern with automatic activation, the kit's one tabs rule (the sign-in screen's tabs too): arrow
 * keys move between the tabs and choose, wrapping, Home/End jump, only the chosen tab is in the tab order, and the one
 * panel (the chosen tab's) is labelled by it.
 */
export function Tabs({ tabs, selected, onChange, label, className, panelTabStop = true }: TabsProps) {
  const base = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const [own, setOwn] = useState<string | undefined>(undefined);
  const wanted = selected ?? own;
  const current = Math.max(
    0,
    tabs.findIndex((t) => t.id === wanted),
  );
  const choose = (i: number, focus: boolean) => {
    const at = (i + tabs.length) % tabs.length;
    const tab = tabs[at];
    if (!tab) return;
    if (selected === undefined) setOwn(tab.id);
    if (at !== current) onChange?.(tab.id);
    if (focus) refs.current[at]?.focus();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const to = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: tabs.length - 1 }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    choose(to, true);
  };
  const chosen = tabs[current];
  return (
    <div className={className}>
      <div role="tablist" aria-label={label} aria-orientation="horizontal" className="flex gap-1 overflow-x-auto border-b border-border" onKeyDown={onKeyDown}>
        {tabs.map((tab, i) => (
          <button
            key={tab.id}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${tab.id}`}
            aria-selected={i === current}
            aria-controls={i === current ? `${base}-panel` : undefined}
            tabIndex={i === current ? 0 : -1}
            onClick={() => choose(i, false)}
            className={cx(
              'lonna-motion -mb-px min-h-11 shrink-0 border-b-2 border-transparent px-4 text-sm font-semibold text-muted transition',
              'hover:text-on-surface aria-selected:border-primary aria-selected:text-primary',
              focusRing,
            )}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {chosen && (
        <div
          role="tabpanel"
          id={`${base}-panel`}
          aria-labelledby={`${base}-tab-${chosen.id}`}
          tabIndex={panelTabStop ? 0 : undefined}
          className={cx('pt-4', panelTabStop && cx('rounded-control', focusRing))}
        >
          {chosen.content}
        </div>
      )}
    </div>
  );
}
