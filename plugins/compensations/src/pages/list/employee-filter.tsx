import { personName } from '@lonna/core/contracts';
import { employeeSelected, lists, useT } from '@lonna/core';
import { Dropdown } from '@lonna/core/ui';
import { useUnit } from 'effector-react';
import { useMemo } from 'react';
import { $anstNr, $isEmployeeOnly } from './model';

/** the choice that clears the shared employee: the whole of the caller's scope (the server answers it without AnstNr) */
const ALL = '*';

/** An administrator's choice of employee (the server's list is already his scope), or all of them. Hidden for PER. */
export function EmployeeFilter() {
  const t = useT();
  const [items, perOnly, anstNr, select] = useUnit([lists.employees.$items, $isEmployeeOnly, $anstNr, employeeSelected]);
  const options = useMemo(
    () => [
      { value: ALL, label: t('compensations.allEmployees') },
      ...(items ?? []).map((e) => ({
        value: e.AnstNr,
        label: personName(e),
        description: `${t('compensations.fields.employeeNumber')} ${e.AnstNr}`,
      })),
    ],
    [items, t],
  );
  if (perOnly) return null;
  return (
    <Dropdown
      className="sm:w-72"
      label={t('compensations.fields.employee')}
      options={options}
      value={anstNr || ALL}
      onChange={(v) => select(v === ALL || v === null ? null : (((items ?? []).find((e) => e.AnstNr === v) ?? null) as never))}
    />
  );
}
