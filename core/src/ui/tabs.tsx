import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import type { ReactNode } from 'react';
import { focusRing } from './button';
import { cx } from './cx';

export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
}

export interface TabsProps {
  tabs: readonly TabItem[];
  /** controlled selected tab id; uncontrolled (first tab) when omitted */
  selected?: string;
  onChange?: (id: string) => void;
  /** accessible name of the tab list */
  label?: string;
  className?: string;
}

/** Headless UI TabGroup: arrow keys move between tabs, Home/End jump, panels are labelled by their tab. */
export function Tabs({ tabs, selected, onChange, label, className }: TabsProps) {
  const index =
    selected === undefined
      ? undefined
      : Math.max(
          0,
          tabs.findIndex((tab) => tab.id === selected),
        );
  return (
    <TabGroup
      selectedIndex={index}
      onChange={(i) => {
        const tab = tabs[i];
        if (tab) onChange?.(tab.id);
      }}
      className={className}
    >
      <TabList aria-label={label} className="flex gap-1 overflow-x-auto border-b border-border">
        {tabs.map((tab) => (
          <Tab
            key={tab.id}
            className={cx(
              'lonna-motion -mb-px min-h-11 shrink-0 border-b-2 border-transparent px-4 text-sm font-semibold text-muted transition',
              'hover:text-on-surface data-selected:border-primary data-selected:text-primary',
              focusRing,
            )}
          >
            {tab.label}
          </Tab>
        ))}
      </TabList>
      <TabPanels className="pt-4">
        {tabs.map((tab) => (
          <TabPanel key={tab.id} className={cx('rounded-control', focusRing)}>
            {tab.content}
          </TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  );
}
