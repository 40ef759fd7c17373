import type { BasicPlanInput, RetailPlanInput } from './plan-model.ts';

/**
 * A basic plan that passes every rule (a monthly CMCC plan: ¥20 for 1 GB, three test months, six
 * silent months, renewed automatically), with `fields` set over it: the tests' and the bench's
 * builder of the body `/cmp/base/goods/basic/save` takes.
 */
export const basicPlanInput = (
  fields: Pick<BasicPlanInput, 'code' | 'name' | 'apnConfigs'> & Partial<BasicPlanInput>,
): BasicPlanInput => ({
  goodsType: 2,
  tariffType: 0,
  operator: 'CMCC',
  releasePrice: 2000,
  normPrice: 2500,
  modeType: '01',
  releaseCycle: 1,
  durationMonths: 1,
  quotaBytes: 1024 ** 3,
  useUpAction: 'blockUntilCycleEnd',
  terminateByUsage: false,
  testPrice: 0,
  testPeriodMonths: 3,
  silentPeriodMonths: 6,
  renewalMode: 'auto',
  taxRate: 6,
  currency: 'CNY',
  ...fields,
});

/**
 * A retail plan of a basic plan that passes every rule (¥26, 40 % of the profit shared, offered to
 * Acme East), with `fields` set over it: the body `/cmp/base/goods/retail/save` takes.
 */
export const retailPlanInput = (
  fields: Pick<RetailPlanInput, 'retailName' | 'goodsReleaseId'> & Partial<RetailPlanInput>,
): RetailPlanInput => ({
  retailPrice: 2600,
  dividend: 'profit',
  proportion: 40,
  taxRate: 6,
  custIds: ['S2001'],
  ...fields,
});
