// @vitest-environment jsdom
import { fireEvent, waitFor } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { auditA11y } from '../../../ui-kit/src/test-utils/a11y.ts';
import { shanghaiMonth, shiftPeriod } from '../lib/format.ts';
import { fakeApi, mountWidget, textOf } from '../test/widget-harness.ts';
import * as usageChart from './index.ts';

const usage = (b: Record<string, unknown>) => {
  const daily = b.granularity === 'daily';
  const points = Array.from({ length: daily ? 30 : 12 }, (_, i) => ({
    period: daily ? `${b.period}-${String(i + 1).padStart(2, '0')}` : `${b.period}-${String(i + 1).padStart(2, '0')}`,
    bytes: i === 2 ? 3 * 1024 ** 2 : 1024 ** 2,
  }));
  return {
    data: {
      target: b.iccid ? 'card' : b.poolId ? 'pool' : 'scope',
      iccid: b.iccid ?? null,
      poolId: b.poolId ?? null,
      poolName: b.poolId ? 'Fleet pool' : null,
      granularity: b.granularity,
      period: b.period,
      totalBytes: points.reduce((t, p) => t + p.bytes, 0),
      points,
    },
  };
};

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('<cmp-usage-chart>', () => {
  it('draws the scope’s daily usage of a month with a described chart, and steps to the previous month', async () => {
    const api = fakeApi({ '/cmp/widget/usage': usage });
    const { root } = mountWidget(usageChart, { lang: 'en-US', session: 's'.repeat(43), period: '2026-09' });
    await waitFor(() => expect(root.querySelector('svg')).not.toBeNull());
    expect(api.calls.at(-1)!.body).toEqual({ granularity: 'daily', period: '2026-09' });
    const chart = root.querySelector('svg')!;
    expect(chart.getAttribute('role')).toBe('img');
    expect(chart.getAttribute('aria-label')).toBe('Daily usage bar chart of 2026-09: total 32 MB, highest 3 MB (2026-09-03)');
    expect(root.querySelectorAll('rect')).toHaveLength(30);
    expect(textOf(root)).toContain('Total 32 MB');
    expect(auditA11y(root)).toEqual([]);
    fireEvent.click(root.querySelector('button[aria-label="Previous period"]')!);
    await waitFor(() => expect(api.calls.at(-1)!.body).toEqual({ granularity: 'daily', period: '2026-08' }));
  });

  it('switches to monthly usage of this year for one card, in Chinese; the next period stops at today', async () => {
    const api = fakeApi({ '/cmp/widget/usage': usage });
    const { root } = mountWidget(usageChart, { session: 's'.repeat(43), iccid: '89860000000000000001' });
    await waitFor(() => expect(root.querySelector('svg')).not.toBeNull());
    expect(textOf(root)).toContain('卡片 89860000000000000001 的用量');
    expect(root.querySelector('button[aria-label="下一期"]')!.hasAttribute('disabled')).toBe(true);
    const monthly = [...root.querySelectorAll('button')].find((b) => b.textContent === '按月')!;
    fireEvent.click(monthly);
    const year = shanghaiMonth().slice(0, 4);
    await waitFor(() =>
      expect(api.calls.at(-1)!.body).toEqual({ iccid: '89860000000000000001', granularity: 'monthly', period: year }),
    );
    await waitFor(() => expect(root.querySelectorAll('rect')).toHaveLength(12));
    expect(monthly.getAttribute('aria-pressed')).toBe('true');
  });

  it("reads a data pool's usage and heads the chart with the pool's name, in both languages", async () => {
    const api = fakeApi({ '/cmp/widget/usage': usage });
    const { root } = mountWidget(usageChart, { lang: 'en-US', session: 's'.repeat(43), pool: 'P1', period: '2026-09' });
    await waitFor(() => expect(textOf(root)).toContain('Usage of data pool Fleet pool'));
    expect(api.calls.at(-1)!.body).toEqual({ poolId: 'P1', granularity: 'daily', period: '2026-09' });
    expect(auditA11y(root)).toEqual([]);
    document.body.innerHTML = '';
    const zh = mountWidget(usageChart, { lang: 'zh-CN', session: 's'.repeat(43), pool: 'P1', period: '2026-09' });
    await waitFor(() => expect(textOf(zh.root)).toContain('流量池 Fleet pool 的用量'));
  });

  it('shifts periods across years', () => {
    expect(shiftPeriod('2026-01', -1)).toBe('2025-12');
    expect(shiftPeriod('2025-12', 1)).toBe('2026-01');
    expect(shiftPeriod('2026', -1)).toBe('2025');
  });
});
