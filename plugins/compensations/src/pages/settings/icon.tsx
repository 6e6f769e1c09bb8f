import { StrokeIcon } from '@lonna/core/ui';
import type { SVGProps } from 'react';

/** The settings screen's drawer icon (two sliders). */
export function CompensationsSettingsIcon(p: SVGProps<SVGSVGElement>) {
  return (
    <StrokeIcon {...p}>
      <path d="M4 7h10M18 7h2M4 17h4M12 17h8" />
      <circle cx="16" cy="7" r="2" />
      <circle cx="10" cy="17" r="2" />
    </StrokeIcon>
  );
}
