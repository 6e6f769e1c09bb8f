import { useT } from '@lonna/core';
import { Button } from '@lonna/core/ui';
import { useUnit } from 'effector-react';
import { $perDiemEnabled, perDiemOpened } from './per-diem/model';
import { PerDiemDialog } from './per-diem/view';
import { $representationEnabled, representationOpened } from './representation/model';
import { RepresentationDialog } from './representation/view';

/** The per diem and representation guides on /compensations: their buttons (by their switches) and their dialogs. */
export function GuideButtons() {
  const t = useT();
  const [perDiem, representation, openPerDiem, openRepresentation] = useUnit([$perDiemEnabled, $representationEnabled, perDiemOpened, representationOpened]);
  return (
    <>
      {perDiem && (
        <Button variant="secondary" onClick={() => openPerDiem({ guideId: null, input: null })}>
          {t('compensations.perDiemGuide.action')}
        </Button>
      )}
      {representation && (
        <Button variant="secondary" onClick={() => openRepresentation({ guideId: null, input: null, receiptName: '' })}>
          {t('compensations.representationGuide.action')}
        </Button>
      )}
    </>
  );
}

export function GuideDialogs() {
  return (
    <>
      <PerDiemDialog />
      <RepresentationDialog />
    </>
  );
}
