import type { ErrorDef } from '../../shared/http/errors/error-def.ts';

/** Errors of region limits (50561–50599); merged into the one catalogue. */
export const regionErrors = {
  REGION_TARGET_REQUIRED: {
    status: 422,
    errorCode: 50561,
    zh: '请选择限制对象（卡、标签或套餐）',
    en: 'Choose what the limit applies to: a card, a label or a plan',
  },
  REGION_TARGET_NOT_FOUND: {
    status: 422,
    errorCode: 50562,
    zh: '该卡、标签或套餐在本企业中不存在',
    en: 'This card, label or plan does not exist in this enterprise',
  },
  REGION_TARGET_TAKEN: {
    status: 409,
    errorCode: 50563,
    zh: '“{name}”已有区域限制，请编辑该限制',
    en: '"{name}" already has a region limit; edit that one instead',
  },
  REGION_NONE: {
    status: 422,
    errorCode: 50564,
    zh: '请至少选择一个允许的省份',
    en: 'Choose at least one allowed province',
  },
  REGION_PROVINCE_UNKNOWN: {
    status: 422,
    errorCode: 50565,
    zh: '未知的省份代码 {code}',
    en: 'Unknown province code {code}',
  },
  REGION_CITY_UNKNOWN: {
    status: 422,
    errorCode: 50566,
    zh: '城市代码 {code} 不是{province}的城市',
    en: 'City code {code} is not a city of {province}',
  },
  REGION_DUPLICATE: {
    status: 422,
    errorCode: 50567,
    zh: '{name}被选择了两次',
    en: '{name} is chosen twice',
  },
  REGION_LIMIT_NOT_FOUND: {
    status: 404,
    errorCode: 50568,
    zh: '区域限制不存在',
    en: 'The region limit does not exist',
  },
  REGION_LIMIT_CHANGED: {
    status: 409,
    errorCode: 50569,
    zh: '该区域限制刚被他人修改，请刷新后重试',
    en: 'This region limit was just changed by someone else; reload it and try again',
  },
} satisfies Record<string, ErrorDef>;
