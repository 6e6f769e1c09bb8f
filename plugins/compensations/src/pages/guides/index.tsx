import { useT } from '@lonna/core';
import { Button } from '@lonna/core/ui';
import { useUnit } from 'effector-react';
import { $perDiemEnabled, perDiemOpened } from './per-diem/model';
import { PerDiemDialog } from './per-diem/view';

/** The per diem and representation guides on /compensations: their buttons (by their switches) and their dialogs. */
export function GuideButtons() {
  const t = useT();
  const [perDiem, openPerDiem] = useUnit([$perDiemEnabled, perDiemOpened]);
  return (
    <>
      {perDiem && (
        <Button variant="secondary" onClick={() => openPerDiem({ guideId: null, input: null })}>
          {t('compensations.perDiemGuide.action')}
        </Button>
      )}
    </>
  );
}

export function GuideDialogs() {
  return <PerDiemDialog />;
}
