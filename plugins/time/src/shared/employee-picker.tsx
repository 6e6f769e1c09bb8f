import { $selectedEmployee, $showInactiveEmployees, lists, showInactiveEmployeesToggled, useT } from '@lonna/core';
import { Dropdown, Switch } from '@lonna/core/ui';
import { useUnit } from 'effector-react';
import { useMemo } from 'react';
import { $anstNr, $isEmployeeOnly, employeeChosen } from './model';

/**
 * The employee selector of the time views: hidden for PER (only themselves),
 * AVD sees their departments (the server's list is already scoped), with the
 * shared show-inactive toggle.
 */
export function EmployeePicker() {
  const t = useT();
  const [items, showInactive, perOnly, anstNr, selected, choose, toggle] = useUnit([
    lists.employees.$items,
    $showInactiveEmployees,
    $isEmployeeOnly,
    $anstNr,
    $selectedEmployee,
    employeeChosen,
    showInactiveEmployeesToggled,
  ]);
  const options = useMemo(
    () =>
      (items ?? [])
        .filter((e) => showInactive || e.Aktiv || e.AnstNr === anstNr)
        .map((e) => ({
          value: e.AnstNr,
          label: `${e.FoNamn} ${e.EfNamn}`,
          description: `${t('time.common.employeeNumber')} ${e.AnstNr}${e.Aktiv ? '' : ` · ${t('time.common.inactive')}`}`,
        })),
    [items, showInactive, anstNr, t],
  );
  if (perOnly) return null;
  return (
    <div className="flex min-w-0 flex-col gap-2 sm:flex-row sm:items-end">
      <Dropdown
        label={t('time.common.employee')}
        options={options}
        value={selected?.AnstNr ?? (anstNr || null)}
        onChange={choose}
        placeholder={t('time.common.chooseEmployee')}
        className="min-w-0 sm:w-80"
      />
      <Switch label={t('time.common.showInactive')} checked={showInactive} onChange={toggle} className="sm:mb-2" />
    </div>
  );
}
