import { personName } from '@lonna/core/contracts';
import { useT } from '@lonna/core';
import { Checkbox, Dropdown } from '@lonna/core/ui';
import { useUnit } from 'effector-react';
import { type AccessList, GRANTABLE_ROLES } from '../../contracts';
import { $careRecipients, $departments, $employees } from './model';

export const NO_ONE: AccessList = { Alla: false, Roller: [], AnstNr: [], Avdelningar: [], Brukare: [] };

/** Who a document is for: everyone, or any of roles, employees, departments and care recipients. */
export function AccessPicker({
  value,
  onChange,
  error,
  disabled,
}: {
  value: AccessList;
  onChange: (v: AccessList) => void;
  error?: string;
  disabled?: boolean;
}) {
  const t = useT();
  const [employees, departments, careRecipients] = useUnit([$employees, $departments, $careRecipients]);
  const set =
    <K extends keyof AccessList>(k: K) =>
    (v: AccessList[K]) =>
      onChange({ ...value, [k]: v });
  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={error ? 'documents-access-error' : undefined}>
      <legend className="mb-1 text-sm font-medium text-on-surface">{t('documents.access.legend')}</legend>
      <Checkbox id="documents-access-alla" label={t('documents.access.everyone')} checked={value.Alla} onChange={set('Alla')} disabled={disabled} />
      {!value.Alla && (
        <>
          <Dropdown
            id="documents-access-roles"
            multiple
            label={t('documents.access.roles')}
            value={value.Roller}
            onChange={(v) => set('Roller')(v as AccessList['Roller'])}
            options={GRANTABLE_ROLES.map((r) => ({ value: r, label: t(`documents.roles.${r}`) }))}
            disabled={disabled}
          />
          <Dropdown
            id="documents-access-employees"
            multiple
            label={t('documents.access.employees')}
            value={value.AnstNr}
            onChange={set('AnstNr')}
            options={(employees ?? []).map((e) => ({ value: e.AnstNr, label: personName(e), description: e.AnstNr }))}
            disabled={disabled}
          />
          <Dropdown
            id="documents-access-departments"
            multiple
            label={t('documents.access.departments')}
            value={value.Avdelningar}
            onChange={set('Avdelningar')}
            options={(departments ?? []).map((d) => ({ value: d.Avdelning, label: d.Namn || d.Avdelning, description: d.Avdelning }))}
            disabled={disabled}
          />
          {(careRecipients ?? []).length > 0 && (
            <Dropdown
              id="documents-access-care"
              multiple
              label={t('documents.access.careRecipients')}
              value={value.Brukare}
              onChange={set('Brukare')}
              options={(careRecipients ?? []).map((b) => ({ value: b.Brukare, label: personName(b), description: b.Brukare }))}
              disabled={disabled}
            />
          )}
        </>
      )}
      {error && (
        <p id="documents-access-error" role="alert" className="text-sm text-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}

export const isEmptyAccess = (a: AccessList) => !a.Alla && a.Roller.length + a.AnstNr.length + a.Avdelningar.length + a.Brukare.length === 0;
