import { StrokeIcon } from '@lonna/core/ui';
import type { SVGProps } from 'react';

/** The drawer icon: a person with a status dot. */
export function PresenceIcon(p: SVGProps<SVGSVGElement>) {
  return (
    <StrokeIcon {...p}>
      <circle cx="10" cy="8" r="4" />
      <path d="M3 20c0-3.9 3.1-7 7-7 1.6 0 3 .5 4.2 1.4" />
      <circle cx="18" cy="17" r="3" />
    </StrokeIcon>
  );
}
