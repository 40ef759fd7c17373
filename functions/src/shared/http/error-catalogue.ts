import type { ErrorDef } from './errors/error-def.ts';
import { idempotencyErrors } from './errors/idempotency.ts';

/**
 * The errors every part may answer with (request, sign-in, permission, validation, idempotency and
 * a few shared card rules): HTTP status (spec §8), business errorCode and the message in both
 * languages. Each API group declares its own errors in its folder (`<group>/errors.ts`);
 * platform/error-catalogue.ts gathers them into the one catalogue and registers them here, so the
 * envelope (envelope.ts) maps any key without shared code importing a group.
 */
export const baseErrors = {
  BAD_REQUEST: { status: 400, errorCode: 10001, zh: '请求参数错误', en: 'Bad request' },
  VALIDATION: { status: 422, errorCode: 10002, zh: '{field}：{reason}', en: '{field}: {reason}' },
  CAPTCHA_WRONG: { status: 400, errorCode: 10003, zh: '验证码错误或已过期', en: 'The verification code is wrong or has expired' },
  LOGIN_FAILED: { status: 401, errorCode: 10004, zh: '账号或密码错误', en: 'Wrong login name or password' },
  ACCOUNT_FROZEN: {
    status: 403,
    errorCode: 10005,
    zh: '账号已冻结，请联系管理员',
    en: 'This account is frozen. Contact your administrator.',
  },
  ACCOUNT_PENDING: {
    status: 403,
    errorCode: 10012,
    zh: '注册申请正在审核中，审核通过后即可登录',
    en: 'Your registration is awaiting review. You can sign in once it is approved.',
  },
  CANNOT_FREEZE_SELF: { status: 422, errorCode: 10101, zh: '不能冻结自己的账号', en: 'You cannot freeze your own account' },
  ROLE_IN_USE: {
    status: 409,
    errorCode: 10102,
    zh: '该角色仍有 {count} 个账号在使用，不能删除',
    en: 'This role is still used by {count} account(s) and cannot be deleted',
  },
  ACCOUNT_STATUS: {
    status: 422,
    errorCode: 10103,
    zh: '账号当前状态不允许此操作',
    en: 'The account is not in a state that allows this action',
  },
  FORBIDDEN: { status: 403, errorCode: 10006, zh: '无权限执行此操作', en: 'You do not have permission for this action' },
  NOT_FOUND: { status: 404, errorCode: 10007, zh: '记录不存在', en: 'The record does not exist' },
  CONFLICT: { status: 409, errorCode: 10008, zh: '记录已存在', en: 'The record already exists' },
  TOO_MANY_ATTEMPTS: {
    status: 429,
    errorCode: 10009,
    zh: '登录失败次数过多，请 {minutes} 分钟后再试',
    en: 'Too many failed sign-ins. Try again in {minutes} minutes.',
  },
  ROUTE_NOT_FOUND: { status: 404, errorCode: 10010, zh: '接口不存在', en: 'No such API' },
  WRONG_OLD_PASSWORD: { status: 422, errorCode: 10011, zh: '原密码错误', en: 'The current password is wrong' },
  LOGIN_EXPIRED: {
    status: 401,
    errorCode: 20003,
    zh: '登录已过期，请重新登录',
    en: 'Your login has expired. Please sign in again.',
  },
  LOGO_MISSING: { status: 422, errorCode: 30001, zh: '请上传文件', en: 'please upload a file' },
  LOGO_TOO_LARGE: { status: 422, errorCode: 30002, zh: 'Logo 文件需小于 1500 KB', en: 'Logo file needs to be under 1500 KB' },
  LOGO_FORMAT: { status: 422, errorCode: 30003, zh: 'Logo 只支持 jpg 或 png 格式', en: 'The logo must be a jpg or png file' },
  BATCH_TOO_MANY: {
    status: 422,
    errorCode: 40001,
    zh: '数量超过10000，请重新筛选',
    en: 'The quantity is more than 10000, please swipe and select again',
  },
  BATCH_MIXED: {
    status: 422,
    errorCode: 40002,
    zh: '同一批次的卡必须属于同一运营商、同一初始状态和目标状态',
    en: 'All cards of one batch must share one operator, one initial state and one target state',
  },
  STATE_TRANSITION: {
    status: 422,
    errorCode: 40003,
    zh: '不能从“{from}”变更为“{to}”',
    en: 'A card cannot change from "{from}" to "{to}"',
  },
  CARD_UNAVAILABLE: { status: 422, errorCode: 40004, zh: '卡不存在或不可用', en: 'The card does not exist or is not available' },
  END_DATE_PAST: { status: 422, errorCode: 50001, zh: '结束时间必须晚于当前时间', en: 'The end date must be in the future' },
  SERVER_ERROR: { status: 500, errorCode: 10500, zh: '服务器错误，请稍后再试', en: 'Server error, please try again later' },
  ...idempotencyErrors, // 10014..10016 the Idempotency-Key header
} as const satisfies Record<string, ErrorDef>;

/**
 * Every error key: the base ones, merged with each group's by declaration merging in
 * platform/error-catalogue.ts (`declare module`), so `new AppError('POOL_…')` is type-checked.
 */
export interface ErrorKeys extends Record<keyof typeof baseErrors, true> {}
export type ErrorKey = keyof ErrorKeys;

// Pure: a bundle that only reads enums beside AppError (the portal, through the contract) drops the catalogue.
const registry = /* @__PURE__ */ new Map<string, ErrorDef>(Object.entries(baseErrors));
/** The key of each business code, kept beside the registry. */
const codes = /* @__PURE__ */ new Map<number, string>(Object.entries(baseErrors).map(([key, def]) => [def.errorCode, key]));

/** Adds a group's errors (platform/error-catalogue.ts); a key or business code used twice is a mistake. */
export function registerErrors(defs: Record<string, ErrorDef>): void {
  for (const [key, def] of Object.entries(defs)) {
    const existing = registry.get(key);
    if (existing === def) continue;
    if (existing) throw new Error(`Error key ${key} is declared twice`);
    const sameCode = codes.get(def.errorCode);
    if (sameCode) throw new Error(`Error code ${def.errorCode} is used by ${sameCode} and ${key}`);
    registry.set(key, def);
    codes.set(def.errorCode, key);
  }
}

/**
 * What a business code means, in a language, for records that keep only the code (the API log):
 * undefined for an unknown code or a message that needs the values of the call it answered.
 */
export function errorMessageOfCode(code: number, lang: 'zh-CN' | 'en-US'): string | undefined {
  const key = codes.get(code);
  const def = key === undefined ? undefined : registry.get(key);
  if (!def) return undefined;
  const text = lang === 'zh-CN' ? def.zh : def.en;
  return text.includes('{') ? undefined : text;
}

/** The definition of a key; an unregistered key is a server error (it should never reach a caller). */
export const errorDefOf = (key: ErrorKey): ErrorDef => registry.get(key) ?? baseErrors.SERVER_ERROR;

/** A domain error: a catalogue key plus the values its message needs. */
export class AppError extends Error {
  constructor(
    readonly key: ErrorKey,
    readonly params: Record<string, string | number> = {},
    readonly field?: string,
  ) {
    super(key);
    this.name = 'AppError';
  }
}
