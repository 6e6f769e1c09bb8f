import { useT } from '@lonna/core';
import { Button, Dialog, type Form } from '@lonna/core/ui';
import type { ReactNode } from 'react';

/** the server's answer to the last save: a field error goes under its field, any other above the buttons */
export interface SaveError {
  field?: string;
  message: string;
}

/** the message of the server's error for one field (undefined for the others) */
export const serverError = (saveError: SaveError | null) => (field: string) => (saveError?.field === field ? saveError.message : undefined);

/** the browser's day in Sweden, a new claim's date */
export const todayIso = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(new Date());

/** The dialog every claim opens in (the typed-in compensation and the guides): one width, busy while it saves. */
export function ClaimDialog({
  open,
  title,
  saving,
  onClose,
  width = 640,
  children,
}: {
  open: boolean;
  title: string;
  saving: boolean;
  onClose: () => void;
  width?: number;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onClose={onClose} busy={saving} width={width} title={title}>
      {open && children}
    </Dialog>
  );
}

/**
 * The frame of a claim's form: the fields a dialog gives, the server's error that names no field, Cancel and the save
 * button. A submit is checked first (the first failing field is focused and named); `onSubmit` runs only when valid.
 */
export function ClaimForm({
  form,
  saving,
  saveError,
  submitLabel,
  onSubmit,
  onCancel,
  children,
}: {
  form: Form;
  saving: boolean;
  saveError: SaveError | null;
  /** "Skapa ersättning" unless told */
  submitLabel?: string;
  onSubmit: () => unknown;
  onCancel: () => void;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={async (e) => {
        e.preventDefault();
        if (form.validateAll()) return;
        await onSubmit();
      }}
    >
      {children}
      {saveError && !saveError.field && saveError.message && (
        <p role="alert" className="text-error">
          {saveError.message}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="text" onClick={onCancel}>
          {t('compensations.actions.cancel')}
        </Button>
        <Button type="submit" busy={saving}>
          {submitLabel ?? t('compensations.actions.createClaim')}
        </Button>
      </div>
    </form>
  );
}
