import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useT } from '../i18n/runtime';
import { cx } from './cx';
import { CloseIcon } from './icons';
import { IconButton } from './icon-button';
import { useModal } from './modal';

export const DEFAULT_DIALOG_WIDTH = 590;

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  /** buttons in the footer, right-aligned (put the primary action last) */
  actions?: ReactNode;
  /** maximum width in px on larger screens (the spec's default 590) */
  width?: number;
  fullscreen?: boolean;
  /** while busy the dialog cannot be dismissed: Escape, backdrop clicks and the close button are ignored */
  busy?: boolean;
  /** hide the corner close button (e.g. a confirm dialog whose only ways out are its buttons) */
  hideCloseButton?: boolean;
  className?: string;
}

/**
 * The native `<dialog>` shown modal (./modal.ts): the page behind is inert, focus starts in the dialog and stays
 * there, Escape and a click outside close it, focus goes back to the opener; it is labelled by its title.
 * Small screens get the full width minus a margin; `fullscreen` fills the viewport.
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  actions,
  width = DEFAULT_DIALOG_WIDTH,
  fullscreen = false,
  busy = false,
  hideCloseButton = false,
  className,
}: DialogProps) {
  const t = useT();
  const dismiss = () => {
    if (!busy) onClose();
  };
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement | null>(null);
  const panelRef = useRef<HTMLDivElement | null>(null);
  useModal(dialogRef, panelRef, open, dismiss);
  if (!open) return null;
  return createPortal(
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-busy={busy || undefined}
      className="fixed inset-0 z-40 m-0 h-full max-h-none w-full max-w-none overflow-hidden border-0 bg-transparent p-0 text-on-surface backdrop:bg-backdrop"
    >
      <div className={cx('fixed inset-0 flex', fullscreen ? 'items-stretch' : 'items-center justify-center overflow-y-auto p-4')}>
        {/* the panel only scales in: fading it would blend its text with the backdrop for 150 ms, which
            a contrast scan taken mid-animation reports as a failure */}
        <div
          ref={panelRef}
          tabIndex={-1}
          style={fullscreen ? undefined : { maxWidth: width }}
          className={cx(
            'lonna-motion relative flex w-full flex-col bg-surface text-on-surface shadow-overlay outline-none transition-transform duration-150 starting:scale-95',
            fullscreen ? 'h-full' : 'max-h-[calc(100dvh-2rem)] rounded-card',
            className,
          )}
        >
          <h2 id={titleId} className={cx('px-6 pt-6 pb-2 text-lg font-semibold', !hideCloseButton && 'pr-16')}>
            {title}
          </h2>
          <div className="flex-1 overflow-y-auto px-6 py-2">{children}</div>
          {actions && <div className="flex flex-wrap justify-end gap-2 px-6 pt-3 pb-5">{actions}</div>}
          {/* last in the DOM so that opening the dialog focuses its first field, not the corner button */}
          {!hideCloseButton && (
            <IconButton label={t('ui.close')} icon={<CloseIcon />} onClick={dismiss} disabled={busy} noTooltip className="absolute top-3 right-3" />
          )}
        </div>
      </div>
    </dialog>,
    document.body,
  );
}
