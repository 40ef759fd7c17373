import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  tabs: TabItem[];
  /** Names the tab list. */
  label: string;
  /** Controlled selection by id; uncontrolled when omitted. */
  selectedId?: string;
  onChange?: (id: string) => void;
  className?: string;
}

/** Tabs on Headless UI TabGroup: arrow-key navigation and ARIA wiring come from the primitive. */
export function Tabs({ tabs, label, selectedId, onChange, className }: TabsProps) {
  const index =
    selectedId === undefined
      ? undefined
      : Math.max(
          0,
          tabs.findIndex((t) => t.id === selectedId),
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
      <TabList aria-label={label} className="flex gap-1 overflow-x-auto border-b border-slate-200">
        {tabs.map((tab) => (
          <Tab
            key={tab.id}
            disabled={tab.disabled}
            data-testid={`tab-${tab.id}`}
            className={cn(
              '-mb-px border-b-2 border-transparent px-4 py-2.5 text-sm font-medium whitespace-nowrap text-slate-500',
              'hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600 data-[disabled]:opacity-50',
              'data-[selected]:border-brand-600 data-[selected]:text-brand-700',
            )}
          >
            {tab.label}
          </Tab>
        ))}
      </TabList>
      <TabPanels className="pt-4">
        {tabs.map((tab) => (
          <TabPanel key={tab.id} className="focus-visible:outline-2 focus-visible:outline-brand-600">
            {tab.content}
          </TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  );
}
