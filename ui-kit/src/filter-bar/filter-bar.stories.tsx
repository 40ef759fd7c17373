import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Select } from '../select/select';
import { TextField } from '../text-field/text-field';
import { FilterBar } from './filter-bar';

const labels = { region: 'Filters', search: 'Search', reset: 'Reset' };

const meta = {
  title: 'Data/FilterBar',
  component: FilterBar,
  args: {
    labels,
    onSearch: fn(),
    onReset: fn(),
    children: (
      <>
        <TextField className="w-56" label="Name" defaultValue="Fleet" />
        <Select
          className="w-40"
          label="Status"
          value=""
          onChange={() => undefined}
          options={[
            { value: '', label: 'Any' },
            { value: 'active', label: 'Active' },
          ]}
        />
      </>
    ),
  },
} satisfies Meta<typeof FilterBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithoutReset: Story = { args: { onReset: undefined } };
export const SelectOnly: Story = { args: { hideSearch: true, onReset: undefined } };
