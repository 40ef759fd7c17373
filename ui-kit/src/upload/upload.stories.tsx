import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Upload } from './upload';

const meta = {
  title: 'Forms/Upload',
  component: Upload,
  args: {
    label: 'Logo file',
    prompt: 'Drop a file here or browse',
    hint: 'One jpg or png file, at most 1500 KB',
    accept: ['.jpg', '.jpeg', '.png'],
    maxSize: 1_536_000,
    messages: {
      type: 'Only jpg or png files can be used',
      size: 'Logo file needs to be under 1500 KB',
      count: 'Choose exactly one file',
    },
    onChange: fn(),
  },
} satisfies Meta<typeof Upload>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LogoFile: Story = {};
export const WithError: Story = { args: { error: 'please upload a file' } };
export const Disabled: Story = { args: { disabled: true } };
