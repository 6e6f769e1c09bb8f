import { StrokeIcon } from '@lonna/core/ui';
import type { SVGProps } from 'react';

/** The drawer icon: a payslip (a sheet with its lines and the total under a rule). */
export function PayslipsIcon(p: SVGProps<SVGSVGElement>) {
  return (
    <StrokeIcon {...p}>
      <rect x="4" y="3" width="16" height="18" rx="2" />
      <path d="M8 7h8M8 10.5h8M8 14h8M12 17.5h4" />
    </StrokeIcon>
  );
}
