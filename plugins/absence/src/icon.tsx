import { StrokeIcon } from '@lonna/core/ui';
import type { SVGProps } from 'react';

/** The notices' drawer icon: a thermometer (sickness is the usual notice). */
export function AbsenceIcon(p: SVGProps<SVGSVGElement>) {
  return (
    <StrokeIcon {...p}>
      <path d="M14 14.76V4a2 2 0 1 0-4 0v10.76a4 4 0 1 0 4 0Z" />
      <path d="M12 9v7" />
    </StrokeIcon>
  );
}

/** The absence calendar's drawer icon: a calendar with a marked day. */
export function CalendarIcon(p: SVGProps<SVGSVGElement>) {
  return (
    <StrokeIcon {...p}>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
      <path d="M8 14h3v3H8z" />
    </StrokeIcon>
  );
}
