import type { ErrorDef } from '../shared/http/errors/error-def.ts';

/**
 * Errors of rate plans (basic and retail) and APNs (see docs/api.md "Rate plans and APNs"); codes
 * 442xx (the labels area holds 440xx-441xx). The zone and communication-service messages use the spec §8 wording, as the catalogue
 * screens of the commserv area do (45001/45002).
 */
export const planErrors = {
  PLAN_TOO_MANY_APNS: {
    status: 422,
    errorCode: 44201,
    zh: '每个套餐最多 {max} 个 APN',
    en: 'A rate plan holds at most {max} APNs',
  },
  PLAN_TOO_MANY_ZONES: {
    status: 422,
    errorCode: 44202,
    zh: '每个 APN 最多 {max} 个区域',
    en: 'An APN holds at most {max} zones',
  },
  PLAN_TOO_MANY_COMMSERVS: {
    status: 422,
    errorCode: 44203,
    zh: '每个区域最多 {max} 个通信服务',
    en: 'A zone holds at most {max} communication services',
  },
  PLAN_COMMSERV_REPEATED: {
    status: 422,
    errorCode: 44204,
    zh: '同一区域套餐下不能重复选择同一通信服务',
    en: 'The same communication service cannot appear twice under one regional package',
  },
  PLAN_TOO_MANY_DOMAINS: {
    status: 422,
    errorCode: 44205,
    zh: '每个通信服务最多 {max} 个域名',
    en: 'A communication service holds at most {max} domain names',
  },
  PLAN_TEST_SILENT_TOO_LONG: {
    status: 422,
    errorCode: 44206,
    zh: '测试期与沉默期之和不能超过 12 个月',
    en: 'The test period plus the silent period cannot exceed 12 months',
  },
  PLAN_TEST_STANDARD_UNICOM: {
    status: 422,
    errorCode: 44207,
    zh: '标准版仅支持联通测试套餐',
    en: 'The standard edition supports only the Unicom test plan',
  },
  PLAN_TEST_STANDARD_QUOTA: {
    status: 422,
    errorCode: 44208,
    zh: '标准版测试套餐流量不能超过 1024 KB',
    en: 'The standard edition test plan is limited to 1024 KB',
  },
  PLAN_TEST_PROFESSIONAL_QUOTA: {
    status: 422,
    errorCode: 44209,
    zh: '专业版测试套餐的免费测试流量为 100 KB',
    en: 'The professional edition test plan has a free test usage of 100 KB',
  },
  PLAN_TEST_PROFESSIONAL_DAYS: {
    status: 422,
    errorCode: 44210,
    zh: '专业版测试流量有效期只能是 30、60、90、180 或 360 天',
    en: 'The professional edition test usage is valid for 30, 60, 90, 180 or 360 days',
  },
  PLAN_TARIFF_MISMATCH: {
    status: 422,
    errorCode: 44211,
    zh: '资费类型与套餐类型不匹配',
    en: 'The tariff type does not fit the plan type',
  },
  PLAN_APN_REPEATED: {
    status: 422,
    errorCode: 44212,
    zh: '同一套餐中不能重复选择同一 APN',
    en: 'An APN can appear only once in a rate plan',
  },
  PLAN_ZONE_REPEATED: {
    status: 422,
    errorCode: 44213,
    zh: '同一 APN 下不能重复选择同一区域',
    en: 'A zone can appear only once under an APN',
  },
  PLAN_ZONE_BLOCKED: { status: 422, errorCode: 44214, zh: '区域状态为停用。', en: 'Zone status is blocked.' },
  PLAN_COMMSERV_NOT_FOUND: { status: 422, errorCode: 44215, zh: '没有该通信服务。', en: 'No such communication service.' },
  PLAN_ZONE_NOT_FOUND: { status: 422, errorCode: 44216, zh: '区域不存在', en: 'No such zone' },
  PLAN_APN_NOT_FOUND: { status: 422, errorCode: 44217, zh: 'APN 不存在', en: 'No such APN' },
  PLAN_NOT_FOUND: { status: 404, errorCode: 44218, zh: '套餐不存在', en: 'No such rate plan' },
  PLAN_NOT_DRAFT: {
    status: 409,
    errorCode: 44219,
    zh: '套餐已发布，不能再修改',
    en: 'The rate plan is already published and can no longer be edited',
  },
  PLAN_IN_USE: {
    status: 409,
    errorCode: 44220,
    zh: '套餐已发布，可能正被卡使用，不能删除；请改为停用',
    en: 'The rate plan has been published and may be in use by cards: it cannot be deleted. Switch it off instead.',
  },
  PLAN_CODE_TAKEN: { status: 409, errorCode: 44221, zh: '套餐编码已存在', en: 'A rate plan with this code already exists' },
  PLAN_NOT_PUBLISHED: { status: 409, errorCode: 44222, zh: '套餐尚未发布', en: 'The rate plan is not published yet' },
  PLAN_OUT_OF_PLAN_PRICE: {
    status: 422,
    errorCode: 44223,
    zh: '超套餐处理方式为透支时，须填写超套餐档位和单价',
    en: 'An overdraw plan needs an out-of-plan grade and price',
  },
  PLAN_CUSTOMER_UNKNOWN: { status: 422, errorCode: 44224, zh: '企业客户 {id} 不存在', en: 'No enterprise customer {id}' },
  PLAN_PUBLISH_TARGETS: {
    status: 422,
    errorCode: 44225,
    zh: '指定客户发布时至少选择一个企业客户',
    en: 'Choose at least one enterprise to publish to',
  },
  RETAIL_PRICE_TOO_LOW: {
    status: 422,
    errorCode: 44230,
    zh: '零售套餐价格应高于基础套餐价格。',
    en: 'Retail rate plan should be more expensive than basic rate plan.',
  },
  RETAIL_NAME_REPEATED: { status: 409, errorCode: 44231, zh: '名称重复，是否继续？', en: 'name repeated, continue?' },
  RETAIL_NOT_FOUND: { status: 404, errorCode: 44232, zh: '零售套餐不存在', en: 'No such retail rate plan' },
  RETAIL_BASIC_UNAVAILABLE: {
    status: 422,
    errorCode: 44233,
    zh: '该基础套餐未发布给本企业或已停用',
    en: 'The basic rate plan is not published to this enterprise or is switched off',
  },
  RETAIL_CUSTOMER_UNKNOWN: {
    status: 422,
    errorCode: 44234,
    zh: '二级客户 {id} 不属于本企业',
    en: 'Secondary customer {id} does not belong to this enterprise',
  },
  RETAIL_PROPORTION: {
    status: 422,
    errorCode: 44235,
    zh: '分润比例须为 0 到 100 之间的数字',
    en: 'The profit-sharing proportion is a number from 0 to 100',
  },
  RETAIL_SWITCHED_ON: {
    status: 409,
    errorCode: 44236,
    zh: '请先停用零售套餐再删除',
    en: 'Switch the retail rate plan off before deleting it',
  },
  RETAIL_CHANGED: {
    status: 409,
    errorCode: 44237,
    zh: '零售套餐已被他人修改，请刷新后重试',
    en: 'Someone else changed the retail rate plan meanwhile: reload and try again',
  },
  APN_IP_FORMAT: { status: 422, errorCode: 44240, zh: 'IP 格式错误', en: 'IP format wrong' },
  APN_IP_ORDER: { status: 422, errorCode: 44241, zh: '结束 IP 必须大于起始 IP', en: 'The end IP must come after the start IP' },
  APN_NOT_FOUND: { status: 404, errorCode: 44242, zh: 'APN 不存在', en: 'No such APN' },
  APN_NAME_TAKEN: { status: 409, errorCode: 44243, zh: 'APN 名称已存在', en: 'An APN with this name already exists' },
} as const satisfies Record<string, ErrorDef>;
