import { employeeSelected, lists, useT } from '@lonna/core';
import { Dropdown } from '@lonna/core/ui';
import { useUnit } from 'effector-react';
import { useMemo } from 'react';
import { $anstNr, $isEmployeeOnly } from './model';

/** An administrator's choice of employee (the server's list is already his scope); none = everyone. Hidden for PER. */
export function EmployeeFilter() {
  const t = useT();
  const [items, perOnly, anstNr, select] = useUnit([lists.employees.$items, $isEmployeeOnly, $anstNr, employeeSelected]);
  const options = useMemo(
    () =>
      (items ?? []).map((e) => ({ value: e.AnstNr, label: `${e.FoNamn} ${e.EfNamn}`, description: `${t('compensations.fields.employeeNumber')} ${e.AnstNr}` })),
    [items, t],
  );
  if (perOnly) return null;
  return (
    <Dropdown
      className="sm:w-72"
      label={t('compensations.fields.employee')}
      options={options}
      value={anstNr || null}
      placeholder={t('compensations.allEmployees')}
      onChange={(v) => select(((items ?? []).find((e) => e.AnstNr === v) ?? null) as never)}
    />
  );
}
