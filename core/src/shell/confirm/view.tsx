import { useUnit } from 'effector-react';
import { ConfirmDialog } from '../../ui';
import { $confirm, confirmAnswered } from './model';

/** The one confirm dialog of the app, driven by askConfirmFx. */
export function ConfirmHost() {
  const [c, answer] = useUnit([$confirm, confirmAnswered]);
  return (
    <ConfirmDialog
      open={c !== null}
      title={c?.title ?? ''}
      text={c?.text ?? ''}
      confirmLabel={c?.confirmLabel}
      cancelLabel={c?.cancelLabel}
      secondaryLabel={c?.secondaryLabel}
      danger={c?.danger}
      onConfirm={() => answer('confirm')}
      onCancel={() => answer('cancel')}
      onSecondary={c?.secondaryLabel ? () => answer('secondary') : undefined}
    />
  );
}
