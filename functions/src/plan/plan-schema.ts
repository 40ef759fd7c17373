import { pageFields } from '../shared/data/page-cursor.ts';
/** Input schemas of the plan group (docs/api.md "Rate plans and APNs"). */
import { arrayOf, bool, int, obj, oneOf, optional, str } from '../shared/http/schema.ts';
import {
  basicStatuses,
  currencies,
  dividendMethods,
  goodsTypes,
  modeTypes,
  operators,
  releaseCycles,
  renewalModes,
  tariffTypes,
  useUpActions,
} from './plan-model.ts';

const id = str({ max: 40, pattern: /^[A-Za-z0-9_-]+$/ });
const fen = int({ min: 0, max: 100_000_000_00 });

/**
 * Structure bounds here are generous on purpose: the spec's limits (4 APNs, 10 zones, 40 services)
 * are checked by plan-rules.ts so the answer carries the spec's own message.
 */
const apnConfigs = arrayOf(
  obj({
    apnId: id,
    zones: arrayOf(obj({ elementId: id, commservIds: arrayOf(id, { min: 1, max: 100 }) }), { min: 1, max: 50 }),
  }),
  { max: 20 },
);

export const basicPlanFields = {
  code: str({ min: 1, max: 32, pattern: /^[A-Za-z0-9_-]+$/ }),
  name: str({ min: 1, max: 60 }),
  goodsType: oneOf(goodsTypes),
  tariffType: oneOf(tariffTypes),
  operator: oneOf(operators),
  releasePrice: fen,
  normPrice: fen,
  modeType: oneOf(modeTypes),
  releaseCycle: oneOf(releaseCycles),
  durationMonths: int({ min: 1, max: 120 }),
  apnConfigs,
  quotaBytes: int({ min: 0, max: 1024 ** 5 }),
  useUpAction: oneOf(useUpActions),
  terminateByUsage: bool(),
  testPrice: fen,
  testPeriodMonths: int({ min: 0, max: 12 }),
  silentPeriodMonths: int({ min: 0, max: 12 }),
  testValidDays: optional(int({ min: 1, max: 366 })),
  outOfPlanGrade: optional(int({ min: 1, max: 10 })),
  outOfPlanPrice: optional(fen),
  renewalMode: oneOf(renewalModes),
  taxRate: int({ min: 0, max: 100 }),
  currency: oneOf(currencies),
  remark: optional(str({ max: 500 })),
};

export const basicListFields = {
  status: optional(oneOf(basicStatuses)),
  goodsType: optional(oneOf(goodsTypes)),
  tariffType: optional(oneOf(tariffTypes)),
  name: optional(str({ max: 60 })),
  code: optional(str({ max: 32 })),
  ...pageFields,
};

export const goodsReleaseIdField = { goodsReleaseId: id };

export const publishFields = {
  goodsReleaseId: id,
  publishScope: oneOf(['all', 'selected'] as const),
  publishTo: optional(arrayOf(id, { max: 500 })),
};

export const switchFields = { on: bool() };

const tenantFields = { channelCustId: optional(str({ max: 40 })), custId: optional(str({ max: 40 })) };

export const retailPlanFields = {
  retailName: str({ min: 1, max: 40 }),
  goodsReleaseId: id,
  retailPrice: fen,
  dividend: oneOf(dividendMethods),
  // The 0-100 range is a rule (RETAIL_PROPORTION) so the answer carries the spec's message.
  proportion: int({ min: -1000, max: 1000 }),
  taxRate: int({ min: 0, max: 100 }),
  remark: optional(str({ max: 500 })),
  custIds: arrayOf(id, { max: 200 }),
  confirmDuplicate: optional(bool()),
  channelCustId: optional(str({ max: 40 })),
};

export const retailListFields = {
  ...tenantFields,
  retailName: optional(str({ max: 40 })),
  status: optional(oneOf(['on', 'off'] as const)),
  ...pageFields,
};

export const retailIdFields = { retailId: id, ...tenantFields };
