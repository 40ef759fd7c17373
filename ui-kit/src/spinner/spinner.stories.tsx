import type { Meta, StoryObj } from '@storybook/react-vite';
import { Spinner } from './spinner';

const meta = { title: 'Feedback/Spinner', component: Spinner } satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Labelled: Story = { args: { label: 'Loading', size: 'lg' } };
export const Decorative: Story = { args: { size: 'sm' } };
