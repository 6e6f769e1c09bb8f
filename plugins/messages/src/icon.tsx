import { StrokeIcon } from '@lonna/core/ui';
import type { SVGProps } from 'react';

/** The drawer icon: an envelope, like the toolbar's inbox. */
export function MessagesIcon(p: SVGProps<SVGSVGElement>) {
  return (
    <StrokeIcon {...p}>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3 7l9 6 9-6" />
    </StrokeIcon>
  );
}
