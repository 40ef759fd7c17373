import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Table, type TableColumn, type TableSort } from './table';

interface Card {
  iccid: string;
  operator: string;
  usage: number;
}

const rows: Card[] = [
  { iccid: '89860000000000000001', operator: 'China Mobile', usage: 512 },
  { iccid: '89860000000000000002', operator: 'China Unicom', usage: 2048 },
  { iccid: '89860000000000000003', operator: 'China Telecom', usage: 128 },
];

const columns: TableColumn<Card>[] = [
  { key: 'iccid', header: 'ICCID', sortable: true },
  { key: 'operator', header: 'Operator' },
  { key: 'usage', header: 'Usage (MB)', sortable: true, align: 'end' },
];

interface DemoProps {
  rows: Card[];
  selectable?: boolean;
  loading?: boolean;
  stickyHeader?: boolean;
  initialSort?: TableSort | null;
}

/** A controlled table that sorts its demo rows, as a page would sort through the API. */
function Demo({ rows: data, selectable, loading, stickyHeader, initialSort = null }: DemoProps) {
  const [sort, setSort] = useState<TableSort | null>(initialSort);
  const [selected, setSelected] = useState<string[]>([]);
  const sorted = sort
    ? [...data].sort((a, b) => {
        const k = sort.key as keyof Card;
        const order = a[k] < b[k] ? -1 : a[k] > b[k] ? 1 : 0;
        return sort.direction === 'asc' ? order : -order;
      })
    : data;
  return (
    <div>
      <Table
        caption="SIM cards"
        columns={columns}
        rows={sorted}
        rowKey={(r) => r.iccid}
        sort={sort}
        onSortChange={setSort}
        loading={loading}
        loadingLabel="Loading"
        empty={<p className="py-6 text-center text-slate-500">No data</p>}
        stickyHeader={stickyHeader}
        maxHeight={stickyHeader ? '160px' : undefined}
        selection={
          selectable
            ? { selected, onChange: setSelected, selectAllLabel: 'Select all', selectRowLabel: (r) => `Select ${r.iccid}` }
            : undefined
        }
      />
      {selectable && <p data-testid="selected-count">{selected.length} selected</p>}
    </div>
  );
}

const meta = {
  title: 'Data/Table',
  component: Demo,
  args: { rows },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {};
export const Sorted: Story = { args: { initialSort: { key: 'usage', direction: 'desc' } } };
export const Selectable: Story = { args: { selectable: true } };
export const Loading: Story = { args: { loading: true } };
export const Empty: Story = { args: { rows: [] } };
export const StickyHeader: Story = {
  args: {
    stickyHeader: true,
    rows: Array.from({ length: 12 }, (_, i) => ({
      iccid: `8986000000000000${String(i).padStart(4, '0')}`,
      operator: 'China Mobile',
      usage: i * 10,
    })),
  },
};
