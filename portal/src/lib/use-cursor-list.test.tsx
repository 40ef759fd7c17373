// @vitest-environment jsdom
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it } from 'vitest';
import { type CursorPage, UNSETTLED_REFRESH_MS, unsettledRefresh, useCursorList } from './use-cursor-list';

interface Row {
  id: string;
  state: 'submitted' | 'sent';
}
const unsettled = (r: Row) => r.state === 'submitted';
const page = (...states: Row['state'][]): CursorPage<Row> => ({
  items: states.map((state, i) => ({ id: String(i), state })),
  cursor: null,
});

afterEach(cleanup);

describe('unsettledRefresh', () => {
  it('polls while a visible row is unsettled and stops once all are settled', () => {
    expect(unsettledRefresh(page('sent', 'submitted'), unsettled)).toBe(UNSETTLED_REFRESH_MS);
    expect(unsettledRefresh(page('sent', 'sent'), unsettled)).toBe(0);
    expect(unsettledRefresh(undefined, unsettled)).toBe(0);
    expect(unsettledRefresh(page('submitted'))).toBe(0);
  });
});

describe('useCursorList with unsettled rows', () => {
  it('re-reads by itself until the server has settled every row, then stops', async () => {
    // The server settles on read: the first read still says submitted, the second says sent.
    const answers = [page('submitted', 'sent'), page('sent', 'sent')];
    let reads = 0;
    const fetcher = async () => answers[Math.min(reads++, answers.length - 1)];
    const wrapper = ({ children }: { children: ReactNode }) => (
      <SWRConfig value={{ fetcher, provider: () => new Map(), dedupingInterval: 0, revalidateOnFocus: false }}>
        {children}
      </SWRConfig>
    );
    const { result } = renderHook(() => useCursorList<Row, Record<string, unknown>>('sms.list', {}, { unsettled }), { wrapper });
    await waitFor(() => expect(result.current.items[0]?.state).toBe('submitted'));
    await waitFor(() => expect(result.current.items[0]?.state).toBe('sent'), { timeout: UNSETTLED_REFRESH_MS * 3 });
    const settledAfter = reads;
    await new Promise((r) => setTimeout(r, UNSETTLED_REFRESH_MS * 1.5));
    expect(reads).toBe(settledAfter);
  });
});
