import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Select, type SelectProps } from './select';

type Operator = 'CMCC' | 'CUCC' | 'CTCC';
const options = [
  { value: 'CMCC' as const, label: 'China Mobile' },
  { value: 'CUCC' as const, label: 'China Unicom' },
  { value: 'CTCC' as const, label: 'China Telecom', disabled: true },
];

function Stateful(props: Omit<SelectProps<Operator>, 'value' | 'onChange'> & { initial?: Operator | null }) {
  const [value, setValue] = useState<Operator | null>(props.initial ?? null);
  return <Select {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Forms/Select',
  component: Stateful,
  args: { label: 'Operator', options, placeholder: 'Choose an operator' },
} satisfies Meta<typeof Stateful>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Chosen: Story = { args: { initial: 'CUCC' } };
export const Disabled: Story = { args: { initial: 'CMCC', disabled: true } };
export const WithHint: Story = { args: { hint: 'The operator of the cards in this plan.' } };
export const Invalid: Story = { args: { error: 'This field is required' } };
