import { describe, expect, it } from 'vitest';
import { billingRoutes } from '../areas/billing/routes';
import { audienceOf, canAccess } from './access';
import type { AppRoute } from './types';

describe('canAccess', () => {
  it('opens routes without a permission code to everyone signed in', () => {
    expect(canAccess({}, [])).toBe(true);
  });
  it('needs the exact code among the user permissions', () => {
    expect(canAccess({ permission: '1000000' }, ['1000000', '2000000'])).toBe(true);
    expect(canAccess({ permission: '1000000' }, ['2000000'])).toBe(false);
    expect(canAccess({ permission: '1000000' }, [])).toBe(false);
  });
  it('does not match prefixes or neighbours', () => {
    expect(canAccess({ permission: '1000000' }, ['10000000', '100000'])).toBe(false);
  });
  it('opens a one-sided route to its audience only, and never when the side is unknown', () => {
    const platformOnly = { permission: '4000000', audience: 'platform' } as const;
    expect(canAccess(platformOnly, ['4000000'], 'platform')).toBe(true);
    expect(canAccess(platformOnly, ['4000000'], 'enterprise')).toBe(false);
    expect(canAccess(platformOnly, ['4000000'])).toBe(false);
    expect(canAccess(platformOnly, [], 'platform')).toBe(false);
    expect(canAccess({ permission: '4000000' }, ['4000000'], 'enterprise')).toBe(true);
  });
});

describe('audienceOf', () => {
  it('is platform for an account without an enterprise, secondary with a customer, else enterprise', () => {
    expect(audienceOf({ channelCustId: null })).toBe('platform');
    expect(audienceOf({ channelCustId: 'C1001' })).toBe('enterprise');
    expect(audienceOf({ channelCustId: 'C1001', custId: null })).toBe('enterprise');
    expect(audienceOf({ channelCustId: 'C1001', custId: 'S2001' })).toBe('secondary');
  });
  it('opens a route for several sides to each of them and to no other', () => {
    const twoSides = { permission: '2000000', audience: ['platform', 'enterprise'] as const };
    expect(canAccess(twoSides, ['2000000'], 'platform')).toBe(true);
    expect(canAccess(twoSides, ['2000000'], 'enterprise')).toBe(true);
    expect(canAccess(twoSides, ['2000000'], 'secondary')).toBe(false);
    expect(canAccess(twoSides, ['2000000'])).toBe(false);
  });
});

describe('billing route guards (issue #10)', () => {
  const route = (id: string) => billingRoutes.children!.find((r) => r.id === id) as AppRoute;
  const billing = ['4000000', '7000000'];
  it('editing a retail plan is the enterprise’s action: a platform role gets the 403 page', () => {
    expect(canAccess(route('billing.package.editretail'), billing, 'platform')).toBe(false);
    expect(canAccess(route('billing.package.editretail'), billing, 'enterprise')).toBe(true);
  });
  it('retail plans are created by the enterprise only, and their log is not for a secondary customer', () => {
    expect(canAccess(route('billing.package.addretail'), billing, 'enterprise')).toBe(true);
    expect(canAccess(route('billing.package.addretail'), billing, 'platform')).toBe(false);
    expect(canAccess(route('billing.package.addretail'), billing, 'secondary')).toBe(false);
    expect(canAccess(route('billing.package.retailrecord'), billing, 'secondary')).toBe(false);
    expect(canAccess(route('billing.package.basicdetail'), billing, 'secondary')).toBe(false);
  });
  it('adding a basic plan is the platform’s: an enterprise role gets the 403 page', () => {
    expect(canAccess(route('billing.package.addbasic'), billing, 'enterprise')).toBe(false);
    expect(canAccess(route('billing.package.addbasic'), billing, 'platform')).toBe(true);
  });
  it('detail pages stay open to both sides', () => {
    for (const id of ['billing.package.retaildetail', 'billing.package.basicdetail']) {
      expect(canAccess(route(id), billing, 'platform')).toBe(true);
      expect(canAccess(route(id), billing, 'enterprise')).toBe(true);
    }
  });
});
