/**
 * Storybook's stand-in for the widget API: requests to {@link FIXTURE_API} are answered from the
 * fixtures below (other requests pass through), so the stories render without a running stack. The
 * product's pages always call the real API (the partner demo, `npm start`).
 */
import { stateName } from '../lib/i18n.ts';

export const FIXTURE_API = 'https://fixtures.cmp.example/api';
export const FIXTURE_SESSION = 'storybook-session-storybook-session-0000000';
export const FIXTURE_ICCID = '89860000000000000001';

const GB = 1024 ** 3;
const cards = Array.from({ length: 23 }, (_, i) => ({
  iccid: `8986000000000000${String(i + 1).padStart(4, '0')}`,
  msisdn: `14400000${String(i + 1).padStart(5, '0')}`,
  operator: ['CMCC', 'CUCC', 'CTCC'][i % 3]!,
  state: [64, 64, 61, 65, 63][i % 5]!,
}));

function answer(path: string, lang: 'zh-CN' | 'en-US', body: Record<string, unknown>): unknown {
  switch (path) {
    case '/cmp/widget/session/exchange':
      return { token: 'storybook-token', scope: { kind: 'enterprise' }, expiresAt: new Date(Date.now() + 6e5).toISOString() };
    case '/cmp/widget/card/status': {
      const card = cards.find((c) => c.iccid === body.iccid) ?? cards[0]!;
      return {
        ...card,
        stateLabel: stateName(card.state, lang),
        operatorStatus: { code: '2', label: lang === 'en-US' ? 'Normal' : '正常' },
        planName: lang === 'en-US' ? 'IoT 10 GB shared' : '物联网 10 GB 共享',
        cycle: {
          startDay: '2026-11-01',
          endDay: '2026-11-30',
          totalBytes: 10 * GB,
          usedBytes: 3.2 * GB,
          remainingBytes: 6.8 * GB,
        },
        online: card.state === 64,
      };
    }
    case '/cmp/widget/card/list': {
      const search = String(body.search ?? '');
      const matching = cards.filter((c) => !search || c.iccid === search || c.msisdn === search);
      const start = Number(body.cursor ?? 0);
      const size = Number(body.pageSize ?? 10);
      return { items: matching.slice(start, start + size), cursor: start + size < matching.length ? String(start + size) : null };
    }
    case '/cmp/widget/usage': {
      const daily = body.granularity === 'daily';
      const points = Array.from({ length: daily ? 30 : 12 }, (_, i) => ({
        period: `${body.period}-${String(i + 1).padStart(2, '0')}`,
        bytes: Math.round((0.4 + 0.6 * Math.abs(Math.sin(i * 1.7))) * (daily ? 0.1 : 3) * GB),
      }));
      return { ...body, target: body.iccid ? 'card' : 'scope', totalBytes: points.reduce((t, p) => t + p.bytes, 0), points };
    }
    case '/cmp/widget/bill/summary': {
      const bill = (cycle: string, status: number, total: number) => ({
        billId: `C1001_${cycle.replace('-', '')}_MC_C1001`,
        cycle,
        start: `${cycle}-01`,
        end: `${cycle}-28`,
        kind: 'consumption',
        status,
        totals: { amount: Math.round(total / 1.06), tax: total - Math.round(total / 1.06), total, cardCount: 23 },
        currency: 'CNY',
        dueDate: `${cycle}-20`,
        customerName: 'Acme',
      });
      return { current: bill('2026-10', 2, 240927), last: bill('2026-09', 3, 198300) };
    }
    default:
      return undefined;
  }
}

let installed = false;

/** Answers the fixture API's requests from the fixtures (once per page). */
export function installFixtureApi(): void {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  const real = window.fetch.bind(window);
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    if (!url.href.startsWith(FIXTURE_API)) return real(input, init);
    const lang = url.searchParams.get('lang') === 'en-US' ? 'en-US' : 'zh-CN';
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    const data = answer(url.pathname.replace(/^\/api/, ''), lang, body);
    await new Promise((r) => setTimeout(r, 250));
    return new Response(JSON.stringify(data === undefined ? { success: false, msg: 'No such API' } : { success: true, data }), {
      status: data === undefined ? 404 : 200,
      headers: { 'content-type': 'application/json' },
    });
  };
}
