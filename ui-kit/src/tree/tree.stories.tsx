import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Tree, type TreeNode } from './tree';

const nodes: TreeNode[] = [
  {
    id: '1000000',
    label: 'Home',
    children: [
      { id: '1000001', label: 'API management' },
      { id: '1000002', label: 'Account buttons' },
    ],
  },
  {
    id: '2000000',
    label: 'Card',
    children: [
      { id: '2010101', label: 'Edit card' },
      { id: '2010106', label: 'Change status' },
    ],
  },
  { id: '14000000', label: 'System' },
];

function Demo({ initial = [], disabled }: { initial?: string[]; disabled?: boolean }) {
  const [value, setValue] = useState<string[]>(initial);
  return (
    <>
      <Tree
        label="Permissions"
        nodes={nodes}
        value={value}
        onChange={setValue}
        expandLabel="Expand"
        collapseLabel="Collapse"
        disabled={disabled}
      />
      <p data-testid="value">{value.join(',')}</p>
    </>
  );
}

const meta = { title: 'Data/Tree', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const PartlyChecked: Story = { args: { initial: ['1000000', '1000002', '2000000', '2010101', '2010106'] } };
export const ReadOnly: Story = { args: { initial: ['14000000'], disabled: true } };
