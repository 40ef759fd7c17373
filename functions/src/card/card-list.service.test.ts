import { describe, expect, it, vi } from 'vitest';
import { builtInRoles } from '../platform/permissions.ts';
import { testPrincipal } from '../shared/auth/principal.test-support.ts';
import type { Principal, RoleType } from '../shared/auth/principal.ts';
import type { AppError } from '../shared/http/error-catalogue.ts';
import { createCardListService } from './card-list.service.ts';

const principal = (roleType: RoleType, channelCustId: string | null = null, custId: string | null = null): Principal =>
  testPrincipal(roleType, { channelCustId, custId, permissions: new Set(builtInRoles[String(roleType)]!.permissions) });
const admin = principal(1000);
const acme = principal(3000, 'C1001');
const east = principal(5000, 'C1001', 'S2001');

const setup = (secondaries = ['C1001/S2001', 'C1001/S2002']) => {
  const cards = {
    page: vi.fn(async (_tenant: unknown, _filter: unknown, _opts: unknown) => ({ items: [], cursor: null })),
    iccids: vi.fn(async () => ['1']),
    secondaryExists: vi.fn(async (c: string, s: string) => secondaries.includes(`${c}/${s}`)),
    missingFilterTarget: vi.fn(async (_tenant: unknown, f: { labelId?: string }) =>
      f.labelId === 'L000000000000' ? ('labelId' as const) : undefined,
    ),
  };
  return { cards, service: createCardListService({ cards }) };
};
const rejection = async (p: Promise<unknown>): Promise<AppError> => {
  try {
    await p;
  } catch (e) {
    return e as AppError;
  }
  throw new Error('expected a failure');
};

describe('card list service', () => {
  it('an enterprise reads its own enterprise, default page size 20, asc', async () => {
    const { cards, service } = setup();
    await service.list(acme, { state: 64 }, 'en-US');
    expect(cards.page).toHaveBeenCalledWith(
      { channelCustId: 'C1001', custId: null },
      { state: 64 },
      {
        cursor: undefined,
        pageSize: 20,
        sort: undefined,
        lang: 'en-US',
      },
    );
  });

  it('passes paging and sort through, not into the filter', async () => {
    const { cards, service } = setup();
    await service.list(acme, { operator: 'CMCC', cursor: 'abc', pageSize: 50, sort: 'desc' }, 'zh-CN');
    expect(cards.page).toHaveBeenCalledWith(
      expect.anything(),
      { operator: 'CMCC' },
      {
        cursor: 'abc',
        pageSize: 50,
        sort: 'desc',
        lang: 'zh-CN',
      },
    );
  });

  it('an enterprise may narrow to its own secondary customer, which must exist', async () => {
    const { cards, service } = setup();
    await service.list(acme, { custId: 'S2002' }, 'en-US');
    expect(cards.page.mock.calls[0]![0]).toEqual({ channelCustId: 'C1001', custId: 'S2002' });
    const e = await rejection(service.list(acme, { custId: 'S2003' }, 'en-US'));
    expect([e.key, e.field]).toEqual(['NOT_FOUND', 'custId']);
    expect(cards.page).toHaveBeenCalledTimes(1);
  });

  it('an enterprise naming another enterprise gets 403 and nothing is read', async () => {
    const { cards, service } = setup();
    expect((await rejection(service.list(acme, { channelCustId: 'C1002' }, 'en-US'))).key).toBe('FORBIDDEN');
    expect((await rejection(service.iccids(acme, { channelCustId: 'C1002' }))).key).toBe('FORBIDDEN');
    expect(cards.page).not.toHaveBeenCalled();
    expect(cards.iccids).not.toHaveBeenCalled();
  });

  it('a secondary customer sees only itself; naming a sibling is 403', async () => {
    const { cards, service } = setup();
    await service.list(east, {}, 'en-US');
    expect(cards.page.mock.calls[0]![0]).toEqual({ channelCustId: 'C1001', custId: 'S2001' });
    expect(cards.secondaryExists).not.toHaveBeenCalled();
    expect((await rejection(service.list(east, { custId: 'S2002' }, 'en-US'))).key).toBe('FORBIDDEN');
  });

  it('platform roles must name the enterprise', async () => {
    const { cards, service } = setup();
    const e = await rejection(service.list(admin, {}, 'en-US'));
    expect([e.key, e.field]).toEqual(['VALIDATION', 'channelCustId']);
    await service.list(admin, { channelCustId: 'C1002' }, 'en-US');
    expect(cards.page.mock.calls[0]![0]).toEqual({ channelCustId: 'C1002', custId: null });
  });

  it('checks the filter before reading', async () => {
    const { cards, service } = setup();
    const e = await rejection(service.iccids(acme, { iccidFrom: '89860000000000000002', iccidTo: '89860000000000000001' }));
    expect(e.key).toBe('CARD_LIST_RANGE_ORDER');
    expect(cards.iccids).not.toHaveBeenCalled();
  });

  it('refuses an acting request naming a label, pool or ICCID the tenant does not hold (404 on the field)', async () => {
    const { cards, service } = setup();
    const e = await rejection(service.actingTenantOf(acme, { labelId: 'L000000000000' }));
    expect([e.key, e.field]).toEqual(['NOT_FOUND', 'labelId']);
    expect(cards.missingFilterTarget).toHaveBeenCalledWith(
      { channelCustId: 'C1001', custId: null },
      { labelId: 'L000000000000' },
    );
    expect(await service.actingTenantOf(east, { state: 64 })).toEqual({ channelCustId: 'C1001', custId: 'S2001' });
  });

  it('iccids wraps the list', async () => {
    const { service } = setup();
    expect(await service.iccids(acme, {})).toEqual({ iccids: ['1'] });
  });
});
