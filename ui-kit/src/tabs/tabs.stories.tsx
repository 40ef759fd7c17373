import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { type TabItem, Tabs } from './tabs';

const tabs: TabItem[] = [
  { id: 'basic', label: 'Basic', content: <p>Code, name and status</p> },
  { id: 'bank', label: 'Bank', content: <p>Bank name and account</p> },
  { id: 'invoice', label: 'Invoice', content: <p>Invoice title and tax number</p>, disabled: true },
  { id: 'admin', label: 'Administrator', content: <p>Contact name, phone and email</p> },
];

function Controlled() {
  const [selected, setSelected] = useState('bank');
  return (
    <>
      <Tabs label="Customer sections" tabs={tabs} selectedId={selected} onChange={setSelected} />
      <p data-testid="selected">{selected}</p>
    </>
  );
}

const meta = { title: 'Navigation/Tabs', component: Tabs, args: { label: 'Customer sections', tabs } } satisfies Meta<
  typeof Tabs
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Uncontrolled: Story = {};
export const ControlledSelection: Story = { render: () => <Controlled /> };
