import type { ErrorDef } from '../shared/http/errors/error-def.ts';

/** Errors of dual-SIM pairs (44301..); merged into the one catalogue. */
export const dsimErrors = {
  DSIM_SN_TAKEN: {
    status: 409,
    errorCode: 44301,
    zh: '设备 {sn} 已有双卡配对',
    en: 'Device {sn} already has a dual-SIM pair',
  },
  DSIM_CARD_PAIRED: {
    status: 409,
    errorCode: 44302,
    zh: '卡 {iccid} 已在其他双卡设备中配对',
    en: 'Card {iccid} is already paired in a dual-SIM device',
  },
  DSIM_SAME_ICCID: {
    status: 422,
    errorCode: 44303,
    zh: '双卡配对的两张卡不能相同',
    en: 'The two cards of a dual-SIM pair must be different',
  },
  DSIM_CUST_MISMATCH: {
    status: 422,
    errorCode: 44304,
    zh: '两张卡必须分配给同一个二级客户（或都未分配）',
    en: 'Both cards must be allocated to the same secondary customer (or both unallocated)',
  },
  DSIM_CARD_UNAVAILABLE: {
    status: 422,
    errorCode: 44305,
    zh: '卡 {iccid} 已失效或已销户，不能用于双卡',
    en: 'Card {iccid} is invalid or cancelled and cannot be used in a dual-SIM pair',
  },
  DSIM_CHANGED: {
    status: 409,
    errorCode: 44306,
    zh: '该双卡配对已被修改，请刷新后重试',
    en: 'The dual-SIM pair was changed meanwhile; reload and try again',
  },
  DSIM_CARD_NOT_FOUND: {
    status: 404,
    errorCode: 44307,
    zh: '卡 {iccid} 不存在',
    en: 'Card {iccid} was not found',
  },
} as const satisfies Record<string, ErrorDef>;
