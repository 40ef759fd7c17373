import { describe, expect, it } from 'vitest';
import { basicPlanView, retailPlanView } from '../../plan/plan-model.ts';
import { PLATFORM_ACTOR, audienceOf, fieldsFor, mergeViews, platformOnly, shapeAnswer } from './response-view.ts';

const platformNames = new Set(['admin', 'operator']);
const lookups: string[][] = [];
const platformActors = async (names: string[]) => {
  lookups.push(names);
  return new Set(names.filter((n) => platformNames.has(n)));
};

describe('response shaping', () => {
  const plan = {
    goodsReleaseId: 'G1',
    publishScope: 'selected',
    publishTo: ['C1001', 'C1002'],
    createdBy: 'admin',
    apnConfigs: [{ apnId: 'A1', zones: [] }],
  };

  it('maps role types to audiences', () => {
    expect([1000, 2000, 3000, 4000, 5000].map((roleType) => audienceOf({ roleType: roleType as 1000 }))).toEqual([
      'platform',
      'platform',
      'enterprise',
      'enterprise',
      'secondary',
    ]);
  });

  it('withholds platform-only fields from channel roles at every depth, list rows included', async () => {
    const page = { items: [plan, { ...plan, goodsReleaseId: 'G2', nested: { publishTo: ['C1003'] } }], cursor: null };
    const shaped = (await shapeAnswer(page, 'enterprise', basicPlanView, platformActors)) as typeof page;
    expect(JSON.stringify(shaped)).not.toMatch(/publishTo|publishScope|C1002|C1003/);
    expect(shaped.items[1]).toMatchObject({ goodsReleaseId: 'G2', nested: {} });
    expect(page.items[0]!.publishTo).toEqual(['C1001', 'C1002']);
  });

  it('leaves the platform the whole answer, actor names included, without a lookup', async () => {
    lookups.length = 0;
    expect(await shapeAnswer(plan, 'platform', basicPlanView, platformActors)).toEqual(plan);
    expect(lookups).toEqual([]);
  });

  it('shows platform staff in actor fields as the platform, own accounts and the system by name', async () => {
    lookups.length = 0;
    const log = {
      items: [
        { by: 'operator', at: 't1' },
        { by: 'acme', at: 't2' },
        { by: 'system', at: 't3' },
        { updatedBy: 'admin', createdBy: 'acme-staff' },
      ],
    };
    expect(await shapeAnswer(log, 'secondary', undefined, platformActors)).toEqual({
      items: [
        { by: PLATFORM_ACTOR, at: 't1' },
        { by: 'acme', at: 't2' },
        { by: 'system', at: 't3' },
        { updatedBy: PLATFORM_ACTOR, createdBy: 'acme-staff' },
      ],
    });
    // One lookup per answer, each name once.
    expect(lookups).toEqual([['operator', 'acme', 'system', 'admin', 'acme-staff']]);
  });

  it('lets a field be seen by several audiences, and merged views keep only the audiences all allow', async () => {
    const retail = { retailId: 'R1', retailPrice: 2600, basicPrice: 2000, proportion: 10, custIds: ['S2001'], basic: plan };
    const forSecondary = (await shapeAnswer(retail, 'secondary', retailPlanView, platformActors)) as Record<string, unknown>;
    expect(Object.keys(forSecondary)).toEqual(['retailId', 'retailPrice', 'basic']);
    expect(forSecondary.basic).toEqual({ goodsReleaseId: 'G1', createdBy: PLATFORM_ACTOR, apnConfigs: plan.apnConfigs });
    const forEnterprise = (await shapeAnswer(retail, 'enterprise', retailPlanView, platformActors)) as Record<string, unknown>;
    expect(forEnterprise).toMatchObject({ basicPrice: 2000, proportion: 10, custIds: ['S2001'] });
    expect(forEnterprise.basic).not.toHaveProperty('publishTo');
    const merged = mergeViews(platformOnly('x'), fieldsFor({ x: ['platform', 'enterprise'], y: ['enterprise'] }));
    expect(merged.fields).toEqual({ x: ['platform'], y: ['enterprise'] });
  });

  it('passes scalars, null and non-plain objects through', async () => {
    expect(await shapeAnswer(null, 'enterprise', basicPlanView, platformActors)).toBeNull();
    expect(await shapeAnswer('text', 'enterprise', basicPlanView, platformActors)).toBe('text');
  });
});
