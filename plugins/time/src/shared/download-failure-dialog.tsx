import { useT } from '@lonna/core';
import { Button, Dialog } from '@lonna/core/ui';
import { useUnit } from 'effector-react';
import { $downloadFailure, downloadFailureClosed } from './download';

/** The spec's failure dialog: 'Utskrift misslyckades' for print paths, 'Filnedladdning misslyckades' otherwise. */
export function DownloadFailureDialog() {
  const t = useT();
  const [failure, closed] = useUnit([$downloadFailure, downloadFailureClosed]);
  return (
    <Dialog
      open={failure !== null}
      onClose={closed}
      title={t(failure?.kind === 'print' ? 'time.download.printFailed' : 'time.download.fileFailed')}
      actions={<Button onClick={closed}>{t('time.common.close')}</Button>}
    >
      <p role="alert" className="text-sm text-on-surface">{failure?.message || t('time.download.generic')}</p>
    </Dialog>
  );
}
