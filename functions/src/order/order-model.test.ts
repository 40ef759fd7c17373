import { describe, expect, it } from 'vitest';
import { shapeAnswer } from '../shared/http/response-view.ts';
import {
  type OrderRecord,
  canMovePayState,
  canRead,
  cardOrder,
  dayRange,
  familyOf,
  newOrderId,
  orderFieldView,
  orderView,
  ownerOfOrder,
  payStateWord,
} from './order-model.ts';

const at = '2026-11-20T02:00:00.000Z';
const renewal = (custId: string | null, retail?: { retailId: string; retailPrice: number }) =>
  cardOrder({
    orderType: 'renewal',
    orderId: 'C1001-20261120-0a1b2c3d',
    card: { channelCustId: 'C1001', custId, iccid: '89860000000000000001' },
    goodsReleaseId: 'G001',
    itemName: 'Monthly 1 GB individual',
    quantity: 3,
    unitPrice: 1000,
    retail,
    at,
    by: 'acme',
  });

describe('orders', () => {
  it('prices a renewal of a secondary customer’s card at its retail plan, and the enterprise’s own at the basic price only', () => {
    const sold = renewal('S2001', { retailId: 'R001', retailPrice: 1500 });
    expect(sold).toMatchObject({ payState: 1, basicAmount: 3000, retailUnitPrice: 1500, retailAmount: 4500, retailId: 'R001' });
    const own = renewal(null, { retailId: 'R001', retailPrice: 1500 });
    expect(own).toMatchObject({ custId: null, basicAmount: 3000, retailUnitPrice: null, retailAmount: null, retailId: null });
    // A secondary customer's card without a retail plan pays the list price.
    expect(renewal('S2002')).toMatchObject({ retailUnitPrice: 1000, retailAmount: 3000, retailId: null });
  });

  it('withholds the basic price, the margin and the platform’s staff from a secondary customer', async () => {
    const order = { ...renewal('S2001', { retailId: 'R001', retailPrice: 1500 }), payStateBy: 'finance' } as OrderRecord;
    const platformActors = async () => new Set(['finance']);
    const answer = { items: [orderView(order)] };
    const secondary = (await shapeAnswer(answer, 'secondary', orderFieldView, platformActors)) as { items: object[] };
    expect(secondary.items[0]).not.toHaveProperty('basicUnitPrice');
    expect(secondary.items[0]).not.toHaveProperty('basicAmount');
    expect(secondary.items[0]).not.toHaveProperty('margin');
    expect(secondary.items[0]).not.toHaveProperty('payStateBy');
    expect(secondary.items[0]).toMatchObject({ retailUnitPrice: 1500, retailAmount: 4500 });
    const enterprise = (await shapeAnswer(answer, 'enterprise', orderFieldView, platformActors)) as { items: object[] };
    expect(enterprise.items[0]).toMatchObject({ basicAmount: 3000, retailAmount: 4500, margin: 1500 });
    expect(enterprise.items[0]).not.toHaveProperty('payStateBy');
    const platform = (await shapeAnswer(answer, 'platform', orderFieldView, platformActors)) as { items: object[] };
    expect(platform.items[0]).toMatchObject({ payStateBy: 'finance', basicAmount: 3000 });
    expect(orderView(renewal(null))).toMatchObject({ margin: null, basicAmount: 3000 });
  });

  it('lets the platform read every order, an enterprise its own, a secondary customer only its own', () => {
    const order = renewal('S2001');
    expect(canRead({ kind: 'platform' }, order)).toBe(true);
    expect(canRead({ kind: 'enterprise', channelCustId: 'C1001' }, order)).toBe(true);
    expect(canRead({ kind: 'enterprise', channelCustId: 'C1002' }, order)).toBe(false);
    expect(canRead({ kind: 'secondary', channelCustId: 'C1001', custId: 'S2001' }, order)).toBe(true);
    expect(canRead({ kind: 'secondary', channelCustId: 'C1001', custId: 'S2002' }, order)).toBe(false);
    expect(canRead({ kind: 'secondary', channelCustId: 'C1001', custId: 'S2001' }, renewal(null))).toBe(false);
  });

  it('moves pay states only forward: unpaid to paid, closed or failed; paid to confirmed or closed', () => {
    expect(canMovePayState(1, 2)).toBe(true);
    expect(canMovePayState(1, 5)).toBe(true);
    expect(canMovePayState(2, 3)).toBe(true);
    expect(canMovePayState(2, 4)).toBe(true);
    expect(canMovePayState(1, 3)).toBe(false);
    expect(canMovePayState(3, 4)).toBe(false);
    expect(canMovePayState(4, 2)).toBe(false);
    expect(payStateWord(5, 'zh-CN')).toBe('订单失败');
    expect(payStateWord(2, 'en-US')).toBe('paid');
  });

  it('names orders after their enterprise and day, and finds the enterprise again', () => {
    const id = newOrderId('C1001', new Date(at), '0A1B2C3D-4e5f-0000-0000-000000000000');
    expect(id).toBe('C1001-20261120-0a1b2c3d');
    expect(ownerOfOrder(id)).toBe('C1001');
    expect(ownerOfOrder('C1001_202610_MC_E')).toBeNull();
    expect(familyOf('card')).toBe('CARDORDERS');
    expect(familyOf('oneoff')).toBe('ORDERS');
  });

  it('turns Shanghai days into the sort-key range of creation times', () => {
    expect(dayRange()).toBeUndefined();
    expect(dayRange('2026-11-01', '2026-11-30')).toEqual(['2026-10-31T16:00:00.000Z', '2026-11-30T16:00:00.000Z']);
    expect(dayRange(undefined, '2026-11-01')).toEqual(['0000', '2026-11-01T16:00:00.000Z']);
  });
});
