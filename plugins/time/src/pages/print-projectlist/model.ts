import { $ftgInfo, createPageData, lists } from '@lonna/core';
import type { ProjectDimension } from '../../contracts';
import { timeViewOpened } from '../../shared/model';

/** ProjektlistaPrint: the dimensions the company registers (care recipients with LSS, result units it uses). */
export const $dimensions = $ftgInfo.map((f): { value: ProjectDimension; name: string }[] => {
  if (!f) return [];
  const info = f as unknown as Record<string, unknown>;
  return [
    ...(f.UseLSS ? [{ value: 'Brukare' as const, name: '' }] : []),
    ...([1, 2, 3, 4, 5, 6] as const)
      .filter((n) => info[`OpenResEnhet${n}`])
      .map((n) => ({ value: `ResEnhet${n}` as ProjectDimension, name: String(info[`ResEnhet${n}Namn`] ?? '') })),
  ];
});

export const printProjectListPage = createPageData({ loads: [lists.departments, { opened: timeViewOpened }] });
