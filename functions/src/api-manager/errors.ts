import type { ErrorDef } from '../shared/http/errors/error-def.ts';

/** Errors of the api-manager area (see docs/api.md); merged into the one catalogue. */
export const apiManagerErrors = {
  API_IP_FORMAT: {
    status: 422,
    errorCode: 60001,
    zh: '请输入 IPv4 地址或 IPv4 网段（如 203.0.113.0/24）',
    en: 'Enter an IPv4 address or an IPv4 CIDR block (such as 203.0.113.0/24)',
  },
  API_IP_DUPLICATE: { status: 409, errorCode: 60002, zh: '该 IP 已在白名单中', en: 'This IP is already in the allow-list' },
  API_IP_LIST_FULL: {
    status: 422,
    errorCode: 60003,
    zh: 'IP 白名单最多 {max} 条',
    en: 'The IP allow-list holds at most {max} entries',
  },
  API_IP_LIST_EMPTY: {
    status: 422,
    errorCode: 60004,
    zh: '开启 IP 白名单时名单不能为空，请先添加 IP',
    en: 'The IP allow-list cannot be empty while it is switched on: add an IP first',
  },
  API_LIMIT_RANGE: {
    status: 422,
    errorCode: 60005,
    zh: '每日调用上限须为 {min} 到 {max} 之间的整数',
    en: 'The daily call limit must be a whole number from {min} to {max}',
  },
  API_CUSTOMER_UNKNOWN: { status: 404, errorCode: 60006, zh: '企业客户不存在', en: 'The enterprise customer does not exist' },
  OPEN_API_SIGNATURE: {
    status: 401,
    errorCode: 60010,
    zh: 'App Key 或签名错误',
    en: 'The app key or the signature is wrong',
  },
  OPEN_API_TIMESTAMP: {
    status: 401,
    errorCode: 60011,
    zh: '时间戳缺失或与服务器时间相差超过 5 分钟',
    en: 'The timestamp is missing or more than 5 minutes away from the server time',
  },
  OPEN_API_STOPPED: { status: 403, errorCode: 60012, zh: 'API 调用已停用', en: 'API access is stopped for this enterprise' },
  OPEN_API_IP: {
    status: 403,
    errorCode: 60013,
    zh: '来源 IP 不在白名单中',
    en: 'The source IP is not in the allow-list',
  },
  OPEN_API_LIMIT: {
    status: 429,
    errorCode: 60014,
    zh: '今日调用次数已达上限',
    en: 'The daily call limit has been reached',
  },
} as const satisfies Record<string, ErrorDef>;
