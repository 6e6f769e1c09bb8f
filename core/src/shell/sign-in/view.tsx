import { useUnit } from 'effector-react';
import { lazy, Suspense, type FormEvent } from 'react';
import { useT } from '../../i18n/runtime';
import { withTimeout } from '../../portal/lazy-page';
import { $loginPending, $smsPending } from '../../session/model';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { TextField } from '../../ui/text-field';
import { Title } from '../../ui/title';
import { MethodTabs } from './method-tabs';
import { SignInPasswordField } from './password-input';
import { LanguagePicker } from '../language-picker';
import { useMediaQuery } from '../../ui/use-media-query';
import { BrandMark } from '../brand';
import { InstallApp } from '../install-app';
import {
  $fieldErrors,
  $forgotPasswordHref,
  $formMessage,
  $login,
  $password,
  $tab,
  LOGIN_COUNTER,
  RESET_PASSWORD_PATH,
  loginChanged,
  passwordChanged,
  signInSubmitted,
  tabChosen,
} from './model';

// BankID, its QR code and the SMS dialog are chunks of their own: the sign-in screen's first load stays small
const BankIdTab = lazy(() => withTimeout(import('./bankid-tab')));
const SmsDialog = lazy(() => withTimeout(import('../sms-dialog/view')));

function PasswordForm() {
  const t = useT();
  const [login, password, errors, pending, formMessage, forgotUrl] = useUnit([
    $login,
    $password,
    $fieldErrors,
    $loginPending,
    $formMessage,
    $forgotPasswordHref,
  ]);
  const external = forgotUrl !== RESET_PASSWORD_PATH;
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
      <a
        href={forgotUrl}
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        className="self-center rounded text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-focus"
      >
        {t('shell.signIn.forgotPassword')}
      </a>
    </form>
  );
}

/** The sign-in screen: the BankID and password tabs (the last used is remembered), and the SMS step's dialog. */
export function SignInScreen() {
  const t = useT();
  const [tab, chooseTab, sms] = useUnit([$tab, tabChosen, $smsPending]);
  // both tab names fit a phone's width only when the password tab's is short
  const narrow = useMediaQuery('(max-width: 419px)');
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
        <MethodTabs
          label={t('shell.signIn.tabsLabel')}
          selected={tab}
          onChange={chooseTab}
          tabs={[
            {
              id: 'bankid',
              label: t('shell.signIn.tabBankId'),
              content: (
                <Suspense
                  fallback={
                    <div className="flex justify-center pt-6">
                      <Spinner label={t('shell.loading')} />
                    </div>
                  }
                >
                  <BankIdTab />
                </Suspense>
              ),
            },
            { id: 'password', label: t(narrow ? 'shell.signIn.tabPasswordShort' : 'shell.signIn.tabPassword'), content: <PasswordForm /> },
          ]}
        />
        {sms?.kind === 'login' && (
          <Suspense fallback={null}>
            <SmsDialog />
          </Suspense>
        )}
      </div>
      <InstallApp className="mt-6" />
      <LanguagePicker className="mt-4" />
    </main>
  );
}
