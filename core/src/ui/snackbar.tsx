import { useLayoutEffect, useRef } from 'react';
import { useT } from '../i18n/runtime';
import { cx } from './cx';
import { AlertIcon, CheckIcon, CloseIcon, InfoIcon } from './icons';

export type SnackbarColor = 'info' | 'success' | 'error' | 'warning';

export interface SnackbarMessage {
  id: string | number;
  text: string;
  color: SnackbarColor;
}

export interface SnackbarProps {
  snackbar: SnackbarMessage | null;
  onClose: () => void;
}

const COLORS: Record<SnackbarColor, string> = {
  info: 'bg-info text-on-info',
  success: 'bg-success text-on-success',
  error: 'bg-error text-on-error',
  warning: 'bg-warning text-on-warning',
};

const ICONS: Record<SnackbarColor, typeof InfoIcon> = { info: InfoIcon, success: CheckIcon, error: AlertIcon, warning: AlertIcon };

/**
 * Presentational snackbar host (the timing/replacement model lives in the shell).
 * Both live regions are always in the DOM, because screen readers only announce changes
 * to regions that already exist: errors go to the assertive `alert`, the rest to `status`.
 * The host is an always-shown `popover="manual"` (the top layer): a message that comes while a modal dialog is open is
 * raised above the dialog and its backdrop, not dimmed behind them.
 */
export function Snackbar({ snackbar, onClose }: SnackbarProps) {
  const t = useT();
  const host = useRef<HTMLDivElement | null>(null);
  const id = snackbar?.id;
  useLayoutEffect(() => {
    const el = host.current;
    if (!el || typeof el.showPopover !== 'function') return;
    try {
      if (!el.matches(':popover-open')) el.showPopover();
      // the top layer stacks by the order shown: above a dialog opened since, the host is shown again
      else if (id !== undefined && document.querySelector('dialog[open]')) {
        el.hidePopover();
        el.showPopover();
      }
    } catch {
      // not in the document
    }
  }, [id]);
  const urgent = snackbar?.color === 'error';
  const body = snackbar && (
    <div
      key={snackbar.id}
      data-color={snackbar.color}
      className={cx(
        'pointer-events-auto flex w-full max-w-xl items-center gap-3 rounded-card py-2 pr-2 pl-4 text-sm font-medium shadow-overlay',
        COLORS[snackbar.color],
      )}
    >
      {(() => {
        const Icon = ICONS[snackbar.color];
        return <Icon className="size-5 shrink-0" />;
      })()}
      <p className="flex-1 py-1.5">{snackbar.text}</p>
      <button
        type="button"
        aria-label={t('ui.closeMessage')}
        onClick={onClose}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-full outline-none hover:bg-black/10 focus-visible:ring-2 focus-visible:ring-current"
      >
        <CloseIcon />
      </button>
    </div>
  );
  return (
    <div
      ref={host}
      popover="manual"
      className="pointer-events-none fixed inset-x-0 top-auto bottom-4 z-50 m-0 flex h-auto w-auto flex-col items-center overflow-visible border-0 bg-transparent p-0 px-4"
    >
      <div role="status" aria-live="polite" aria-atomic="true" className="flex w-full justify-center empty:hidden">
        {!urgent && body}
      </div>
      <div role="alert" aria-live="assertive" aria-atomic="true" className="flex w-full justify-center empty:hidden">
        {urgent && body}
      </div>
    </div>
  );
}
