import { snackbarShown, useT } from '@lonna/core';
import { Button, Dialog, FileUpload, TextField } from '@lonna/core/ui';
import { formatRuleFailure, rules } from '@lonna/core/validation';
import { $locale } from '@lonna/core';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { type AccessList, DOCUMENT_MAX_MB, NAMN_MAX } from '../../contracts';
import { AccessPicker, isEmptyAccess, NO_ONE } from './access-picker';
import { $actionError, $uploading, $uploadOpen, documentUploaded, uploadClosed, uploadSubmitted } from './model';

/** the types the file picker offers (the server proves each by its bytes) */
const ACCEPT =
  '.pdf,.doc,.docx,.dot,.dotx,.rtf,.txt,.csv,.png,.jpg,.jpeg,.gif,.webp,.bmp,.tif,.tiff,.heic,.heif,.xls,.xlsx,.xlt,.xltx,.ppt,.pptx,.pps,.ppsx,.odt,.ods,.odp,.odg';

/** Upload: the file (type and size checked before sending, with the limit shown), a name, and who it is for. */
export function UploadDialog() {
  const t = useT();
  const [open, uploading, error, close, submit, notify, locale] = useUnit([
    $uploadOpen,
    $uploading,
    $actionError,
    uploadClosed,
    uploadSubmitted,
    snackbarShown,
    $locale,
  ]);
  const [file, setFile] = useState<File | null>(null);
  const [namn, setNamn] = useState('');
  const [access, setAccess] = useState<AccessList>(NO_ONE);
  const [fileError, setFileError] = useState<string | undefined>();
  const [accessError, setAccessError] = useState<string | undefined>();

  // a fresh dialog each time it opens
  useEffect(() => {
    if (!open) return;
    setFile(null);
    setNamn('');
    setAccess(NO_ONE);
    setFileError(undefined);
    setAccessError(undefined);
  }, [open]);
  useEffect(() => documentUploaded.watch(() => notify({ text: t('documents.upload.done'), color: 'success' })), [notify, t]);

  const serverError = (field: string) => (error && (error.field === field || error.field?.startsWith(`${field}.`)) ? error.message : undefined);
  const choose = (f: File | null) => {
    setFile(f);
    const failure = f ? rules.documentFile({ maxMb: DOCUMENT_MAX_MB })({ name: f.name, size: f.size, type: f.type }) : null;
    setFileError(failure ? formatRuleFailure(failure, locale) : undefined);
  };
  const send = () => {
    if (!file) return setFileError(t('documents.upload.chooseFile'));
    if (fileError) return;
    if (isEmptyAccess(access)) return setAccessError(t('documents.errors.noAccess'));
    setAccessError(undefined);
    submit({ file, Namn: namn.trim(), Atkomst: access });
  };
  const generalError = error && !['FileName', 'Content', 'Namn', 'Atkomst'].some((f) => error.field?.startsWith(f)) ? error.message : undefined;

  return (
    <Dialog
      open={open}
      onClose={close}
      busy={uploading}
      title={t('documents.upload.title')}
      actions={
        <>
          <Button variant="secondary" onClick={close} disabled={uploading}>
            {t('documents.cancel')}
          </Button>
          <Button onClick={send} disabled={uploading}>
            {uploading ? t('documents.upload.sending') : t('documents.upload.send')}
          </Button>
        </>
      }
    >
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          send();
        }}
      >
        <FileUpload
          id="documents-file"
          label={t('documents.upload.file')}
          file={file}
          onFileChange={choose}
          accept={ACCEPT}
          hint={t('documents.upload.hint', { maxMb: DOCUMENT_MAX_MB })}
          error={fileError ?? serverError('FileName') ?? serverError('Content')}
          disabled={uploading}
        />
        <TextField
          id="documents-namn"
          label={t('documents.upload.name')}
          hint={t('documents.upload.nameHint')}
          value={namn}
          onChange={setNamn}
          counter={NAMN_MAX}
          trimOnBlur
          disabled={uploading}
          error={serverError('Namn')}
        />
        <AccessPicker value={access} onChange={setAccess} error={accessError ?? serverError('Atkomst')} disabled={uploading} />
        {generalError && (
          <p role="alert" className="text-sm text-error">
            {generalError}
          </p>
        )}
      </form>
    </Dialog>
  );
}
