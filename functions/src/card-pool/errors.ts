import type { ErrorDef } from '../shared/http/errors/error-def.ts';

/** Errors of data pools (491xx); merged into the one catalogue. Per-card refusals of a pool change are reasons, not errors. */
export const cardPoolErrors = {
  POOL_AREA_UNKNOWN: {
    status: 422,
    errorCode: 49101,
    zh: '区域“{elementId}”不存在',
    en: 'No such area: "{elementId}"',
  },
  POOL_ALREADY_BLOCKED: {
    status: 409,
    errorCode: 49102,
    zh: '流量池已处于停用状态',
    en: 'The pool is already blocked',
  },
  POOL_NOT_BLOCKED: {
    status: 409,
    errorCode: 49103,
    zh: '流量池未停用，无需解除',
    en: 'The pool is not blocked',
  },
} as const satisfies Record<string, ErrorDef>;
