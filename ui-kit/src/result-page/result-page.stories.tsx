import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { ResultPage } from './result-page';

const meta = {
  title: 'Pages/ResultPage',
  component: ResultPage,
  args: {
    status: '404',
    title: 'Sorry, the page you visited does not exist',
    action: <Button>Back to home</Button>,
  },
} satisfies Meta<typeof ResultPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {};
export const Forbidden: Story = {
  args: { status: '403', title: 'No permission', text: 'Ask your administrator for access to this page.' },
};
