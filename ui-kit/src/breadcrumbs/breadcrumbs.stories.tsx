import type { Meta, StoryObj } from '@storybook/react-vite';
import { Breadcrumbs } from './breadcrumbs';

const meta = {
  title: 'Navigation/Breadcrumbs',
  component: Breadcrumbs,
  args: { label: 'Breadcrumb', items: [{ label: 'Home', href: '/home' }, { label: 'Overview' }] },
} satisfies Meta<typeof Breadcrumbs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TwoLevels: Story = {};
export const CustomLinks: Story = {
  args: {
    items: [{ label: 'Card', href: '/card' }, { label: 'Card list', href: '/card/list' }, { label: 'Detail' }],
    renderLink: (item, className) => (
      <a href={`#${item.href}`} className={className} data-custom="">
        {item.label}
      </a>
    ),
  },
};
