import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { focusRing } from '../../ui/button';
import { cx } from '../../ui/cx';

export interface MethodTab {
  id: string;
  label: ReactNode;
  content: ReactNode;
}

/**
 * The sign-in screen's tabs (BankID, password): the WAI-ARIA tab pattern with automatic activation — arrow keys move
 * between the tabs and choose, Home/End jump, only the chosen tab is in the tab order, its panel is labelled by it (the panel holds fields and buttons, so it
 * is not a tab stop itself).
 * It looks like the kit's `Tabs`, but without Headless UI: its tabs, focus management and react-aria's focus and
 * hover tracking were 7 KB gzip of the sign-in screen's JavaScript (issue 22), and two tabs need none of it.
 */
export function MethodTabs({
  tabs,
  selected,
  onChange,
  label,
}: {
  tabs: readonly MethodTab[];
  selected: string;
  onChange: (id: string) => void;
  label: string;
}) {
  const base = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = Math.max(
    0,
    tabs.findIndex((t) => t.id === selected),
  );
  const choose = (i: number) => {
    const tab = tabs[(i + tabs.length) % tabs.length]!;
    onChange(tab.id);
    refs.current[(i + tabs.length) % tabs.length]?.focus();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const to = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: tabs.length - 1 }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    choose(to);
  };
  const chosen = tabs[current];
  return (
    <div>
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
            onClick={() => onChange(tab.id)}
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
        <div role="tabpanel" id={`${base}-panel`} aria-labelledby={`${base}-tab-${chosen.id}`} className="pt-4">
          {chosen.content}
        </div>
      )}
    </div>
  );
}
