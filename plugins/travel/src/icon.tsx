import { StrokeIcon } from '@lonna/core/ui';
import type { SVGProps } from 'react';

/** The drawer icon (a note with lines); draw your own paths inside the shared frame. */
export function TravelIcon(p: SVGProps<SVGSVGElement>) {
  return (
    <StrokeIcon {...p}>
      <rect x="4" y="3" width="16" height="18" rx="2" />
      <path d="M8 8h8M8 12h8M8 16h5" />
    </StrokeIcon>
  );
}
