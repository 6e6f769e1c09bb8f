import type { PortalPlugin } from '@lonna/core';
import installed from 'virtual:lonna/installed-plugins';

/** The installed plugins: the packages of plugins.installed.json (the server reads the same list). */
export const plugins: PortalPlugin[] = installed;
