import { cloneElement, isValidElement, useEffect, useId, useRef, useState, type ReactElement, type Ref, type SyntheticEvent } from 'react';
import { useFloat } from './float';

export interface TooltipProps {
  content: string;
  /** one focusable element; it receives aria-describedby (or is named by the tooltip with asLabel) */
  children: ReactElement;
  placement?: 'top' | 'bottom' | 'left' | 'right';
  /** hover delay in ms before showing */
  delay?: number;
  /** the trigger already has this text as its accessible name: show it visually only (no double announcement) */
  visualOnly?: boolean;
}

type Handler = ((e: SyntheticEvent) => void) | undefined;

/** the one tooltip showing: a new one (hover or focus elsewhere) closes it */
let closeShown: (() => void) | null = null;

/**
 * A tooltip in the top layer (`popover="manual"`, so it shows above dialogs too): opens on hover (after a short delay)
 * and on keyboard focus, closes on Escape and when the pointer leaves both the trigger and the tooltip (WCAG 1.4.13:
 * dismissable, hoverable, persistent).
 */
export function Tooltip({ content, children, placement = 'top', delay = 300, visualOnly = false }: TooltipProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const anchor = useRef<HTMLElement | null>(null);
  const tip = useRef<HTMLDivElement | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useFloat(open, anchor, tip, placement, { gap: 6 });
  const later = (next: boolean, ms: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(next), ms);
  };
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (!open) return;
    const close = () => setOpen(false);
    if (closeShown && closeShown !== close) closeShown();
    closeShown = close;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey, true);
    return () => {
      document.removeEventListener('keydown', onKey, true);
      if (closeShown === close) closeShown = null;
    };
  }, [open]);

  if (!isValidElement(children)) return children;
  const props = children.props as Record<string, unknown> & { ref?: Ref<HTMLElement> };
  const chain = (name: string, fn: () => void) => (e: SyntheticEvent) => {
    (props[name] as Handler)?.(e);
    fn();
  };
  const childRef = props.ref;
  return (
    <>
      {cloneElement(children, {
        ref: (el: HTMLElement | null) => {
          anchor.current = el;
          if (typeof childRef === 'function') childRef(el);
          else if (childRef) (childRef as { current: HTMLElement | null }).current = el;
        },
        'aria-describedby': open && !visualOnly ? id : props['aria-describedby'],
        onMouseEnter: chain('onMouseEnter', () => later(true, delay)),
        onMouseLeave: chain('onMouseLeave', () => later(false, 100)),
        // keyboard focus only: a click's focus is not a request for the tip
        onFocus: chain('onFocus', () => {
          clearTimeout(timer.current);
          let visible = true;
          try {
            visible = anchor.current?.matches(':focus-visible') ?? true;
          } catch {
            // a DOM without :focus-visible
          }
          if (visible) setOpen(true);
        }),
        onBlur: chain('onBlur', () => {
          clearTimeout(timer.current);
          setOpen(false);
        }),
        onPointerDown: chain('onPointerDown', () => {
          clearTimeout(timer.current);
          setOpen(false);
        }),
      } as object)}
      {open && (
        <div
          ref={tip}
          id={id}
          popover="manual"
          role={visualOnly ? undefined : 'tooltip'}
          aria-hidden={visualOnly || undefined}
          onMouseEnter={() => clearTimeout(timer.current)}
          onMouseLeave={() => later(false, 100)}
          className="z-50 max-w-xs rounded-md border-0 bg-info px-2 py-1 text-xs font-medium text-on-info shadow-overlay"
        >
          {content}
        </div>
      )}
    </>
  );
}
