/**
 * A batch's failure reason is stored as a code and worded for each reader: the demo history's
 * failed batch (mixed operators, started by Acme) reads in Chinese and in English, and its empty
 * per-card results say why nothing was processed.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useChromium } from '../support/browser.ts';
import { api, apiToken, pasteUrl } from '../support/e2e-api.ts';
import { signIn } from '../support/sign-in.ts';

describe('batch failure reasons in the reader language', () => {
  const browser = useChromium();
  let batchId: string;
  beforeAll(async () => {
    const batches = await api<{ items: { batchId: string; status: string; failureCode?: string }[] }>(
      '/cmp/sim/batch/list',
      { status: 'failed', pageSize: 100 },
      await apiToken('acme'),
    );
    const failed = batches.items.find((b) => b.failureCode === 'plan.operators');
    expect(failed).toBeDefined();
    batchId = failed!.batchId;
  });

  it.each([
    ['zh-CN', '同一批次的卡必须属于同一运营商', '没有处理任何条目'],
    ['en-US', 'All cards of one batch must belong to one operator', 'Nothing was processed'],
  ] as const)('shows the reason of a failed batch in %s', async (lang, reason, empty) => {
    const context = await browser().newContext();
    const page = await context.newPage();
    await signIn(page, 'acme', lang);
    const { failures, status } = await pasteUrl(page, `/card/batchoperate/detail/${batchId}/failed`);
    expect(failures).toEqual([]);
    expect(status).toBeNull();
    await expect.poll(() => page.getByTestId('batch-failure').textContent()).toContain(reason);
    await expect.poll(() => page.getByTestId('batch-results-empty').textContent()).toContain(empty);
    await context.close();
  });
});
