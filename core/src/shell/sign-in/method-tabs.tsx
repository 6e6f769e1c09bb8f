import type { ReactNode } from 'react';
import { Tabs } from '../../ui/tabs';

export interface MethodTab {
  id: string;
  label: ReactNode;
  content: ReactNode;
}

/**
 * The sign-in screen's tabs (BankID, password): the kit's `Tabs` (one tabs rule), whose panel holds fields and
 * buttons, so it is not a tab stop itself.
 */
export function MethodTabs({
  tabs,
  selected,
  onChange,
  label,
}: {
  tabs: readonly MethodTab[];
  selected: string;
  onChange: (id: string) => void;
  label: string;
}) {
  return <Tabs tabs={tabs} selected={selected} onChange={onChange} label={label} panelTabStop={false} />;
}
