import { createContext, useContext } from 'react';
import type { PortalModel } from './model';

export const PortalContext = createContext<PortalModel | null>(null);

/** The portal's model ($routes, $drawer, explain, push registry) from inside any page or plugin view. */
export function usePortal(): PortalModel {
  const m = useContext(PortalContext);
  if (!m) throw new Error('usePortal: render inside the portal Root (createPortal)');
  return m;
}
