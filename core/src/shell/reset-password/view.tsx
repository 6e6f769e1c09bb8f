import { useUnit } from 'effector-react';
import { useEffect, type FormEvent } from 'react';
import { useT } from '../../i18n/runtime';
import { Button, PasswordField, TextField, Title } from '../../ui';
import { BrandMark } from '../brand';
import { LanguagePicker } from '../language-picker';
import { addResetPasswordMessages } from './i18n';
import {
  $newPassword,
  $repeatPassword,
  $requestSent,
  $resetBusy,
  $resetDone,
  $resetError,
  $resetFieldErrors,
  $resetLogin,
  $resetToken,
  newPasswordChanged,
  newPasswordSubmitted,
  repeatPasswordChanged,
  requestSubmitted,
  resetLoginChanged,
  resetPageOpened,
} from './model';

addResetPasswordMessages();

const linkClass = 'self-center rounded text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-focus';

function RequestForm() {
  const t = useT();
  const [login, sent, busy, errors] = useUnit([$resetLogin, $requestSent, $resetBusy, $resetFieldErrors]);
  const [change, submit] = useUnit([resetLoginChanged, requestSubmitted]);
  if (sent)
    return (
      <p role="status" className="rounded-control border border-border bg-surface-2 p-3 text-sm">
        {t('resetPassword.requestSent')}
      </p>
    );
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    submit();
  };
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <p className="text-sm text-on-surface">{t('resetPassword.requestIntro')}</p>
      <TextField
        id="reset-login"
        name="username"
        label={t('resetPassword.login')}
        value={login}
        onChange={change}
        counter={50}
        autoComplete="username"
        required
        error={errors.login}
      />
      <Button type="submit" busy={busy} className="w-full">
        {t('resetPassword.requestSubmit')}
      </Button>
    </form>
  );
}

function NewPasswordForm() {
  const t = useT();
  const [pw, repeat, busy, errors, done, error] = useUnit([$newPassword, $repeatPassword, $resetBusy, $resetFieldErrors, $resetDone, $resetError]);
  const [changePw, changeRepeat, submit] = useUnit([newPasswordChanged, repeatPasswordChanged, newPasswordSubmitted]);
  if (done)
    return (
      <p role="status" className="rounded-control border border-border bg-surface-2 p-3 text-sm">
        {t('resetPassword.done')}
      </p>
    );
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    submit();
  };
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {error !== null && (
        <p role="alert" className="rounded-control border border-error bg-surface-2 p-3 text-sm text-error">
          {error || t('resetPassword.failed')}
        </p>
      )}
      <p className="text-sm text-on-surface">{t('resetPassword.newIntro')}</p>
      <PasswordField
        id="reset-new"
        name="new-password"
        label={t('resetPassword.newPassword')}
        value={pw}
        onChange={changePw}
        autoComplete="new-password"
        required
        error={errors.password}
      />
      <PasswordField
        id="reset-repeat"
        name="repeat-password"
        label={t('resetPassword.repeatPassword')}
        value={repeat}
        onChange={changeRepeat}
        autoComplete="new-password"
        required
        error={errors.repeat}
      />
      <Button type="submit" busy={busy} className="w-full">
        {t('resetPassword.save')}
      </Button>
    </form>
  );
}

/** /reset-password: a standalone page without navigation (request a link, or set the new password from the link). */
export default function ResetPasswordPage() {
  const t = useT();
  const [token, opened] = useUnit([$resetToken, resetPageOpened]);
  // the link's fragment: on load, and when the address changes only in its hash
  useEffect(() => {
    if (typeof window === 'undefined') return;
    const read = () => opened(window.location.hash);
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, [opened]);
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-surface-2 px-4 py-8 text-on-surface">
      <div className="flex w-full max-w-md flex-col gap-4 rounded-card border border-border bg-surface p-6 shadow-overlay sm:p-8">
        <div className="flex items-center gap-3">
          <BrandMark />
          <Title level={1}>{t(token ? 'resetPassword.newTitle' : 'resetPassword.title')}</Title>
        </div>
        {token ? <NewPasswordForm /> : <RequestForm />}
        <a href="/" className={linkClass}>
          {t('resetPassword.toSignIn')}
        </a>
      </div>
      <LanguagePicker className="mt-6" />
    </main>
  );
}
