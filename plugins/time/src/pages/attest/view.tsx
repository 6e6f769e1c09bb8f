import { $accessContext, $ftgInfo, evaluateAccess, PageSections, useT } from '@lonna/core';
import { Button, Title } from '@lonna/core/ui';
import { useUnit } from 'effector-react';
import { time, timeAccess } from '../../contracts';
import { DownloadIcon, PrintIcon } from '../../icons';
import { $downloading } from '../../api';
import { StatusList } from '../../shared/status-list';
import { attestListPrintClicked, attestModel as m, exportClicked } from './model';
import { PaxmlCodesDialog } from './paxml-codes-dialog';
import { paxmlCodesOpened } from './paxml-codes-model';

export default function AttestPage() {
  const t = useT();
  const [selected, busy, act, ftg, downloading, exportFile, print, ctx] = useUnit([
    m.$selected,
    m.$busy,
    m.actionClicked,
    $ftgInfo,
    $downloading,
    exportClicked,
    attestListPrintClicked,
    $accessContext,
  ]);
  const openCodes = useUnit(paxmlCodesOpened);
  const none = selected.size === 0;
  const canPrint = ctx ? evaluateAccess(timeAccess.AttestlistaPrint.access, ctx) : false;
  // export to payroll is payroll administration (LIC, ADM, FTG): the endpoint's own rule
  const canExport = ctx ? evaluateAccess(time.exportPaxml.access, ctx) : false;
  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <Title level={1}>{t('time.attest.title')}</Title>
        <div className="flex flex-wrap gap-2">
          {canExport && (
            <Button variant="text" onClick={() => openCodes()}>
              {t('time.paxmlCodes.open')}
            </Button>
          )}
          {canPrint && (
            <Button variant="text" icon={<PrintIcon className="size-5" />} busy={downloading} onClick={print}>
              {t('time.attest.printList')}
            </Button>
          )}
        </div>
      </header>
      {/* other plugins' sections (compensations) get a tab each beside the time */}
      <PageSections
        page="Attestera"
        label={t('time.sections.attestLabel')}
        main={{
          label: t('time.sections.time'),
          content: (
            <div className="flex flex-col gap-4">
              <p className="text-sm text-muted">{t(ftg?.KalUseLonReady ? 'time.attest.introWithApproval' : 'time.attest.intro')}</p>
              <StatusList
                model={m}
                attestStep
                actions={
                  <>
                    <Button variant="text" disabled={none} busy={busy} onClick={() => act('unattest')}>
                      {t('time.attest.unattest')}
                    </Button>
                    <Button disabled={none} busy={busy} onClick={() => act('attest')}>
                      {t('time.attest.attest')}
                    </Button>
                    {canExport && (
                      <Button variant="secondary" icon={<DownloadIcon className="size-5" />} disabled={none} busy={downloading} onClick={exportFile}>
                        {t('time.attest.export')}
                      </Button>
                    )}
                  </>
                }
              />
            </div>
          ),
        }}
      />
      {canExport && <PaxmlCodesDialog />}
    </div>
  );
}
