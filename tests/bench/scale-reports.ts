/**
 * The reports at scale (issue #17 targets): each report's first page (this year) as the platform —
 * its widest read — through the gateway, on the bulk-loaded cards with their report months: items
 * read and p50/p95 against the target of ≤ 50 items.
 */
import type { attachMeter } from './ddb-meter.ts';
import { latencySummary } from './stats.ts';

const REPORTS = ['card', 'cardflow', 'active', 'usage', 'communicationUsage', 'business'] as const;
export const REPORT_ITEMS_TARGET = 50;

const s1 = (n: number) => n.toFixed(1);

export async function reportBench(
  url: string,
  adminToken: string,
  requests: number,
  meter: ReturnType<typeof attachMeter>,
): Promise<string[]> {
  const post = async (path: string) => {
    const res = await fetch(`${url}/api${path}?ts=${Date.now()}&lang=en-US`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: adminToken },
      body: '{}',
    });
    return (await res.json()) as { success: boolean; msg?: string; data?: { items?: unknown[] } };
  };
  const lines = [
    `(b3) Reports, first page (this year) as the platform, ${requests} requests each through the gateway  [target ≤ ${REPORT_ITEMS_TARGET} items read]:`,
  ];
  for (const name of REPORTS) {
    const path = `/cmp/report/${name}/list`;
    await post(path);
    const latencies: number[] = [];
    let items = 0;
    let rows = 0;
    let bad = '';
    for (let i = 0; i < requests; i++) {
      meter.reset();
      const t = performance.now();
      const res = await post(path);
      latencies.push(performance.now() - t);
      const m = meter.reset();
      items += m.items - m.authItems;
      rows = res.data?.items?.length ?? 0;
      if (!res.success) bad ||= res.msg ?? 'failed';
    }
    const l = latencySummary(latencies);
    const perRequest = items / l.count;
    lines.push(
      `    ${name}: p50 ${s1(l.p50)} ms, p95 ${s1(l.p95)} ms; items read ${perRequest.toFixed(0)}; ${rows} rows${bad ? `; FAILED ${bad}` : ''}${
        perRequest > REPORT_ITEMS_TARGET ? '  ← over the target' : ''
      }`,
    );
  }
  return lines;
}
