import { useT } from '@lonna/core';
import { Title } from '@lonna/core/ui';
import { useUnit } from 'effector-react';
import { AdminVersion } from './admin';
import { EmployeeVersion } from './employee';
import { $isEmployee } from './model';

/** The spec labels the page the employee version for PER and the admin version otherwise. */
export default function LeaveApplicationsPage() {
  const t = useT();
  const isEmployee = useUnit($isEmployee);
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <Title>{t('leave.title')}</Title>
        <span className="text-sm text-muted">{isEmployee ? t('leave.employeeVersion') : t('leave.adminVersion')}</span>
      </div>
      {isEmployee ? <EmployeeVersion /> : <AdminVersion />}
    </div>
  );
}
