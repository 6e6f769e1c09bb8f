import {
  FloatingPortal,
  autoUpdate,
  flip,
  offset,
  shift,
  useDismiss,
  useFloating,
  useFocus,
  useHover,
  useInteractions,
  useMergeRefs,
  useRole,
  safePolygon,
} from '@floating-ui/react';
import { cloneElement, isValidElement, useState, type ReactElement, type Ref } from 'react';

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

/**
 * Floating UI tooltip: opens on hover (with a short delay) and on keyboard focus, closes on
 * Escape (WCAG 1.4.13: dismissable, hoverable via safePolygon, persistent while hovered).
 */
export function Tooltip({ content, children, placement = 'top', delay = 300, visualOnly = false }: TooltipProps) {
  const [open, setOpen] = useState(false);
  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange: setOpen,
    placement,
    whileElementsMounted: autoUpdate,
    middleware: [offset(6), flip(), shift({ padding: 8 })],
  });
  const hover = useHover(context, { delay: { open: delay, close: 0 }, move: false, handleClose: safePolygon() });
  const focus = useFocus(context);
  const dismiss = useDismiss(context);
  const role = useRole(context, { role: 'tooltip', enabled: !visualOnly });
  const { getReferenceProps, getFloatingProps } = useInteractions([hover, focus, dismiss, role]);
  const childRef = isValidElement(children) ? ((children.props as { ref?: Ref<Element> }).ref ?? null) : null;
  const ref = useMergeRefs([refs.setReference, childRef]);

  if (!isValidElement(children)) return children;
  return (
    <>
      {cloneElement(children, getReferenceProps({ ref, ...(children.props as object) }) as object)}
      {open && (
        <FloatingPortal>
          <div
            ref={refs.setFloating}
            style={floatingStyles}
            aria-hidden={visualOnly || undefined}
            className="z-50 max-w-xs rounded-md bg-info px-2 py-1 text-xs font-medium text-on-info shadow-overlay"
            {...getFloatingProps()}
          >
            {content}
          </div>
        </FloatingPortal>
      )}
    </>
  );
}
