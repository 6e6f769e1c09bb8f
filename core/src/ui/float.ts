import { useLayoutEffect, type RefObject } from 'react';

/** where a floating layer (menu, list, tooltip, calendar) sits against its anchor */
export type FloatPlacement = 'top' | 'bottom' | 'left' | 'right' | 'bottom-start' | 'bottom-end' | 'top-start' | 'top-end';

export interface FloatBox {
  top: number;
  left: number;
  /** the room on the chosen side, in px (a list caps its height to it) */
  available: number;
}

/**
 * Puts a box of `size` next to `anchor` inside a viewport of `view`: on the asked side unless it does not fit there and
 * the other side has more room (flip), then moved along its side to stay `padding` from the edges (shift). The kit's
 * one placement rule (issue 22: Floating UI was 15 KB gzip for this).
 */
export function placeFloat(
  anchor: { top: number; left: number; right: number; bottom: number; width: number; height: number },
  size: { width: number; height: number },
  placement: FloatPlacement,
  view: { width: number; height: number },
  gap = 4,
  padding = 8,
): FloatBox {
  const [side, align] = placement.split('-') as ['top' | 'bottom' | 'left' | 'right', 'start' | 'end' | undefined];
  const clamp = (v: number, min: number, max: number) => Math.max(min, Math.min(v, max));
  if (side === 'top' || side === 'bottom') {
    const below = view.height - anchor.bottom - gap - padding;
    const above = anchor.top - gap - padding;
    const onTop = side === 'top' ? !(size.height > above && below > above) : size.height > below && above > below;
    const available = Math.max(0, onTop ? above : below);
    const height = Math.min(size.height, available);
    const top = onTop ? anchor.top - gap - height : anchor.bottom + gap;
    const wanted = align === 'start' ? anchor.left : align === 'end' ? anchor.right - size.width : anchor.left + (anchor.width - size.width) / 2;
    return { top, left: clamp(wanted, padding, view.width - padding - size.width), available };
  }
  const right = view.width - anchor.right - gap - padding;
  const left = anchor.left - gap - padding;
  const onLeft = side === 'left' ? !(size.width > left && right > left) : size.width > right && left > right;
  const top = clamp(anchor.top + (anchor.height - size.height) / 2, padding, view.height - padding - size.height);
  return { top, left: onLeft ? anchor.left - gap - size.width : anchor.right + gap, available: view.height - 2 * padding };
}

const canPopover = (el: HTMLElement) => typeof (el as { showPopover?: unknown }).showPopover === 'function';

/**
 * While `open`, keeps `floating` (a `popover="manual"` element: the top layer, above modal dialogs and out of every
 * overflow clip) placed against `anchor`, following scrolls, resizes and its own size. `--float-available` on the
 * floating element is the room on its side; `matchWidth` gives it the anchor's width.
 */
export function useFloat(
  open: boolean,
  anchor: RefObject<HTMLElement | null>,
  floating: RefObject<HTMLElement | null>,
  placement: FloatPlacement,
  { gap = 4, padding = 8, matchWidth = false }: { gap?: number; padding?: number; matchWidth?: boolean } = {},
) {
  useLayoutEffect(() => {
    const el = floating.current;
    const ref = anchor.current;
    if (!open || !el || !ref) return;
    if (canPopover(el) && el.hasAttribute('popover')) {
      try {
        el.showPopover();
      } catch {
        // already showing
      }
    }
    Object.assign(el.style, { position: 'fixed', margin: '0', right: 'auto', bottom: 'auto' });
    /** a style written only when it changes: a custom property's write restyles the whole layer */
    const set = (name: string, value: string) => {
      if (el.style.getPropertyValue(name) !== value) el.style.setProperty(name, value);
    };
    const update = () => {
      const r = ref.getBoundingClientRect();
      const view = { width: document.documentElement.clientWidth || window.innerWidth, height: window.innerHeight };
      if (matchWidth) set('width', `${r.width}px`);
      const side = placement.split('-')[0];
      // the larger side's room first, so the measured height is the natural one up to what can fit
      const roomAbove = r.top - gap - padding;
      const roomBelow = view.height - r.bottom - gap - padding;
      const most = side === 'top' || side === 'bottom' ? Math.max(roomAbove, roomBelow) : view.height - 2 * padding;
      set('--float-available', `${Math.max(48, most)}px`);
      const box = placeFloat(r, { width: el.offsetWidth, height: el.offsetHeight }, placement, view, gap, padding);
      set('--float-available', `${Math.max(48, box.available)}px`);
      set('top', `${box.top}px`);
      set('left', `${box.left}px`);
    };
    update();
    let frame = 0;
    const later = (e?: Event) => {
      // the layer's own scrolling (a long list) does not move it
      if (e?.type === 'scroll' && e.target instanceof Node && el.contains(e.target)) return;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(update);
    };
    window.addEventListener('scroll', later, { capture: true, passive: true });
    window.addEventListener('resize', later);
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(() => later()) : null;
    observer?.observe(el);
    observer?.observe(ref);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', later, { capture: true });
      window.removeEventListener('resize', later);
      observer?.disconnect();
      if (canPopover(el) && el.hasAttribute('popover')) {
        try {
          el.hidePopover();
        } catch {
          // already hidden
        }
      }
    };
  }, [open, anchor, floating, placement, gap, padding, matchWidth]);
}
