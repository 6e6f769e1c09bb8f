import { StrokeIcon } from '@lonna/core/ui';
import type { SVGProps } from 'react';

/** Leave applications: a sun over the horizon (vacation). */
export function LeaveIcon(p: SVGProps<SVGSVGElement>) {
  return (
    <StrokeIcon {...p}>
      <path d="M3 18h18M7 18a5 5 0 0 1 10 0" />
      <path d="M12 6v3M5.6 9.6l2 2M18.4 9.6l-2 2" />
    </StrokeIcon>
  );
}

/** The leave planner: a calendar with weeks marked. */
export function PlannerIcon(p: SVGProps<SVGSVGElement>) {
  return (
    <StrokeIcon {...p}>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4M7 14h4M13 17h4" />
    </StrokeIcon>
  );
}
