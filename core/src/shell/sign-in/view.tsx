import { useUnit } from 'effector-react';
import type { FormEvent } from 'react';
import { useT } from '../../i18n/runtime';
import { $loginPending, $smsPending, smsVerificationCancelled } from '../../session/model';
import { Button, Tabs, TextField, Title } from '../../ui';
import { SignInPasswordField } from './password-input';
import { LanguagePicker } from '../language-picker';
import { BrandMark } from '../brand';
import {
  $fieldErrors, $forgotPasswordUrl, $formMessage, $login, $password, $tab, LOGIN_COUNTER,
  loginChanged, passwordChanged, signInSubmitted, tabChosen,
} from './model';

function PasswordForm() {
  const t = useT();
  const [login, password, errors, pending, formMessage, forgotUrl] = useUnit([$login, $password, $fieldErrors, $loginPending, $formMessage, $forgotPasswordUrl]);
  const [onLogin, onPassword, submit] = useUnit([loginChanged, passwordChanged, signInSubmitted]);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    submit();
  };
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4 pt-4" aria-describedby={formMessage ? 'sign-in-message' : undefined}>
      {formMessage && (
        <p id="sign-in-message" role="alert" className="rounded-control border border-error bg-surface-2 p-3 text-sm text-error">
          {formMessage}
        </p>
      )}
      <TextField
        id="sign-in-login"
        name="username"
        label={t('shell.signIn.login')}
        value={login}
        onChange={onLogin}
        counter={LOGIN_COUNTER}
        autoComplete="username"
        required
        error={errors.login}
      />
      <SignInPasswordField
        id="sign-in-password"
        name="password"
        label={t('shell.signIn.password')}
        value={password}
        onChange={onPassword}
        autoComplete="current-password"
        required
        error={errors.password}
      />
      <Button type="submit" busy={pending} className="w-full">
        {t('shell.signIn.submit')}
      </Button>
      <a href={forgotUrl} target="_blank" rel="noopener noreferrer" className="self-center rounded text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-focus">
        {t('shell.signIn.forgotPassword')}
      </a>
    </form>
  );
}

function SmsNotice() {
  const t = useT();
  const back = useUnit(smsVerificationCancelled);
  return (
    <div className="flex flex-col gap-4 pt-4">
      <p role="alert" className="rounded-control border border-warning bg-surface-2 p-3 text-sm text-on-surface">
        {t('shell.signIn.smsRequired')}
      </p>
      <Button variant="secondary" onClick={() => back()}>
        {t('shell.signIn.smsCancel')}
      </Button>
    </div>
  );
}

/** The sign-in screen: tabs laid out for the BankID tab its own issue adds; only what works is shown. */
export function SignInScreen() {
  const t = useT();
  const [tab, chooseTab, sms] = useUnit([$tab, tabChosen, $smsPending]);
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-surface-2 px-4 py-8 text-on-surface">
      <div className="w-full max-w-md rounded-card border border-border bg-surface p-6 shadow-overlay sm:p-8">
        <div className="mb-6 flex items-center gap-3">
          <BrandMark />
          <div>
            <Title level={1}>{t('shell.signIn.title')}</Title>
            <p className="text-sm text-muted">{t('shell.signIn.subtitle')}</p>
          </div>
        </div>
        {sms?.kind === 'login' ? (
          <SmsNotice />
        ) : (
          <Tabs
            label={t('shell.signIn.tabsLabel')}
            selected={tab}
            onChange={chooseTab}
            tabs={[{ id: 'password', label: t('shell.signIn.tabPassword'), content: <PasswordForm /> }]}
          />
        )}
      </div>
      <LanguagePicker className="mt-6" />
    </main>
  );
}
