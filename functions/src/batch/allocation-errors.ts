import type { ErrorDef } from '../shared/http/errors/error-def.ts';

/** Errors of card allocation to secondary customers and of data recovery (47001..); merged into the one catalogue. */
export const cardAllocationErrors = {
  ALLOCATION_TOO_MANY: {
    status: 422,
    errorCode: 47001,
    zh: '分配的卡数量过多（最多 10000 张），请使用搜索条件筛选',
    en: 'Too many cards for allocation (at most 10000): please narrow them with a search filter',
  },
  ALLOCATION_TARGET_UNKNOWN: {
    status: 404,
    errorCode: 47002,
    zh: '二级客户不存在或不属于该企业',
    en: 'The secondary customer does not exist or does not belong to this enterprise',
  },
  RECOVERY_TOO_MANY: {
    status: 422,
    errorCode: 47010,
    zh: '数据恢复每次最多 1000 张卡，且只能恢复未分配的卡',
    en: 'Data recovery: only unallocated cards, at most 1000 per operation',
  },
  RECOVERY_ALLOCATED: {
    status: 422,
    errorCode: 47011,
    zh: '只能恢复未分配的卡：{iccid} 已分配给二级客户',
    en: 'Only unallocated cards can be recovered: {iccid} is allocated to a secondary customer',
  },
  RECOVERY_NOT_FOUND: {
    status: 422,
    errorCode: 47012,
    zh: '卡不存在或不属于当前客户：{iccid}',
    en: 'Card not found or not yours: {iccid}',
  },
  RECOVERY_STATE: {
    status: 422,
    errorCode: 47013,
    zh: '处于“{state}”状态的卡不能恢复：{iccid}',
    en: 'A card in the state "{state}" cannot be recovered: {iccid}',
  },
} as const satisfies Record<string, ErrorDef>;
