import type { ErrorDef } from '../shared/http/errors/error-def.ts';

/** Errors of card–device separation and its analysis (50501–50529, docs/api.md "Card–device separation"). */
export const separationErrors = {
  SEPARATION_IMEI: {
    status: 422,
    errorCode: 50501,
    zh: 'IMEI 格式错误：须为 15 位数字且校验位正确',
    en: 'IMEI format wrong: it must be 15 digits with a valid check digit',
  },
  SEPARATION_IMEI_REQUIRED: { status: 422, errorCode: 50502, zh: '请输入要绑定的 IMEI', en: 'Enter the IMEI to bind' },
  SEPARATION_TOO_MANY: {
    status: 422,
    errorCode: 50503,
    zh: '每次操作最多 10000 张卡',
    en: 'At most 10000 cards per operation',
  },
  SEPARATION_NO_CARDS: {
    status: 422,
    errorCode: 50504,
    zh: '所选卡均不存在或不属于该企业',
    en: 'None of the cards exists or belongs to the enterprise',
  },
  SEPARATION_GROUP_NOT_FOUND: {
    status: 404,
    errorCode: 50505,
    zh: '机卡分离分析记录不存在',
    en: 'The separation analysis record does not exist',
  },
} as const satisfies Record<string, ErrorDef>;
