import { personName } from '@lonna/core/contracts';
import { $selectedEmployee, $showInactiveEmployees, lists, showInactiveEmployeesToggled, useT } from '@lonna/core';
import { ChevronLeftIcon, ChevronRightIcon, Dropdown, IconButton, Switch } from '@lonna/core/ui';
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
          label: personName(e),
          description: `${t('time.common.employeeNumber')} ${e.AnstNr}${e.Aktiv ? '' : ` · ${t('time.common.inactive')}`}`,
        })),
    [items, showInactive, anstNr, t],
  );
  if (perOnly) return null;
  const current = selected?.AnstNr ?? (anstNr || null);
  const at = options.findIndex((o) => o.value === current);
  // step through the employees in the list's order: the approver's next and previous (issue 13)
  const step = (d: 1 | -1) => {
    const next = options[at + d];
    if (next) choose(next.value);
  };
  return (
    <div className="flex min-w-0 flex-col gap-2 sm:flex-row sm:items-end">
      <div className="flex min-w-0 items-end gap-1">
        <Dropdown
          label={t('time.common.employee')}
          options={options}
          value={current}
          onChange={choose}
          placeholder={t('time.common.chooseEmployee')}
          className="min-w-0 flex-1 sm:w-80 sm:flex-none"
        />
        <IconButton label={t('time.common.previousEmployee')} icon={<ChevronLeftIcon className="size-5" />} onClick={() => step(-1)} disabled={at <= 0} />
        <IconButton
          label={t('time.common.nextEmployee')}
          icon={<ChevronRightIcon className="size-5" />}
          onClick={() => step(1)}
          disabled={at < 0 || at >= options.length - 1}
        />
      </div>
      <Switch label={t('time.common.showInactive')} checked={showInactive} onChange={toggle} className="sm:mb-2" />
    </div>
  );
}
