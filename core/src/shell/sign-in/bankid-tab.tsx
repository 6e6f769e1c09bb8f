import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import {
  $bankIdAccounts,
  $bankIdAutoStartToken,
  $bankIdErrorKey,
  $bankIdMessage,
  $bankIdPendingStart,
  $bankIdPhase,
  $bankIdQrCode,
  $bankIdRfa,
  $bankIdStartType,
  addBankIdMessages,
  bankIdAccountChosen,
  bankIdCancelClicked,
  bankIdLaunchUrl,
  bankIdStarted,
} from '../../bankid';
import '../../bankid/session-wiring';
import { useT } from '../../i18n/runtime';
import { Button, cx, focusRing, Spinner } from '../../ui';
import { useMediaQuery } from '../../ui/use-media-query';
import { inMobileApp, isMobileDevice, SMALL_SCREEN_QUERY } from './device';

addBankIdMessages();

/** 220 × 220 as the spec says */
const QR_SIZE = 220;

/** The BankID tab of the sign-in screen (spec: shared widgets, "Electronic ID login widget"). A lazy chunk. */
export default function BankIdTab() {
  const t = useT();
  const [phase, qr, pendingStart, message, rfa, errorKey, accounts, type, autoStartToken] = useUnit([
    $bankIdPhase,
    $bankIdQrCode,
    $bankIdPendingStart,
    $bankIdMessage,
    $bankIdRfa,
    $bankIdErrorKey,
    $bankIdAccounts,
    $bankIdStartType,
    $bankIdAutoStartToken,
  ]);
  const [start, cancel, choose] = useUnit([bankIdStarted, bankIdCancelClicked, bankIdAccountChosen]);
  const small = useMediaQuery(SMALL_SCREEN_QUERY);
  const mobile = isMobileDevice();

  // leaving the tab abandons the order (the server deletes it)
  useEffect(() => () => cancel(), [cancel]);
  // BankID on this device: start the app with the autostart token as soon as the order exists
  useEffect(() => {
    if (type === 2 && autoStartToken && phase === 'pending') window.location.assign(bankIdLaunchUrl(autoStartToken, mobile));
  }, [type, autoStartToken, phase, mobile]);

  const status = rfa ? t(`bankid.rfa.${rfa}`) : message;
  const busy = phase === 'starting' || phase === 'pending' || phase === 'ending' || phase === 'signingIn';

  if (phase === 'choosing') {
    return (
      <div className="flex flex-col gap-3 pt-4">
        <h2 id="bankid-accounts" className="text-sm font-semibold text-on-surface">
          {t('bankid.chooseAccount')}
        </h2>
        <ul aria-labelledby="bankid-accounts" className="flex flex-col gap-2">
          {accounts.map((a) => (
            <li key={a.BankIDToken}>
              <button
                type="button"
                onClick={() => choose(a)}
                className={cx(
                  'flex min-h-12 w-full flex-col items-start rounded-control border border-border px-3 py-2 text-left hover:bg-primary-soft',
                  focusRing,
                )}
              >
                <span className="text-sm font-medium text-on-surface">{a.Login}</span>
                <span className="text-xs text-muted">
                  {t(`bankid.roles.${a.Roll}`)}
                  {a.Namn ? ` · ${a.Namn}` : ''}
                </span>
              </button>
            </li>
          ))}
        </ul>
        <Button variant="secondary" onClick={() => cancel()}>
          {t('bankid.cancel')}
        </Button>
      </div>
    );
  }

  if (busy) {
    const showQr = qr !== '' && pendingStart;
    return (
      <div className="flex flex-col items-center gap-4 pt-4 text-center">
        {showQr ? (
          <figure className="flex flex-col items-center gap-2">
            <img src={qr} width={QR_SIZE} height={QR_SIZE} alt={t('bankid.qrAlt')} className="rounded-control bg-white p-2" data-testid="bankid-qr" />
            <figcaption className="text-sm font-medium text-on-surface">{t('bankid.scanQr')}</figcaption>
          </figure>
        ) : (
          <Spinner label={phase === 'signingIn' ? t('bankid.signingIn') : t('bankid.waiting')} />
        )}
        <p role="status" aria-live="polite" className="min-h-10 text-sm text-on-surface">
          {phase === 'signingIn' ? t('bankid.signingIn') : status || t('bankid.waiting')}
        </p>
        {type === 1 && small && autoStartToken && showQr && (
          <a
            href={bankIdLaunchUrl(autoStartToken, true)}
            className={cx('inline-flex min-h-11 items-center rounded-control bg-primary px-4 text-sm font-medium text-on-primary', focusRing)}
          >
            {t('bankid.openOnThisDevice')}
          </a>
        )}
        {type === 2 && autoStartToken && (
          <a href={bankIdLaunchUrl(autoStartToken, mobile)} className={cx('text-sm font-medium text-primary underline-offset-4 hover:underline', focusRing)}>
            {t('bankid.rfa.RFA18')}
          </a>
        )}
        {phase !== 'signingIn' && (
          <Button variant="secondary" className="w-full" onClick={() => cancel()}>
            {t('bankid.cancel')}
          </Button>
        )}
      </div>
    );
  }

  const problem = errorKey ? t(`bankid.${errorKey}`) : phase === 'failed' ? message : '';
  return (
    <div className="flex flex-col gap-3 pt-4">
      {problem && (
        <p role="alert" className="rounded-control border border-error bg-surface-2 p-3 text-sm text-error">
          {problem}
        </p>
      )}
      <Button className="w-full" onClick={() => start({ type: 1 })}>
        {t('bankid.startMobile')}
      </Button>
      {!inMobileApp() && (
        <Button variant="secondary" className="w-full" onClick={() => start({ type: 2 })}>
          {t('bankid.startThisDevice')}
        </Button>
      )}
    </div>
  );
}
