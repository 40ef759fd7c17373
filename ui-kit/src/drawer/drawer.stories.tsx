import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../button/button';
import { Drawer } from './drawer';

function Demo({ initialOpen = false, size }: { initialOpen?: boolean; size?: 'md' | 'lg' }) {
  const [open, setOpen] = useState(initialOpen);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Edit account</Button>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        title="Edit account"
        description="Changes apply at the next sign-in."
        closeLabel="Close"
        size={size}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button onClick={() => setOpen(false)}>Save</Button>
          </>
        }
      >
        <label className="flex flex-col gap-1 text-sm">
          Display name
          <input className="rounded border px-2 py-1" defaultValue="Acme operator" />
        </label>
      </Drawer>
    </>
  );
}

const meta = { title: 'Overlays/Drawer', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Open: Story = { args: { initialOpen: true } };
export const Large: Story = { args: { initialOpen: true, size: 'lg' } };
