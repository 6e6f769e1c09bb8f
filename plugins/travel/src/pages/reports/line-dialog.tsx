import { useT } from '@lonna/core';
import { Button, Dialog } from '@lonna/core/ui';
import { useUnit } from 'effector-react';
import { Fragment, type ReactNode } from 'react';
import type { TravelReport } from '../../contracts';
import { $dialog, $saveError, $saving, dialogClosed } from './model';

/**
 * The frame of a report's computed lines (a drive, the per diem): the dialog, Cancel and Confirm for the form with
 * `formId`, and the form itself only while this kind is open, fresh for each report.
 */
export function LineDialog({
  kind,
  title,
  formId,
  form,
}: {
  kind: 'mileage' | 'perdiem';
  title: string;
  formId: string;
  form: (report: TravelReport) => ReactNode;
}) {
  const t = useT();
  const [dialog, saving, close] = useUnit([$dialog, $saving, dialogClosed]);
  const report = dialog?.kind === kind ? dialog.report : null;
  return (
    <Dialog
      open={report !== null}
      onClose={() => close()}
      busy={saving}
      title={title}
      actions={
        <>
          <Button variant="text" onClick={() => close()}>
            {t('travel.actions.cancel')}
          </Button>
          <Button type="submit" form={formId} busy={saving}>
            {t('travel.actions.confirm')}
          </Button>
        </>
      }
    >
      {report && <Fragment key={report.Id}>{form(report)}</Fragment>}
    </Dialog>
  );
}

/** the server's refusal that names no field, under the form */
export function FormError() {
  const saveError = useUnit($saveError);
  return saveError && !saveError.field && saveError.message ? (
    <p role="alert" className="text-error">
      {saveError.message}
    </p>
  ) : null;
}
