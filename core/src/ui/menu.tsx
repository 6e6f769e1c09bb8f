import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { focusRing } from './button';
import { cx } from './cx';
import { useFloat } from './float';

export interface MenuEntry {
  label: string;
  onSelect: () => void;
  icon?: ReactNode;
  disabled?: boolean;
  /** the label's language when it is not the page's (a language's own name: screen readers say it right) */
  lang?: string;
}

export interface MenuProps {
  /** the trigger's content; give it an accessible name (visible text, or use buttonLabel for icon triggers) */
  button: ReactNode;
  /** aria-label for an icon-only trigger */
  buttonLabel?: string;
  items: readonly MenuEntry[];
  /** list height cap in px (the user menu uses 300) */
  maxHeight?: number;
  anchor?: 'bottom start' | 'bottom end' | 'top start' | 'top end';
  buttonClassName?: string;
}

/**
 * The WAI-ARIA menu button: Enter, Space or ↓ open on the first item, ↑ on the last, a click opens on the menu itself
 * (↓ then goes to the first item); ↑/↓ move with roving focus (wrapping), Home/End jump, typing a letter goes to the
 * next item starting with it, Enter/Space/click run an item, Escape or a click outside closes and focus returns to
 * the button, Tab closes and moves on. The menu sits in the top layer (./float.ts).
 */
export function Menu({ button, buttonLabel, items, maxHeight, anchor = 'bottom end', buttonClassName }: MenuProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const buttonRef = useRef<HTMLButtonElement | null>(null);
  const menuRef = useRef<HTMLDivElement | null>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  /** where focus goes once the menu is in the DOM: an item's index, or -1 for the menu itself */
  const focusAt = useRef(-1);
  useFloat(open, buttonRef, menuRef, anchor.replace(' ', '-') as 'bottom-end', { gap: 4, padding: 8 });

  // one column for icons when any item has one: an item without one is indented like the others (an empty slot)
  const iconColumn = items.some((item) => item.icon);
  const enabled = items.map((item, i) => (item.disabled ? -1 : i)).filter((i) => i >= 0);
  const focusItem = (i: number) => {
    if (i < 0) menuRef.current?.focus({ preventScroll: true });
    else itemRefs.current[i]?.focus();
  };
  const show = (at: 'menu' | 'first' | 'last') => {
    focusAt.current = at === 'menu' ? -1 : ((at === 'first' ? enabled[0] : enabled[enabled.length - 1]) ?? -1);
    if (open) focusItem(focusAt.current);
    else setOpen(true);
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };
  // once the menu is in the DOM (and shown): the menu itself or the asked item
  useEffect(() => {
    if (!open) return;
    const i = focusAt.current;
    if (i < 0) menuRef.current?.focus({ preventScroll: true });
    else itemRefs.current[i]?.focus();
  }, [open]);
  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      const t = e.target as Node;
      if (!menuRef.current?.contains(t) && !buttonRef.current?.contains(t)) setOpen(false);
    };
    document.addEventListener('pointerdown', onDown, true);
    return () => document.removeEventListener('pointerdown', onDown, true);
  }, [open]);

  const run = (item: MenuEntry) => {
    if (item.disabled) return;
    close(true);
    item.onSelect();
  };
  const onMenuKeyDown = (e: KeyboardEvent) => {
    const at = enabled.indexOf(itemRefs.current.indexOf(document.activeElement as HTMLButtonElement));
    const go = (i: number) => {
      e.preventDefault();
      const target = enabled[(i + enabled.length) % enabled.length];
      if (target !== undefined) focusItem(target);
    };
    switch (e.key) {
      case 'ArrowDown':
        return go(at < 0 ? 0 : at + 1);
      case 'ArrowUp':
        return go(at < 0 ? enabled.length - 1 : at - 1);
      case 'Home':
      case 'PageUp':
        return go(0);
      case 'End':
      case 'PageDown':
        return go(enabled.length - 1);
      case 'Escape':
        // the menu closes, not a dialog around it
        e.preventDefault();
        e.stopPropagation();
        return close(true);
      case 'Tab':
        return close(false);
      case 'Enter':
      case ' ': {
        e.preventDefault();
        const item = items[enabled[at] ?? -1];
        if (item) run(item);
        return;
      }
    }
    if (e.key.length === 1 && /\S/.test(e.key) && !e.ctrlKey && !e.metaKey && !e.altKey) {
      // type-ahead: the next item (after the current one, wrapping) whose label starts with the letter
      const key = e.key.toLocaleLowerCase();
      for (let k = 1; k <= enabled.length; k++) {
        const i = enabled[(Math.max(at, -1) + k + enabled.length) % enabled.length]!;
        if (items[i]!.label.trim().toLocaleLowerCase().startsWith(key)) {
          e.preventDefault();
          focusItem(i);
          return;
        }
      }
    }
  };

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        id={`${id}-button`}
        aria-label={buttonLabel}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        data-open={open ? '' : undefined}
        onClick={() => (open ? close(false) : show('menu'))}
        onKeyDown={(e) => {
          if (e.key === 'Enter' || e.key === ' ' || e.key === 'ArrowDown') {
            e.preventDefault();
            show('first');
          } else if (e.key === 'ArrowUp') {
            e.preventDefault();
            show('last');
          }
        }}
        // Space's click comes with its keyup: it was handled on keydown
        onKeyUp={(e) => e.key === ' ' && e.preventDefault()}
        className={cx(
          'inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-control px-2 text-sm font-medium text-on-surface hover:bg-primary-soft',
          focusRing,
          buttonClassName,
        )}
      >
        {button}
      </button>
      {open && (
        <div
          ref={menuRef}
          id={`${id}-menu`}
          role="menu"
          tabIndex={-1}
          popover="manual"
          aria-labelledby={`${id}-button`}
          onKeyDown={onMenuKeyDown}
          onBlur={(e) => {
            const next = e.relatedTarget as Node | null;
            if (next && !menuRef.current?.contains(next) && next !== buttonRef.current) setOpen(false);
          }}
          className="z-50 flex max-h-(--float-available) min-w-48 flex-col overflow-hidden rounded-card border border-border bg-surface p-0 text-on-surface shadow-overlay outline-none"
        >
          <div data-menu-scroll style={maxHeight ? { maxHeight } : undefined} className="min-h-0 overflow-y-auto py-1">
            {items.map((item, i) => (
              <button
                key={item.label}
                ref={(el) => {
                  itemRefs.current[i] = el;
                }}
                type="button"
                role="menuitem"
                tabIndex={-1}
                lang={item.lang}
                aria-disabled={item.disabled || undefined}
                data-disabled={item.disabled ? '' : undefined}
                onClick={() => run(item)}
                onMouseMove={(e) => !item.disabled && document.activeElement !== e.currentTarget && e.currentTarget.focus()}
                className="flex min-h-11 w-full items-center gap-3 px-4 text-left text-sm outline-none focus:bg-primary-soft data-disabled:opacity-50"
              >
                {iconColumn && (
                  <span data-menu-icon aria-hidden="true" className="inline-flex size-5 shrink-0 items-center justify-center text-muted">
                    {item.icon}
                  </span>
                )}
                {item.label}
              </button>
            ))}
          </div>
        </div>
      )}
    </>
  );
}
