import type { Meta, StoryObj } from '@storybook/react-vite';
import { inputVariants } from '../lib/variants';
import { FormField } from './form-field';

const meta = {
  title: 'Forms/FormField',
  component: FormField,
  args: {
    label: 'Daily SMS limit',
    hint: 'Whole messages per card and day.',
    children: (field) => <input {...field} className={inputVariants({})} defaultValue="20" />,
  },
} satisfies Meta<typeof FormField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithHint: Story = {};
export const WithError: Story = {
  args: {
    error: 'Enter a number from 1 to 100.',
    children: (field) => <input {...field} className={inputVariants({ state: 'invalid' })} defaultValue="500" />,
  },
};
export const Required: Story = { args: { required: true, hint: undefined } };
export const WrappingATextArea: Story = {
  args: {
    label: 'Remark',
    hint: 'At most 200 characters.',
    children: (field) => <textarea {...field} rows={3} className={inputVariants({}, 'h-auto py-2')} />,
  },
};
