import { useT } from '@lonna/core';
import { Title } from '@lonna/core/ui';
import { Link } from 'wouter';
import { staffingAccess } from '../../contracts';

const ITEMS = [
  { path: staffingAccess.BemOverview.path, key: 'overview' },
  { path: staffingAccess.BemBehov.path, key: 'needs' },
  { path: staffingAccess.BemPlanner.path, key: 'planner' },
] as const;

/** /bemanna: the staffing views, one line each (the drawer lists them too). */
export default function StaffingHub() {
  const t = useT();
  return (
    <div className="flex flex-col gap-4">
      <Title>{t('staffing.title')}</Title>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        {ITEMS.map((i) => (
          <li key={i.key}>
            <Link
              href={i.path}
              className="block min-h-11 rounded-card border border-border bg-surface p-4 hover:bg-primary-soft focus-visible:outline-2 focus-visible:outline-focus"
            >
              <span className="font-semibold text-primary">{t(`staffing.nav.${i.key}`)}</span>
              <span className="mt-1 block text-sm text-muted">{t(`staffing.hub.${i.key}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
