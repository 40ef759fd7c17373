import type { GoodsInput } from './operator-goods.service.ts';

/**
 * An operator data pack that passes every rule (China Telecom, 2 GB for one month, ¥15), with
 * `fields` set over it: the tests' and the bench's body of `/cmp/base/goods/operator/add`.
 */
export const goodsInput = (fields: Pick<GoodsInput, 'code' | 'name'> & Partial<GoodsInput>): GoodsInput => ({
  kind: 'data',
  operator: 'CTCC',
  volume: 2,
  unit: 'GB',
  validityMonths: 1,
  priceFen: 1500,
  ...fields,
});
