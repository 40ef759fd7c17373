// @vitest-environment jsdom
import { waitFor } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { auditA11y } from '../../../ui-kit/src/test-utils/a11y.ts';
import { API, fakeApi, mountWidget, textOf } from '../test/widget-harness.ts';
import type { CardStatus } from './card-status.tsx';
import { stateTone, usedPercent } from './card-status.tsx';
import * as cardStatus from './index.ts';

const status = (lang: string): CardStatus => ({
  iccid: '89860000000000000001',
  msisdn: '1440000000001',
  operator: 'CMCC',
  state: 64,
  stateLabel: lang === 'en-US' ? 'Activated' : '已激活',
  operatorStatus: { code: '2', label: lang === 'en-US' ? 'Normal' : '正常' },
  planName: 'IoT 1 GB',
  cycle: {
    startDay: '2026-11-01',
    endDay: '2026-11-30',
    totalBytes: 1024 ** 3,
    usedBytes: 256 * 1024 ** 2,
    remainingBytes: 768 * 1024 ** 2,
  },
  online: true,
});

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('<cmp-card-status>', () => {
  it('exchanges the session once, then shows the card in English with its usage meter', async () => {
    const api = fakeApi({ '/cmp/widget/card/status': () => ({ data: status('en-US') }) });
    const { root, host } = mountWidget(cardStatus, { iccid: '89860000000000000001', lang: 'en-US', session: 's'.repeat(43) });
    await waitFor(() => expect(textOf(root)).toContain('Activated'));
    expect(host.shadowRoot?.mode).toBe('open');
    expect(textOf(root)).toContain('Card status');
    expect(textOf(root)).toContain('256 MB of 1 GB used');
    expect(textOf(root)).toContain('Online');
    expect(textOf(root)).toContain('CMCC · Normal');
    const meter = root.querySelector('[role=progressbar]')!;
    expect(meter.getAttribute('aria-valuenow')).toBe('25');
    expect(api.calls.map((c) => c.path)).toEqual(['/cmp/widget/session/exchange', '/cmp/widget/card/status']);
    expect(api.calls[1]).toMatchObject({
      lang: 'en-US',
      body: { iccid: '89860000000000000001' },
      authorization: `Widget token-of-${'s'.repeat(43)}`,
    });
    expect(api.calls[0]!.authorization).toBeNull();
    expect(auditA11y(root)).toEqual([]);
  });

  it('speaks Chinese by default and asks the server in Chinese', async () => {
    const api = fakeApi({ '/cmp/widget/card/status': () => ({ data: status('zh-CN') }) });
    const { root } = mountWidget(cardStatus, { iccid: '89860000000000000001', session: 'a'.repeat(43) });
    await waitFor(() => expect(textOf(root)).toContain('已激活'));
    expect(textOf(root)).toContain('卡片状态');
    expect(textOf(root)).toContain('已用 256 MB / 共 1 GB');
    expect(textOf(root)).toContain('在线');
    expect(api.calls[1]!.lang).toBe('zh-CN');
  });

  it('asks for a card without an iccid, and reads the new card when the attribute changes', async () => {
    const api = fakeApi({ '/cmp/widget/card/status': (b) => ({ data: { ...status('en-US'), iccid: String(b.iccid) } }) });
    const { root, host, view } = mountWidget(cardStatus, { lang: 'en-US', session: 'b'.repeat(43) });
    expect(textOf(root)).toContain('Choose a card');
    expect(api.calls).toHaveLength(0);
    host.setAttribute('iccid', '89860000000000000099');
    view.update();
    await waitFor(() => expect(textOf(root)).toContain('89860000000000000099'));
  });

  it('uses a token the page set instead of a session, with no exchange', async () => {
    const api = fakeApi({ '/cmp/widget/card/status': () => ({ data: status('en-US') }) });
    const { root, host, view } = mountWidget(cardStatus, { lang: 'en-US', iccid: '89860000000000000001' });
    host.token = 't'.repeat(43);
    view.update();
    await waitFor(() => expect(textOf(root)).toContain('Activated'));
    expect(api.calls.map((c) => c.path)).not.toContain('/cmp/widget/session/exchange');
    expect(api.calls.at(-1)!.authorization).toBe(`Widget ${'t'.repeat(43)}`);
  });

  it('shows a refused session in the widget’s language and tells the page with cmp-error', async () => {
    fakeApi({});
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ success: false, errorCode: 50452, msg: 'used' }), {
            status: 409,
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
    const errors: unknown[] = [];
    document.addEventListener('cmp-error', (e) => errors.push((e as CustomEvent).detail));
    const { root } = mountWidget(cardStatus, { lang: 'en-US', iccid: '89860000000000000001', session: 'c'.repeat(43) });
    await waitFor(() => expect(root.querySelector('[role=alert]')).not.toBeNull());
    expect(textOf(root)).toContain('The widget session has expired or was already used');
    expect(errors).toEqual([expect.objectContaining({ status: 409, errorCode: 50452 })]);
    // A used session cannot be retried: no retry button.
    expect(root.querySelector('button')).toBeNull();
  });

  it('shows an origin refused by CORS (no answer) as a connection problem, in Chinese', async () => {
    fakeApi({});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const { root } = mountWidget(cardStatus, { iccid: '89860000000000000001', session: 'd'.repeat(43), 'api-base': API });
    await waitFor(() => expect(textOf(root)).toContain('无法连接 CMP'));
  });

  it('tones states and caps the meter', () => {
    expect(stateTone(64)).toContain('emerald');
    expect(stateTone(65)).toContain('amber');
    expect(stateTone(67)).toContain('slate');
    expect(usedPercent({ startDay: '', endDay: '', totalBytes: 100, usedBytes: 250, remainingBytes: 0 })).toBe(100);
    expect(usedPercent({ startDay: '', endDay: '', totalBytes: 0, usedBytes: 250, remainingBytes: 0 })).toBe(0);
  });
});
