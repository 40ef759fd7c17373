import { Tabs } from '@cmp/ui-kit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../data-list';
import type { ListDeclaration } from './declaration';
import { ListPage } from './list-page';

export interface ListTab<T> {
  id: string;
  /** The tab's label key. */
  label: string;
  declaration: ListDeclaration<T>;
}

export interface ListTabsProps<T> {
  /** The page's title and subtitle keys; the title also names the tab list. */
  title: string;
  subtitle?: string;
  /** Header buttons (e.g. adding to the shown tab's list). */
  actions?: ReactNode;
  tabs: readonly ListTab<T>[];
  selected: string;
  onChange: (id: string) => void;
}

/** A page of declared lists, one a tab (a catalogue by kind), under one header. */
export function ListTabs<T>({ title, subtitle, actions, tabs, selected, onChange }: ListTabsProps<T>) {
  const { t } = useTranslation();
  return (
    <div className="space-y-5">
      <PageHeader title={t(title)} subtitle={subtitle && t(subtitle)} actions={actions} />
      <Tabs
        label={t(title)}
        selectedId={selected}
        onChange={onChange}
        tabs={tabs.map((tab) => ({
          id: tab.id,
          label: t(tab.label),
          content: <ListPage declaration={tab.declaration} embedded />,
        }))}
      />
    </div>
  );
}
