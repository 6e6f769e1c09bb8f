import { StrokeIcon } from '@lonna/core/ui';
import type { SVGProps } from 'react';

/** Overview: a calendar with a tick (coverage at a glance). */
export function OverviewIcon(p: SVGProps<SVGSVGElement>) {
  return (
    <StrokeIcon {...p}>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4M9 15l2 2 4-4" />
    </StrokeIcon>
  );
}

/** Needs: a list of slots to fill. */
export function NeedsIcon(p: SVGProps<SVGSVGElement>) {
  return (
    <StrokeIcon {...p}>
      <rect x="4" y="3" width="16" height="18" rx="2" />
      <path d="M8 8h8M8 12h8M8 16h5" />
    </StrokeIcon>
  );
}

/** Planner: a person and a grid. */
export function PlannerIcon(p: SVGProps<SVGSVGElement>) {
  return (
    <StrokeIcon {...p}>
      <circle cx="8" cy="8" r="3" />
      <path d="M3 19c0-3 2.2-5 5-5s5 2 5 5M14 6h7M14 10h7M16 14h5M16 18h5" />
    </StrokeIcon>
  );
}

/** Shift trade: two arrows swapping. */
export function TradeIcon(p: SVGProps<SVGSVGElement>) {
  return (
    <StrokeIcon {...p}>
      <path d="M4 8h14l-3-3M20 16H6l3 3" />
    </StrokeIcon>
  );
}
