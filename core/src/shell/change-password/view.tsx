import { useUnit } from 'effector-react';
import { useState } from 'react';
import { useT } from '../../i18n/runtime';
import { snackbarShown } from '../../snackbar/model';
import { Button, Dialog, PasswordField, useForm } from '../../ui';
import { canGeneratePassword, generatePassword, rules } from '../../validation';
import {
  $changePasswordOpen,
  $changePasswordSaving,
  $changePasswordServerError,
  changePasswordClosed,
  changePasswordEdited,
  changePasswordSubmitted,
} from './model';

/** Spec §2: current and new password with show/hide, repeat, Generate (only with secure random numbers), Cancel and Save. */
export function ChangePasswordDialog() {
  const t = useT();
  const [open, saving, close] = useUnit([$changePasswordOpen, $changePasswordSaving, changePasswordClosed]);
  return (
    <Dialog open={open} onClose={close} busy={saving} title={t('shell.changePassword.title')}>
      {/* mounted only while open, so every opening starts with empty fields */}
      {open && <ChangePasswordForm />}
    </Dialog>
  );
}

function ChangePasswordForm() {
  const t = useT();
  const [saving, serverError, submit, close, edited, notify] = useUnit([
    $changePasswordSaving,
    $changePasswordServerError,
    changePasswordSubmitted,
    changePasswordClosed,
    changePasswordEdited,
    snackbarShown,
  ]);
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [generated, setGenerated] = useState(false);
  const form = useForm({ onError: (text) => notify({ text, color: 'error' }) });

  const currentLabel = t('shell.changePassword.current');
  const newLabel = t('shell.changePassword.new');
  const repeatLabel = t('shell.changePassword.repeat');
  const currentField = form.field('CurrentPassword', { value: current, rules: [rules.password()], label: currentLabel });
  const newField = form.field('NewPassword', { value: next, rules: [rules.password()], label: newLabel });
  const repeatField = form.field('RepeatPassword', { value: repeat, rules: [rules.matches(next)], label: repeatLabel });
  const serverErrorFor = (field: string) => (serverError?.field === field ? serverError.message : undefined);

  const edit = (set: (v: string) => void) => (v: string) => {
    set(v);
    if (serverError) edited();
  };
  const save = () => {
    if (saving || form.validateAll()) return;
    submit({ CurrentPassword: current, NewPassword: next });
  };
  const generate = () => {
    const password = generatePassword();
    setNext(password);
    setRepeat(password);
    setGenerated(true);
    if (serverError) edited();
  };

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
    >
      <PasswordField
        id="change-password-current"
        label={currentLabel}
        value={current}
        onChange={edit(setCurrent)}
        autoComplete="current-password"
        required
        disabled={saving}
        {...currentField}
        error={currentField.error ?? serverErrorFor('CurrentPassword')}
      />
      <PasswordField
        id="change-password-new"
        label={newLabel}
        value={next}
        onChange={edit((v) => {
          setNext(v);
          setGenerated(false);
        })}
        autoComplete="new-password"
        required
        disabled={saving}
        hint={t('shell.changePassword.rule')}
        {...newField}
        error={newField.error ?? serverErrorFor('NewPassword')}
      />
      {/* beside the field it fills; the button exists only with secure random numbers (spec §2) */}
      {canGeneratePassword() && (
        <Button variant="text" onClick={generate} disabled={saving} className="-mt-2 self-start">
          {t('shell.changePassword.generate')}
        </Button>
      )}
      <PasswordField
        id="change-password-repeat"
        label={repeatLabel}
        value={repeat}
        onChange={edit(setRepeat)}
        autoComplete="new-password"
        required
        disabled={saving}
        {...repeatField}
      />
      {/* always in the DOM: screen readers announce changes only to a live region that already exists */}
      <p role="status" className={generated ? 'text-sm text-muted' : 'sr-only'}>
        {generated ? t('shell.changePassword.generated') : ''}
      </p>
      <div className="flex flex-wrap items-center justify-end gap-2 pt-1">
        <Button variant="secondary" onClick={close} disabled={saving}>
          {t('shell.changePassword.cancel')}
        </Button>
        <Button type="submit" variant="primary" busy={saving}>
          {t('shell.changePassword.save')}
        </Button>
      </div>
    </form>
  );
}
