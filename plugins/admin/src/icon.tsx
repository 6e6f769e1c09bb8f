import { StrokeIcon } from '@lonna/core/ui';
import type { SVGProps } from 'react';

/** The admin area's drawer icon: a slider panel. */
export function AdminIcon(p: SVGProps<SVGSVGElement>) {
  return (
    <StrokeIcon {...p}>
      <path d="M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0" />
      <circle cx="16" cy="6" r="2" />
      <circle cx="10" cy="12" r="2" />
      <circle cx="18" cy="18" r="2" />
    </StrokeIcon>
  );
}

/** Admin users: two people. */
export function UsersIcon(p: SVGProps<SVGSVGElement>) {
  return (
    <StrokeIcon {...p}>
      <circle cx="9" cy="8" r="3" />
      <path d="M3 20c0-3.3 2.7-6 6-6s6 2.7 6 6" />
      <circle cx="17" cy="9" r="2.5" />
      <path d="M16 14.2c2.9.4 5 2.8 5 5.8" />
    </StrokeIcon>
  );
}

/** The audit log: a list with a clock. */
export function AuditLogIcon(p: SVGProps<SVGSVGElement>) {
  return (
    <StrokeIcon {...p}>
      <path d="M4 6h9M4 11h6M4 16h5" />
      <circle cx="16.5" cy="15.5" r="4.5" />
      <path d="M16.5 13.2v2.5l1.6 1" />
    </StrokeIcon>
  );
}

/** Reminders: a bell. */
export function ReminderIcon(p: SVGProps<SVGSVGElement>) {
  return (
    <StrokeIcon {...p}>
      <path d="M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15L6 16Z" />
      <path d="M10 20.5a2 2 0 0 0 4 0" />
    </StrokeIcon>
  );
}
