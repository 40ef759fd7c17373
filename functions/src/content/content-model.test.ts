import { describe, expect, it } from 'vitest';
import {
  type ContentProduct,
  VIN_PATTERN,
  billIdOf,
  billOfId,
  mergeCatalogue,
  orderIdOf,
  orderPrefixOf,
  rightsEnd,
  scheduledRunIdOf,
} from './content-model.ts';
import type { ProviderProduct } from './provider/provider-adapter.ts';

const incoming = (code: string, monthlyPrice = 1000, over: Partial<ProviderProduct> = {}): ProviderProduct => ({
  code,
  name: `名${code}`,
  englishName: `Name ${code}`,
  category: 'media',
  monthlyPrice,
  periods: [1, 12],
  description: '说明',
  englishDescription: 'About',
  ...over,
});

const stored = (code: string, over: Partial<ContentProduct> = {}): ContentProduct => ({
  productId: `CP9-${code}`,
  providerId: 'CP9',
  code,
  name: `名${code}`,
  englishName: `Name ${code}`,
  category: 'media',
  monthlyPrice: 1000,
  periods: [1, 12],
  description: '说明',
  englishDescription: 'About',
  state: 'onSale',
  version: 1,
  firstSyncedAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  updatedBy: 'S2026110108',
  ...over,
});

const AT = '2026-11-27T05:20:00.000Z';

describe('catalogue merge rules', () => {
  it('adds a new product on sale at version 1', () => {
    const m = mergeCatalogue('CP9', [], [incoming('A')], AT, 'R1');
    expect(m.added).toEqual([
      expect.objectContaining({ productId: 'CP9-A', state: 'onSale', version: 1, firstSyncedAt: AT, updatedBy: 'R1' }),
    ]);
    expect([m.updated.length, m.withdrawn.length, m.unchanged]).toEqual([0, 0, 0]);
  });

  it('updates a changed product (price, periods) and counts its version up, keeping when it was first synced', () => {
    const m = mergeCatalogue(
      'CP9',
      [stored('A'), stored('B')],
      [incoming('A', 1500), incoming('B', 1000, { periods: [12] })],
      AT,
      'R2',
    );
    expect(m.updated.map((u) => [u.after.productId, u.after.monthlyPrice, u.after.periods, u.after.version])).toEqual([
      ['CP9-A', 1500, [1, 12], 2],
      ['CP9-B', 1000, [12], 2],
    ]);
    expect(m.updated[0]!.after.firstSyncedAt).toBe('2026-11-01T00:00:00.000Z');
    expect(m.updated[0]!.before.version).toBe(1);
  });

  it('withdraws a product the provider no longer lists, and lists a withdrawn one again when it returns', () => {
    const m = mergeCatalogue('CP9', [stored('A'), stored('B', { state: 'withdrawn', version: 3 })], [incoming('B')], AT, 'R3');
    expect(m.withdrawn.map((w) => [w.after.productId, w.after.state, w.after.version])).toEqual([['CP9-A', 'withdrawn', 2]]);
    expect(m.updated.map((u) => [u.after.productId, u.after.state, u.after.version])).toEqual([['CP9-B', 'onSale', 4]]);
  });

  it('writes nothing for a catalogue that did not change (a second sync has no effect)', () => {
    const m = mergeCatalogue('CP9', [stored('A'), stored('B', { state: 'withdrawn' })], [incoming('A')], AT, 'R4');
    expect(m).toEqual({ added: [], updated: [], withdrawn: [], unchanged: 2 });
  });

  it("leaves other providers' products alone and counts a product listed twice once", () => {
    const other = stored('A', { productId: 'SP1-A', providerId: 'SP1' });
    const m = mergeCatalogue('CP9', [other], [incoming('A'), incoming('A', 9900)], AT, 'R5');
    expect(m.added.map((p) => [p.productId, p.monthlyPrice])).toEqual([['CP9-A', 1000]]);
    expect(m.withdrawn).toEqual([]);
  });
});

describe('content ids and rules', () => {
  it('orders ids by Shanghai time with the month as a prefix; bill ids carry enterprise and month', () => {
    const id = orderIdOf(new Date('2026-11-30T17:00:00.000Z'), 'abcdef12-0000');
    expect(id).toBe('CO20261201010000000ABCDEF');
    expect(id.startsWith(orderPrefixOf('2026-12'))).toBe(true);
    expect(billIdOf('C1001', '2026-12')).toBe('CBC1001-202612');
    expect(billOfId('CBC1001-202612')).toEqual({ channelCustId: 'C1001', month: '2026-12' });
    expect(billOfId('nope')).toBeNull();
    expect(scheduledRunIdOf(new Date('2026-11-27T05:20:00Z'))).toBe('S2026112713');
  });

  it('ends rights on the same day months later, clamped to the month end', () => {
    expect(rightsEnd(new Date('2026-01-31T02:00:00.000Z'), 1).toISOString()).toBe('2026-02-28T02:00:00.000Z');
    expect(rightsEnd(new Date('2026-11-27T02:00:00.000Z'), 12).toISOString()).toBe('2027-11-27T02:00:00.000Z');
  });

  it('accepts 17-character VINs without I, O and Q', () => {
    expect(VIN_PATTERN.test('LSVAU2180N2183294')).toBe(true);
    expect(VIN_PATTERN.test('LSVAU2180N218329O')).toBe(false);
    expect(VIN_PATTERN.test('LSVAU2180N218329')).toBe(false);
  });
});
