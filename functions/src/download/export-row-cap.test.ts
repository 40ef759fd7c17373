/**
 * A card export is one file of at most 1,048,575 rows (an XLSX sheet's rows less the header): a
 * request whose rows the scope's counters know exactly (no filter beyond the enterprise, customer
 * and state) is refused at once with 50820 in the reader's language; one the counters only bound is
 * queued, and the export stops at the limit (export-worker.service.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { testPrincipal } from '../shared/auth/principal.test-support.ts';
import { countedExactly } from './download-model.ts';
import { createDownloadService } from './download.service.ts';
import { downloadErrors } from './errors.ts';

function setup(counters: Record<string, number>) {
  const created: unknown[] = [];
  const scopes: string[] = [];
  const service = createDownloadService({
    tasks: {
      create: async (t) => void created.push(t),
      start: async () => undefined,
      get: async () => undefined,
      list: async () => ({ items: [], cursor: null }),
      downloadUrl: () => '',
      cardCounters: async (scope) => {
        scopes.push(scope);
        return counters;
      },
    },
    cardTenant: async () => ({ channelCustId: 'C1001', custId: null }),
    validateFilter: (f) => f,
    clock: () => new Date('2026-11-27T08:00:00Z'),
  });
  return { service, created, scopes };
}

const acme = testPrincipal(3000, { channelCustId: 'C1001' });

describe('the rows of one export', () => {
  it('refuses at once an export the counters show is longer than one file', async () => {
    const s = setup({ total: 10_000_000, s66: 900_000 });
    const refused = s.service.exportCards(acme, { format: 'xlsx' }, 'en-US');
    await expect(refused).rejects.toMatchObject({
      key: 'EXPORT_TOO_MANY_ROWS',
      params: { rows: '10,000,000', max: '1,048,575' },
    });
    expect(s.scopes).toEqual(['CUST#C1001']);
    expect(s.created).toEqual([]);
    expect(downloadErrors.EXPORT_TOO_MANY_ROWS).toMatchObject({ status: 422, errorCode: 50820 });
    expect(downloadErrors.EXPORT_TOO_MANY_ROWS.zh).toContain('{max}');
    expect(downloadErrors.EXPORT_TOO_MANY_ROWS.en).toContain('{max}');
  });

  it('queues one within the limit, by the state’s counter when the filter names a state', async () => {
    const s = setup({ total: 10_000_000, s66: 900_000 });
    expect(await s.service.exportCards(acme, { format: 'csv', state: 66 }, 'zh-CN')).toMatchObject({
      taskId: expect.any(String),
    });
    expect(s.created).toHaveLength(1);
  });

  it('queues one the counters only bound (any other filter): the export stops at the limit if it gets there', async () => {
    const s = setup({ total: 10_000_000 });
    await s.service.exportCards(acme, { format: 'csv', operator: 'CMCC' } as never, 'en-US');
    expect(s.created).toHaveLength(1);
    expect(s.scopes).toEqual([]);
    expect(countedExactly({ channelCustId: 'C1', custId: 'S1', state: 66, iccid: undefined })).toBe(true);
    expect(countedExactly({ labelId: 'L1' })).toBe(false);
  });
});
