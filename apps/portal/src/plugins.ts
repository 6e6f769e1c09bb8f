import dashboard from '@lonna/plugin-dashboard';
import time from '@lonna/plugin-time';
import type { PortalPlugin } from '@lonna/core';

/** The installed plugins. Adding a domain is one import and one entry here. */
export const plugins: PortalPlugin[] = [dashboard, time];
