import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { NotifierProvider, useNotify } from './notifier';
import type { NoticeType } from './notifier-store';

const samples: Record<NoticeType, { title: string; message: string }> = {
  success: { title: 'Login successful', message: 'Welcome back.' },
  info: { title: 'Export queued', message: 'Find the file under download tasks.' },
  warning: { title: 'Quota almost used', message: '92% of this month’s pool is used.' },
  error: { title: 'Request error', message: 'Server error' },
};

function Triggers() {
  const notify = useNotify();
  return (
    <div className="flex gap-2">
      {(Object.keys(samples) as NoticeType[]).map((type) => (
        <Button key={type} variant="secondary" onClick={() => notify({ type, ...samples[type] })}>
          {`Show ${type}`}
        </Button>
      ))}
    </div>
  );
}

function Demo({ label, closeLabel }: { label?: string; closeLabel?: string }) {
  return (
    <NotifierProvider label={label} closeLabel={closeLabel}>
      <Triggers />
    </NotifierProvider>
  );
}

const meta = {
  title: 'Feedback/Notifier',
  component: Demo,
  args: { label: 'Notifications', closeLabel: 'Close' },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
