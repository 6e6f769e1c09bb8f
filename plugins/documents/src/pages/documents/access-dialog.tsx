import { snackbarShown, useT } from '@lonna/core';
import { Button, ConfirmDialog, Dialog } from '@lonna/core/ui';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import type { AccessList } from '../../contracts';
import { AccessPicker, isEmptyAccess, NO_ONE } from './access-picker';
import {
  $actionError,
  $deleting,
  $editing,
  $removing,
  $savingAccess,
  accessEditClosed,
  accessSaved,
  accessSubmitted,
  deleteCancelled,
  deleteConfirmed,
  documentDeleted,
} from './model';

/** Changes who a document is for (the uploader and the administrators). */
export function AccessDialog() {
  const t = useT();
  const [doc, saving, error, close, submit, notify] = useUnit([$editing, $savingAccess, $actionError, accessEditClosed, accessSubmitted, snackbarShown]);
  const [access, setAccess] = useState<AccessList>(NO_ONE);
  const [empty, setEmpty] = useState(false);
  useEffect(() => {
    setAccess(doc?.Atkomst ?? NO_ONE);
    setEmpty(false);
  }, [doc]);
  useEffect(() => accessSaved.watch(() => notify({ text: t('documents.access.saved'), color: 'success' })), [notify, t]);
  const send = () => {
    if (!doc) return;
    if (isEmptyAccess(access)) return setEmpty(true);
    submit({ Id: doc.Id, Atkomst: access });
  };
  return (
    <Dialog
      open={doc !== null}
      onClose={close}
      busy={saving}
      title={t('documents.access.title', { name: doc?.Namn ?? '' })}
      actions={
        <>
          <Button variant="secondary" onClick={close} disabled={saving}>
            {t('documents.cancel')}
          </Button>
          <Button onClick={send} disabled={saving}>
            {t('documents.access.save')}
          </Button>
        </>
      }
    >
      <AccessPicker value={access} onChange={setAccess} disabled={saving} error={empty ? t('documents.errors.noAccess') : error?.message} />
    </Dialog>
  );
}

/** Delete, after a confirmation naming the document. */
export function DeleteConfirm() {
  const t = useT();
  const [doc, removing, cancel, confirm, notify] = useUnit([$deleting, $removing, deleteCancelled, deleteConfirmed, snackbarShown]);
  useEffect(() => documentDeleted.watch(() => notify({ text: t('documents.deleted'), color: 'success' })), [notify, t]);
  return (
    <ConfirmDialog
      open={doc !== null}
      title={t('documents.deleteTitle')}
      text={t('documents.deleteText', { name: doc?.Namn ?? '' })}
      confirmLabel={t('documents.delete')}
      cancelLabel={t('documents.cancel')}
      danger
      busy={removing}
      onCancel={cancel}
      onConfirm={() => doc && confirm(doc.Id)}
    />
  );
}
