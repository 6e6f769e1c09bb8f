import { Menu as HMenu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import type { ReactNode } from 'react';
import { focusRing } from './button';
import { cx } from './cx';

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

/** Headless UI Menu: arrow keys, type-ahead, Escape closes and returns focus to the trigger. */
export function Menu({ button, buttonLabel, items, maxHeight, anchor = 'bottom end', buttonClassName }: MenuProps) {
  return (
    <HMenu>
      <MenuButton
        aria-label={buttonLabel}
        className={cx(
          'inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-control px-2 text-sm font-medium text-on-surface hover:bg-primary-soft',
          focusRing,
          buttonClassName,
        )}
      >
        {button}
      </MenuButton>
      <MenuItems
        anchor={{ to: anchor, gap: 4, padding: 8 }}
        className="z-50 flex min-w-48 flex-col rounded-card border border-border bg-surface text-on-surface shadow-overlay outline-none"
      >
        {/* the cap lives on an inner box: Headless UI's anchor writes its own max-height on MenuItems */}
        <div data-menu-scroll style={maxHeight ? { maxHeight } : undefined} className="overflow-y-auto py-1">
          {items.map((item) => (
            <MenuItem key={item.label} disabled={item.disabled}>
              <button
                type="button"
                lang={item.lang}
                onClick={item.onSelect}
                className="flex min-h-11 w-full items-center gap-3 px-4 text-left text-sm data-disabled:opacity-50 data-focus:bg-primary-soft"
              >
                {item.icon && (
                  <span aria-hidden="true" className="inline-flex text-muted">
                    {item.icon}
                  </span>
                )}
                {item.label}
              </button>
            </MenuItem>
          ))}
        </div>
      </MenuItems>
    </HMenu>
  );
}
