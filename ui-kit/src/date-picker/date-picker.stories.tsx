import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { DatePicker, type DatePickerProps } from './date-picker';

function Stateful(props: Omit<DatePickerProps, 'value' | 'onChange'> & { initial?: string }) {
  const [value, setValue] = useState(props.initial ?? '');
  return (
    <>
      <DatePicker {...props} value={value} onChange={setValue} />
      <p data-testid="value">{value}</p>
    </>
  );
}

const meta = { title: 'Forms/DatePicker', component: Stateful, args: { label: 'From' } } satisfies Meta<typeof Stateful>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithValue: Story = { args: { initial: '2026-11-01', min: '2026-01-01', max: '2026-12-31', hint: 'Within 2026' } };
export const WithError: Story = { args: { initial: '2026-12-01', error: 'The end date must not be before the start date' } };
export const Disabled: Story = { args: { initial: '2026-11-01', disabled: true } };
