/**
 * The reports at scale (issue #17's target: each report's first page with 1,000,000 cards and a year of
 * usage loaded): each report's first page (this year) through the gateway as the platform — its widest
 * read, every enterprise's shards — and as an enterprise, on the bulk-loaded cards' report months and
 * their year of usage (bulk-cards.ts, usage-months.ts): items read, p50/p95 and the rows shown. A report
 * without rows, or a usage figure of 0 where the year of usage should show, is a failure line.
 */
import type { attachMeter } from './ddb-meter.ts';
import { latencySummary } from './stats.ts';

const REPORTS = ['card', 'cardflow', 'active', 'usage', 'communicationUsage', 'business'] as const;
export const REPORT_ITEMS_TARGET = 50;

/** The usage a report's answer shows (its totals), for the reports that show usage; null for the others. */
export function usageShown(name: (typeof REPORTS)[number], totals: Record<string, unknown> | undefined): number | null {
  if (name === 'usage') return Number(totals?.bytes ?? 0);
  if (name === 'business') return Number(totals?.usageBytes ?? 0);
  return null;
}

/** What is wrong with a report's answer at scale: failed, no rows, or no usage where usage is shown; '' when fine. */
export function reportProblem(
  name: (typeof REPORTS)[number],
  res: { success: boolean; msg?: string; data?: { items?: unknown[]; totals?: Record<string, unknown> } },
): string {
  if (!res.success) return `FAILED ${res.msg ?? 'failed'}`;
  if (!res.data?.items?.length) return 'FAILED: no rows';
  if (usageShown(name, res.data.totals) === 0) return 'FAILED: no usage';
  return '';
}

const s1 = (n: number) => n.toFixed(1);

export async function reportBench(
  url: string,
  viewers: readonly { label: string; token: string }[],
  requests: number,
  meter: ReturnType<typeof attachMeter>,
): Promise<string[]> {
  const post = async (token: string, path: string) => {
    const res = await fetch(`${url}/api${path}?ts=${Date.now()}&lang=en-US`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: token },
      body: '{}',
    });
    return (await res.json()) as Parameters<typeof reportProblem>[1];
  };
  const lines = [
    `(b3) Reports, first page (this year), ${requests} requests each through the gateway, as ${viewers.map((v) => v.label).join(' and as ')}  [target ≤ ${REPORT_ITEMS_TARGET} items read]:`,
  ];
  for (const viewer of viewers)
    for (const name of REPORTS) {
      const path = `/cmp/report/${name}/list`;
      await post(viewer.token, path);
      const latencies: number[] = [];
      let items = 0;
      let rows = 0;
      let usage: number | null = null;
      let problem = '';
      for (let i = 0; i < requests; i++) {
        meter.reset();
        const t = performance.now();
        const res = await post(viewer.token, path);
        latencies.push(performance.now() - t);
        const m = meter.reset();
        items += m.items - m.authItems;
        rows = res.data?.items?.length ?? 0;
        usage = usageShown(name, res.data?.totals);
        problem ||= reportProblem(name, res);
      }
      const l = latencySummary(latencies);
      const perRequest = items / l.count;
      lines.push(
        `    ${viewer.label} ${name}: p50 ${s1(l.p50)} ms, p95 ${s1(l.p95)} ms; items read ${perRequest.toFixed(0)}; rows ${rows}${
          usage === null ? '' : `; usage ${(usage / 1024 ** 3).toFixed(1)} GB`
        }${perRequest > REPORT_ITEMS_TARGET ? '  ← over the target' : ''}${problem ? `  ← ${problem}` : ''}`,
      );
    }
  return lines;
}
