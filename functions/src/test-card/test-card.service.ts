import { toCardRow } from '../card/card-row.ts';
import type { CustomerNames } from '../customer/customer-names.repository.ts';
import type { Principal } from '../shared/auth/principal.ts';
import { requestedTenant } from '../shared/auth/tenant.ts';
import { DEFAULT_PAGE_SIZE } from '../shared/data/page-cursor.ts';
import { AppError } from '../shared/http/error-catalogue.ts';
import type { Lang } from '../shared/i18n/lang.ts';
import { shanghaiMonth } from '../shared/time/calendar.ts';
import { TEST_STATE, type TestCardRepository } from './test-card.repository.ts';
import { testPeriod, usageOfMonths } from './test-period.ts';

const labelsOf = (labels: unknown): string[] => (labels instanceof Set ? [...labels].map(String).sort() : []);

/** A test card row: the card list's row plus its test period. */
function testRow(item: Record<string, unknown>, now: Date) {
  return {
    ...toCardRow(item),
    labels: labelsOf(item.labels),
    test: testPeriod({ createdAt: String(item.createdAt), stateChangedAt: item.stateChangedAt as string | undefined }, now),
  };
}

/** Test cards (state 61) of the caller's tenant: the list and one card with its test usage. */
export function createTestCardService(d: {
  cards: TestCardRepository;
  clock: () => Date;
  customers: Pick<CustomerNames, 'secondary'>;
}) {
  return {
    async list(p: Principal, body: { channelCustId?: string; custId?: string; cursor?: string; pageSize?: number }) {
      const tenant = requestedTenant(p, { channelCustId: body.channelCustId, custId: body.custId });
      const now = d.clock();
      const page = await d.cards.page(tenant, { cursor: body.cursor, pageSize: body.pageSize ?? DEFAULT_PAGE_SIZE });
      return { items: page.items.map((item) => testRow(item, now)), cursor: page.cursor };
    },

    /** 404 unless the card is the tenant's (a secondary customer's own) and in test; its customer by name. */
    async detail(p: Principal, body: { iccid: string; channelCustId?: string }, lang: Lang) {
      const tenant = requestedTenant(p, { channelCustId: body.channelCustId });
      const item = await d.cards.card(tenant.channelCustId, body.iccid);
      if (!item || item.state !== TEST_STATE || (tenant.custId && item.custId !== tenant.custId))
        throw new AppError('NOT_FOUND', {}, 'iccid');
      const now = d.clock();
      const row = testRow(item, now);
      const [months, customer] = await Promise.all([
        d.cards.usageMonths(tenant.channelCustId, body.iccid, shanghaiMonth(new Date(row.test.startedAt))),
        d.customers.secondary(tenant.channelCustId, row.custId ? [row.custId] : [], lang),
      ]);
      const usage = usageOfMonths(months);
      return {
        ...row,
        customerName: customer[0]?.name ?? null,
        usage: {
          usedBytes: usage.total,
          quotaBytes: row.quotaBytes,
          remainingBytes: Math.max(0, row.quotaBytes - usage.total),
          months: usage.months,
        },
      };
    },
  };
}
