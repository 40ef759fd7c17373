import type { ErrorDef } from '../shared/http/errors/error-def.ts';

/** Errors of the eUICC list and profile operations (43101..); merged into the one catalogue. */
export const euiccErrors = {
  EUICC_NOT_EUICC: {
    status: 404,
    errorCode: 43101,
    zh: '该卡不是 eUICC 卡（无 eID）',
    en: 'This card is not an eUICC card (it has no eID)',
  },
  EUICC_PROFILE_NOT_FOUND: {
    status: 404,
    errorCode: 43102,
    zh: '该卡没有 ICCID 为 {profileIccid} 的配置文件',
    en: 'The card has no profile with the ICCID {profileIccid}',
  },
  EUICC_PROFILE_BUSY: {
    status: 409,
    errorCode: 43103,
    zh: '配置文件 {profileIccid} 正在处理中，请稍后再试',
    en: 'Profile {profileIccid} has an operation in progress; try again later',
  },
  EUICC_TRANSITION: {
    status: 409,
    errorCode: 43104,
    zh: '状态为“{state}”的配置文件不能{action}',
    en: 'A profile that is {state} cannot be {action}',
  },
} as const satisfies Record<string, ErrorDef>;
