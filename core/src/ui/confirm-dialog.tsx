import type { ReactNode } from 'react';
import { useT } from '../i18n/runtime';
import { Button } from './button';
import { Dialog } from './dialog';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  text: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** a third choice between cancel and confirm (e.g. "Spara inte"); shown only with onSecondary */
  secondaryLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
  onSecondary?: () => void;
  busy?: boolean;
  /** confirm styled as a destructive action */
  danger?: boolean;
}

/**
 * Cancel, optional secondary, confirm. Escape and the backdrop count as Cancel (never as confirm).
 * Focus starts on confirm, or on cancel when the action is destructive.
 */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  cancelLabel,
  secondaryLabel,
  onConfirm,
  onCancel,
  onSecondary,
  busy = false,
  danger = false,
}: ConfirmDialogProps) {
  const t = useT();
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      busy={busy}
      hideCloseButton
      actions={
        <>
          <Button variant="text" onClick={onCancel} disabled={busy} data-autofocus={danger || undefined}>
            {cancelLabel ?? t('ui.cancel')}
          </Button>
          {onSecondary && secondaryLabel && (
            <Button variant="secondary" onClick={onSecondary} disabled={busy}>
              {secondaryLabel}
            </Button>
          )}
          <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm} busy={busy} data-autofocus={!danger || undefined}>
            {confirmLabel ?? t('ui.confirm')}
          </Button>
        </>
      }
    >
      <div className="text-sm leading-relaxed text-on-surface">{text}</div>
    </Dialog>
  );
}
