import { useUnit } from 'effector-react';
import { useT } from '../../i18n/runtime';
import { Button, Dialog } from '../../ui';
import { $downloadFailure, downloadDialogClosed } from './model';

/** 'Utskrift misslyckades' for print paths, 'Filnedladdning misslyckades' otherwise, with the server's message. */
export function DownloadFailedDialog() {
  const t = useT();
  const [failure, close] = useUnit([$downloadFailure, downloadDialogClosed]);
  return (
    <Dialog
      open={failure !== null}
      onClose={() => close()}
      title={failure?.kind === 'print' ? t('live.download.printFailed') : t('live.download.downloadFailed')}
      actions={<Button onClick={() => close()}>{t('live.download.close')}</Button>}
    >
      <p>{failure?.message || t('live.download.unknown')}</p>
    </Dialog>
  );
}
