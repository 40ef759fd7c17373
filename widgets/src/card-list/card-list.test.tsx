// @vitest-environment jsdom
import { fireEvent, waitFor } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { auditA11y } from '../../../ui-kit/src/test-utils/a11y.ts';
import { fakeApi, mountWidget, textOf } from '../test/widget-harness.ts';
import { pageSizeOf } from './card-list.tsx';
import * as cardList from './index.ts';

const row = (n: number, state = 64) => ({
  iccid: `898600000000000000${String(n).padStart(2, '0')}`,
  msisdn: `14400000000${n}`,
  operator: 'CMCC',
  state,
});

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('<cmp-card-list>', () => {
  it('lists the cards with state names in English, pages forward and back with the cursor', async () => {
    const api = fakeApi({
      '/cmp/widget/card/list': (b) =>
        b.cursor === 'c2'
          ? { data: { items: [row(11, 65)], cursor: null } }
          : { data: { items: [row(1), row(2, 61)], cursor: 'c2' } },
    });
    const { root } = mountWidget(cardList, { lang: 'en-US', session: 's'.repeat(43), 'page-size': '20' });
    await waitFor(() => expect(textOf(root)).toContain('89860000000000000001'));
    expect(textOf(root)).toContain('Activated');
    expect(textOf(root)).toContain('Test');
    expect(api.calls.at(-1)!.body).toEqual({ pageSize: 20 });
    expect(auditA11y(root)).toEqual([]);
    const next = [...root.querySelectorAll('button')].find((b) => b.textContent === 'Next page')!;
    fireEvent.click(next);
    await waitFor(() => expect(textOf(root)).toContain('89860000000000000011'));
    expect(textOf(root)).toContain('Deactivated');
    expect(textOf(root)).toContain('Page 2');
    expect(api.calls.at(-1)!.body).toEqual({ cursor: 'c2', pageSize: 20 });
    const previous = [...root.querySelectorAll('button')].find((b) => b.textContent === 'Previous page')!;
    fireEvent.click(previous);
    await waitFor(() => expect(textOf(root)).toContain('89860000000000000002'));
  });

  it('searches by the text typed (labelled field), in Chinese', async () => {
    const api = fakeApi({ '/cmp/widget/card/list': (b) => ({ data: { items: b.search ? [] : [row(1)], cursor: null } }) });
    const { root } = mountWidget(cardList, { session: 's'.repeat(43) });
    await waitFor(() => expect(textOf(root)).toContain('已激活'));
    const input = root.querySelector('input')!;
    expect(input.labels?.[0]?.textContent).toContain('按 ICCID 或 MSISDN 查找');
    fireEvent.input(input, { target: { value: ' 1440000000099 ' } });
    fireEvent.submit(root.querySelector('form')!);
    await waitFor(() => expect(textOf(root)).toContain('没有卡片'));
    expect(api.calls.at(-1)!.body).toEqual({ search: '1440000000099', pageSize: 10 });
  });

  it('sends cmp-select with the ICCID and opens it in the target widgets unless the page cancels', async () => {
    fakeApi({ '/cmp/widget/card/list': () => ({ data: { items: [row(1)], cursor: null } }) });
    const status = document.createElement('div');
    status.id = 'status';
    document.body.append(status);
    const { root, host } = mountWidget(cardList, { lang: 'en-US', session: 's'.repeat(43), target: 'status' });
    const selected: string[] = [];
    host.addEventListener('cmp-select', (e) => selected.push((e as CustomEvent<{ iccid: string }>).detail.iccid));
    await waitFor(() => expect(root.querySelector('td button')).not.toBeNull());
    const open = root.querySelector<HTMLButtonElement>('td button')!;
    expect(open.getAttribute('aria-label')).toBe('Show the status of card 89860000000000000001');
    fireEvent.click(open);
    expect(selected).toEqual(['89860000000000000001']);
    expect(status.getAttribute('iccid')).toBe('89860000000000000001');
    status.removeAttribute('iccid');
    document.addEventListener('cmp-select', (e) => e.preventDefault(), { once: true });
    fireEvent.click(open);
    expect(status.hasAttribute('iccid')).toBe(false);
  });

  it('keeps the page size within 10..50', () => {
    expect(pageSizeOf(null)).toBe(10);
    expect(pageSizeOf('5')).toBe(10);
    expect(pageSizeOf('30')).toBe(30);
    expect(pageSizeOf('500')).toBe(50);
  });
});
