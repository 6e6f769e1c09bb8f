import { $ftgInfo, PageSections, useT } from '@lonna/core';
import { Button, Title } from '@lonna/core/ui';
import { useUnit } from 'effector-react';
import { StatusList } from '../../shared/status-list';
import { approveModel as m } from './model';

export default function ApprovePage() {
  const t = useT();
  const [selected, busy, act, ftg] = useUnit([m.$selected, m.$busy, m.actionClicked, $ftgInfo]);
  const none = selected.size === 0;
  return (
    <div className="flex flex-col gap-4">
      <Title level={1}>{t('time.approve.title')}</Title>
      {/* other plugins' sections (compensations) get a tab each beside the time */}
      <PageSections
        page="ApproveTime"
        label={t('time.sections.approveLabel')}
        main={{
          label: t('time.sections.time'),
          content: (
            <div className="flex flex-col gap-4">
              <p className="text-sm text-muted">{t('time.approve.intro')}</p>
              <StatusList
                model={m}
                attestStep={Boolean(ftg?.KalUseAttest)}
                actions={
                  <>
                    <Button variant="text" disabled={none} busy={busy} onClick={() => act('unapprove')}>
                      {t('time.approve.unapprove')}
                    </Button>
                    <Button disabled={none} busy={busy} onClick={() => act('approve')}>
                      {t('time.approve.approve')}
                    </Button>
                  </>
                }
              />
            </div>
          ),
        }}
      />
    </div>
  );
}
