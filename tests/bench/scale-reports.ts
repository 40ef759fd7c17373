/**
 * The reports at scale (issue #17's target: each report's first page with 1,000,000 cards and a year of
 * usage loaded): each report's first page (this year) through the gateway as the platform — its widest
 * read, every enterprise's shards — and as an enterprise, on the bulk-loaded cards' report months and
 * their year of usage (bulk-cards.ts, usage-months.ts): items read, p50/p95 and the rows shown. A report
 * without rows, or a usage figure of 0 where the year of usage should show, is a failure line.
 */
import type { attachMeter } from './ddb-meter.ts';
import { p50p95, postApi, timedRequests } from './timed-requests.ts';

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

export async function reportBench(
  url: string,
  viewers: readonly { label: string; token: string }[],
  requests: number,
  meter: ReturnType<typeof attachMeter>,
): Promise<string[]> {
  const lines = [
    `(b3) Reports, first page (this year), ${requests} requests each through the gateway, as ${viewers.map((v) => v.label).join(' and as ')}  [target ≤ ${REPORT_ITEMS_TARGET} items read]:`,
  ];
  for (const viewer of viewers)
    for (const name of REPORTS) {
      const path = `/cmp/report/${name}/list`;
      const run = await timedRequests(meter, 1, requests, async () => {
        const res = await postApi<Parameters<typeof reportProblem>[1]>(url, viewer.token, path, {});
        return res.body;
      });
      const last = run.results.at(-1);
      const rows = last?.data?.items?.length ?? 0;
      const usage = last ? usageShown(name, last.data?.totals) : null;
      const problem = run.results.map((res) => reportProblem(name, res)).find(Boolean) ?? '';
      const perRequest = run.itemsPerRequest;
      lines.push(
        `    ${viewer.label} ${name}: ${p50p95(run.latency)}; items read ${perRequest.toFixed(0)}; rows ${rows}${
          usage === null ? '' : `; usage ${(usage / 1024 ** 3).toFixed(1)} GB`
        }${perRequest > REPORT_ITEMS_TARGET ? '  ← over the target' : ''}${problem ? `  ← ${problem}` : ''}`,
      );
    }
  return lines;
}
