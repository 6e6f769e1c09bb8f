import { useUnit } from 'effector-react';
import { useEffect, type FormEvent } from 'react';
import { useT } from '../../i18n/runtime';
import { $loginPending, $companySelectPending, $smsPending, smsVerificationCancelled } from '../../session/model';
import { Button, Dialog, Spinner, TextField } from '../../ui';
import { addSmsDialogMessages } from './i18n';
import {
  $smsCode,
  $smsCodeComplete,
  $smsCodeError,
  $smsRequesting,
  $smsSentTo,
  $smsValidating,
  SMS_CODE_LENGTH,
  smsCodeChanged,
  smsCodeResent,
  smsCodeSubmitted,
  smsDialogShown,
} from './model';

addSmsDialogMessages();

/** The SMS verification dialog; mounted while the SMS step is pending (sign-in or company selection). */
export default function SmsDialog() {
  const t = useT();
  const [pending, code, complete, error, requesting, validating, sentTo, signingIn, selecting] = useUnit([
    $smsPending,
    $smsCode,
    $smsCodeComplete,
    $smsCodeError,
    $smsRequesting,
    $smsValidating,
    $smsSentTo,
    $loginPending,
    $companySelectPending,
  ]);
  const [shown, change, submit, resend, cancel] = useUnit([smsDialogShown, smsCodeChanged, smsCodeSubmitted, smsCodeResent, smsVerificationCancelled]);
  const kind = pending?.kind;
  useEffect(() => {
    if (kind) shown();
  }, [kind, shown]);
  const busy = validating || signingIn || selecting;
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    submit();
  };
  return (
    <Dialog
      open={pending !== null}
      onClose={() => cancel()}
      title={t('smsDialog.title')}
      busy={busy}
      width={420}
      actions={
        <>
          <Button variant="secondary" onClick={() => cancel()} disabled={busy}>
            {t('smsDialog.cancel')}
          </Button>
          <Button type="submit" form="sms-dialog-form" disabled={!complete || requesting} busy={busy}>
            {t('smsDialog.submit')}
          </Button>
        </>
      }
    >
      <form id="sms-dialog-form" noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {kind === 'company' && <p className="text-sm text-on-surface">{t('smsDialog.companyIntro')}</p>}
        {requesting || !sentTo ? (
          <Spinner label={t('smsDialog.sending')} showLabel />
        ) : (
          <p className="text-sm text-on-surface" aria-live="polite">
            {t('smsDialog.intro', { phone: sentTo.replace(/ /g, '\u00a0') })}
          </p>
        )}
        <TextField
          id="sms-code"
          name="one-time-code"
          label={t('smsDialog.code')}
          hint={t('smsDialog.codeHint')}
          value={code}
          onChange={change}
          autoComplete="one-time-code"
          inputMode="text"
          maxLength={SMS_CODE_LENGTH}
          required
          autoFocus
          error={error ?? undefined}
        />
        <button
          type="button"
          onClick={() => resend()}
          disabled={requesting || busy}
          className="self-start rounded text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-focus disabled:opacity-60"
        >
          {t('smsDialog.resend')}
        </button>
      </form>
    </Dialog>
  );
}
