import type { Meta, StoryObj } from '@storybook/react-vite';
import { Pagination, useCursorPages } from './pagination';

const labels = {
  navigation: 'Pagination',
  previous: 'Previous',
  next: 'Next',
  pageSize: 'Per page',
  page: (n: number) => `Page ${n}`,
};

/** Three pages behind opaque cursors, as the API serves them. */
const cursors: Record<string, string | null> = { first: 'c2', c2: 'c3', c3: null };

function Demo({ disabled, initialPageSize = 20 }: { disabled?: boolean; initialPageSize?: number }) {
  const pages = useCursorPages(initialPageSize);
  const nextCursor = cursors[pages.cursor ?? 'first'] ?? null;
  return (
    <div>
      <p data-testid="cursor">{pages.cursor ?? 'first'}</p>
      <Pagination
        page={pages.page}
        hasPrevious={pages.hasPrevious}
        hasNext={nextCursor !== null}
        onPrevious={pages.previous}
        onNext={() => pages.next(nextCursor)}
        pageSize={pages.pageSize}
        onPageSizeChange={pages.setPageSize}
        labels={labels}
        disabled={disabled}
      />
    </div>
  );
}

const meta = { title: 'Data/Pagination', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CursorPages: Story = {};
export const LargePages: Story = { args: { initialPageSize: 50 } };
export const Disabled: Story = { args: { disabled: true } };
