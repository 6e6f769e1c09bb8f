import { useLayoutEffect, useRef, type RefObject } from 'react';

/** the open modal dialogs, innermost last: only the innermost answers Escape and outside clicks */
const stack: object[] = [];

/** how many open dialogs made each element inert (nested dialogs overlap) */
const inertBy = new Map<Element, number>();

/**
 * Marks everything beside `dialog` (the body's other children) inert and aria-hidden until the returned function
 * runs, as Headless UI did. showModal already blocks the page, but only inside the browser: the attributes say it to
 * every tool that reads the DOM (Playwright's roles read aria-hidden, not inert).
 */
function inertOthers(dialog: HTMLElement): () => void {
  const others = [...document.body.children].filter(
    (c) => c !== dialog && !c.contains(dialog) && (inertBy.has(c) || !(c.hasAttribute('inert') || c.hasAttribute('aria-hidden'))),
  );
  for (const c of others) {
    inertBy.set(c, (inertBy.get(c) ?? 0) + 1);
    c.setAttribute('inert', '');
    c.setAttribute('aria-hidden', 'true');
  }
  return () => {
    for (const c of others) {
      const n = (inertBy.get(c) ?? 1) - 1;
      if (n > 0) inertBy.set(c, n);
      else {
        inertBy.delete(c);
        c.removeAttribute('inert');
        c.removeAttribute('aria-hidden');
      }
    }
  };
}

const TABBABLE =
  'a[href],button:not([disabled]),input:not([disabled]):not([type="hidden"]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"]),[contenteditable="true"]';

function tabbables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(TABBABLE)].filter((el) => el.tabIndex >= 0 && !el.closest('[inert],[hidden]'));
}

/**
 * A native `<dialog>` shown with showModal (the browser makes the rest of the page inert and puts the dialog in the
 * top layer) and the rest of the page marked inert, plus what the kit's dialogs promise besides: focus starts on a `[data-autofocus]` element or on `panel`,
 * Tab stays inside, Escape and a click outside `panel` dismiss (only the innermost dialog, and not when the key was
 * already handled, e.g. by a list inside it), and focus goes back to where it was when the dialog closes.
 */
export function useModal(dialog: RefObject<HTMLDialogElement | null>, panel: RefObject<HTMLElement | null>, open: boolean, onDismiss: () => void) {
  const dismiss = useRef(onDismiss);
  dismiss.current = onDismiss;
  useLayoutEffect(() => {
    const el = dialog.current;
    if (!open || !el) return;
    const opener = document.activeElement as HTMLElement | null;
    const me = {};
    stack.push(me);
    if (!el.open) {
      try {
        el.showModal();
      } catch {
        el.setAttribute('open', '');
      }
    }
    const release = inertOthers(el);
    const first = el.querySelector<HTMLElement>('[data-autofocus]') ?? panel.current;
    first?.focus({ preventScroll: true });
    const top = () => stack[stack.length - 1] === me;
    const onKey = (e: KeyboardEvent) => {
      if (!top() || e.defaultPrevented) return;
      if (e.key === 'Escape') {
        // prevented here, the browser does not close the dialog itself (a busy dialog stays)
        e.preventDefault();
        dismiss.current();
      } else if (e.key === 'Tab') {
        const all = tabbables(el);
        if (all.length === 0) return;
        const at = all.indexOf(document.activeElement as HTMLElement);
        if (e.shiftKey && at <= 0) {
          e.preventDefault();
          all[all.length - 1]!.focus();
        } else if (!e.shiftKey && (at === all.length - 1 || at === -1)) {
          e.preventDefault();
          all[0]!.focus();
        }
      }
    };
    let downOutside = false;
    const outside = (target: EventTarget | null) => !(target instanceof Node && panel.current?.contains(target));
    const onDown = (e: PointerEvent) => {
      downOutside = top() && outside(e.target);
    };
    const onClick = (e: MouseEvent) => {
      if (downOutside && top() && outside(e.target)) dismiss.current();
      downOutside = false;
    };
    // the browser may close a modal dialog on its own (a second Escape without user activation): show it again
    const onClose = () => {
      if (el.isConnected && !el.open) {
        try {
          el.showModal();
        } catch {
          // not in the document any more
        }
        dismiss.current();
      }
    };
    const onCancel = (e: Event) => e.preventDefault();
    el.addEventListener('close', onClose);
    el.addEventListener('cancel', onCancel);
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onDown, true);
    document.addEventListener('click', onClick, true);
    return () => {
      el.removeEventListener('close', onClose);
      el.removeEventListener('cancel', onCancel);
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onDown, true);
      document.removeEventListener('click', onClick, true);
      stack.splice(stack.indexOf(me), 1);
      release();
      if (el.open) el.close();
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, [open, dialog, panel]);
}
