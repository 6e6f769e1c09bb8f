import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import { useT } from '../i18n/runtime';
import { isMobileDevice } from '../shell/sign-in/device';
import { Button, Dialog, Spinner } from '../ui';
import { addBankIdMessages } from './i18n';
import { bankIdLaunchUrl } from './launch';
import type { SignFlow } from './sign-flow';

addBankIdMessages();

/** 220 × 220 as the spec's BankID widget */
const QR_SIZE = 220;

/**
 * Signing with BankID (FK3059): what is being signed, the animated QR code for Mobilt BankID, "Öppna BankID på den här
 * enheten", BankID's own messages while the order runs, and its refusal in words when it fails. Closing the dialog
 * cancels the order. Open while a sign order starts, runs or has failed.
 */
export function BankIdSignDialog({ flow, title, summary }: { flow: SignFlow<any>; title: string; summary?: ReactNode }) {
  const t = useT();
  const [sign, cancel, dismiss] = useUnit([flow.$sign, flow.signCancelled, flow.signDismissed]);
  const open = sign.phase === 'starting' || sign.phase === 'pending' || sign.phase === 'failed';
  const failed = sign.phase === 'failed';
  const close = () => (failed ? dismiss() : cancel());
  return (
    <Dialog
      open={open}
      onClose={close}
      title={title}
      actions={
        <Button variant={failed ? 'primary' : 'secondary'} onClick={close}>
          {failed ? t('ui.close') : t('bankid.cancel')}
        </Button>
      }
    >
      <div className="flex flex-col items-center gap-3 text-center">
        {summary && <div className="w-full text-left text-sm">{summary}</div>}
        {sign.phase === 'starting' && <Spinner label={t('bankid.waiting')} showLabel />}
        {sign.phase === 'pending' && (
          <>
            {sign.qrCodeDataUrl ? (
              <img src={sign.qrCodeDataUrl} width={QR_SIZE} height={QR_SIZE} alt={t('bankid.qrAlt')} className="rounded-control bg-white p-2" />
            ) : (
              <Spinner label={t('bankid.waiting')} />
            )}
            <p aria-live="polite" className="text-sm text-on-surface">
              {sign.message || t('bankid.waiting')}
            </p>
            {sign.autoStartToken && (
              <a className="text-sm font-medium text-primary underline" href={bankIdLaunchUrl(sign.autoStartToken, isMobileDevice())}>
                {t('bankid.openOnThisDevice')}
              </a>
            )}
          </>
        )}
        {failed && (
          <p role="alert" className="text-sm text-error">
            {sign.message || t('bankid.signFailed')}
          </p>
        )}
      </div>
    </Dialog>
  );
}
