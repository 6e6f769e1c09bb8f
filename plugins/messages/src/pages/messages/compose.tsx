import { snackbarShown, useT } from '@lonna/core';
import { Button, Checkbox, Dialog, Dropdown, FileUpload, IconButton, TextArea, TextField, TrashIcon, useForm } from '@lonna/core/ui';
import { rules } from '@lonna/core/validation';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_TYPES, ATTACHMENTS_MAX, BODY_MAX, SUBJECT_MAX } from '../../contracts';
import { $composeOpen, $recipients, $sendError, $sending, composeClosed, messageSent, sendSubmitted } from './model';

const MB = ATTACHMENT_MAX_BYTES / 1024 / 1024;

/** The compose dialog: to people, roles and departments the sender may reach; subject, plain text, up to three files. */
export function ComposeDialog() {
  const t = useT();
  const [open, recipients, sending, error, submit, close, notify] = useUnit([
    $composeOpen,
    $recipients,
    $sending,
    $sendError,
    sendSubmitted,
    composeClosed,
    snackbarShown,
  ]);
  const [to, setTo] = useState<string[]>([]);
  const [roles, setRoles] = useState<string[]>([]);
  const [departments, setDepartments] = useState<string[]>([]);
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [mail, setMail] = useState(false);
  const [fileError, setFileError] = useState<string | undefined>();
  const form = useForm({ onError: (text) => notify({ text, color: 'error' }) });

  // a sent message empties the form for the next one
  useEffect(
    () =>
      messageSent.watch(() => {
        setTo([]);
        setRoles([]);
        setDepartments([]);
        setSubject('');
        setBody('');
        setFiles([]);
        setMail(false);
        notify({ text: t('messages.compose.sent'), color: 'success' });
      }),
    [notify, t],
  );

  const toLabel = t('messages.fields.to');
  const subjectLabel = t('messages.fields.subject');
  const bodyLabel = t('messages.fields.body');
  const toField = form.field('To', { value: [...to, ...roles, ...departments], rules: [rules.required({ label: toLabel })], label: toLabel });
  const subjectField = form.field('Subject', {
    value: subject,
    rules: [rules.required({ label: subjectLabel }), rules.maxLength(SUBJECT_MAX)],
    label: subjectLabel,
  });
  const bodyField = form.field('Body', { value: body, rules: [rules.required({ label: bodyLabel }), rules.maxLength(BODY_MAX)], label: bodyLabel });
  const serverError = (field: string) => (error?.field?.startsWith(field) ? error.message : undefined);

  const addFile = (file: File | null) => {
    setFileError(undefined);
    if (!file) return;
    if (!(ATTACHMENT_TYPES as readonly string[]).includes(file.type)) return setFileError(t('messages.compose.fileType'));
    if (file.size > ATTACHMENT_MAX_BYTES) return setFileError(t('messages.compose.fileTooLarge', { mb: MB }));
    setFiles((list) => (list.some((f) => f.name === file.name && f.size === file.size) ? list : [...list, file].slice(0, ATTACHMENTS_MAX)));
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      busy={sending}
      width={720}
      title={t('messages.compose.title')}
      actions={
        <>
          <Button variant="text" onClick={close} disabled={sending}>
            {t('messages.cancel')}
          </Button>
          <Button type="submit" form="messages-compose" busy={sending}>
            {t('messages.compose.send')}
          </Button>
        </>
      }
    >
      <form
        id="messages-compose"
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          if (form.validateAll()) return;
          submit({ To: to, Roles: roles, Departments: departments, Subject: subject.trim(), Body: body.trim(), NotifyByMail: mail, files });
        }}
      >
        <Dropdown
          multiple
          id="messages-to"
          label={toLabel}
          placeholder={t('messages.compose.toPlaceholder')}
          options={(recipients?.Accounts ?? []).map((a) => ({ value: a.Login, label: a.Namn, description: t(`messages.roles.${a.Roll}`) }))}
          value={to}
          onChange={setTo}
          required
          disabled={sending}
          {...toField}
          error={toField.error ?? serverError('To')}
        />
        {(recipients?.Roles.length ?? 0) > 0 && (
          <Dropdown
            multiple
            id="messages-roles"
            label={t('messages.fields.roles')}
            options={recipients!.Roles.map((r) => ({ value: r, label: t(`messages.roles.${r}`) }))}
            value={roles}
            onChange={setRoles}
            disabled={sending}
            error={serverError('Roles')}
          />
        )}
        {(recipients?.Departments.length ?? 0) > 0 && (
          <Dropdown
            multiple
            id="messages-departments"
            label={t('messages.fields.departments')}
            options={recipients!.Departments.map((d) => ({ value: d.Avdelning, label: `${d.Avdelning} ${d.Namn}` }))}
            value={departments}
            onChange={setDepartments}
            disabled={sending}
            error={serverError('Departments')}
          />
        )}
        <TextField
          id="messages-subject"
          label={subjectLabel}
          value={subject}
          onChange={setSubject}
          counter={SUBJECT_MAX}
          required
          disabled={sending}
          {...subjectField}
          error={subjectField.error ?? serverError('Subject')}
        />
        <TextArea
          id="messages-body"
          label={bodyLabel}
          value={body}
          onChange={setBody}
          max={BODY_MAX}
          required
          disabled={sending}
          hint={t('messages.compose.plainText')}
          {...bodyField}
          error={bodyField.error ?? serverError('Body')}
        />
        {files.length > 0 && (
          <ul aria-label={t('messages.attachments')} className="flex flex-col gap-1">
            {files.map((f) => (
              <li key={`${f.name}-${f.size}`} className="flex items-center gap-2 text-sm">
                <span className="min-w-0 flex-1 truncate">{f.name}</span>
                <span className="shrink-0 text-xs text-muted">{Math.max(1, Math.round(f.size / 1024))} kB</span>
                <IconButton
                  label={t('messages.compose.removeFile', { name: f.name })}
                  icon={<TrashIcon />}
                  onClick={() => setFiles((list) => list.filter((x) => x !== f))}
                />
              </li>
            ))}
          </ul>
        )}
        {files.length < ATTACHMENTS_MAX && (
          <FileUpload
            id="messages-file"
            label={t('messages.compose.attach')}
            file={null}
            onFileChange={addFile}
            accept="image/png,image/jpeg,application/pdf,.pdf"
            disabled={sending}
            error={fileError ?? serverError('Attachments')}
            hint={t('messages.compose.attachHint', { max: ATTACHMENTS_MAX, mb: MB })}
          />
        )}
        <Checkbox label={t('messages.compose.notifyByMail')} hint={t('messages.compose.notifyHint')} checked={mail} onChange={setMail} disabled={sending} />
        {error && !error.field && <p className="text-sm text-error">{error.message}</p>}
      </form>
    </Dialog>
  );
}
