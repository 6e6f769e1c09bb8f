declare module 'virtual:lonna/installed-plugins' {
  import type { PortalPlugin } from '@lonna/core';
  /** every package of plugins.installed.json, its client half (see installed-plugins.ts) */
  const installed: PortalPlugin[];
  export default installed;
}
