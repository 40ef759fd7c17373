import type { ErrorDef } from '../shared/http/errors/error-def.ts';

/** Errors of zones, communication services and operators (see docs/api.md); codes 45xxx. */
export const commservErrors = {
  ZONE_BLOCKED: { status: 422, errorCode: 45001, zh: '区域状态为停用。', en: 'Zone status is blocked.' },
  COMMSERV_NOT_FOUND: { status: 404, errorCode: 45002, zh: '没有该通信服务。', en: 'No such communication service.' },
  COMMSERV_NO_QOS: {
    status: 422,
    errorCode: 45003,
    zh: '通信服务未配置 QoS，请重新选择',
    en: 'If the communication service has no Qos configured, select again',
  },
  COMMSERV_DOMAIN: {
    status: 422,
    errorCode: 45004,
    zh: '域名格式不正确：{value}',
    en: 'Not a valid domain name: {value}',
  },
  COMMSERV_DOMAIN_TOO_MANY: {
    status: 422,
    errorCode: 45005,
    zh: '每个通信服务最多 {max} 个域名',
    en: 'A communication service holds at most {max} domain names',
  },
  COMMSERV_URL: {
    status: 422,
    errorCode: 45006,
    zh: '重定向地址须为有效的 http(s) 网址',
    en: 'The redirection address must be a valid http(s) URL',
  },
  COMMSERV_WHITELIST: {
    status: 422,
    errorCode: 45007,
    zh: '白名单项须为 IPv4 地址、网段或域名：{value}',
    en: 'A whitelist entry must be an IPv4 address, an IPv4 block or a domain name: {value}',
  },
  ZONE_COMMSERV_TWICE: {
    status: 422,
    errorCode: 45008,
    zh: '同一区域下不能重复添加同一个通信服务',
    en: 'The same communication service cannot appear twice under one zone',
  },
  ZONE_NOT_FOUND: { status: 404, errorCode: 45009, zh: '区域不存在', en: 'No such zone' },
  OPERATOR_ACCOUNT_NOT_FOUND: { status: 404, errorCode: 45020, zh: '运营商账号不存在', en: 'No such operator account' },
  OPERATOR_SECRET_REQUIRED: {
    status: 422,
    errorCode: 45021,
    zh: '新建运营商账号时必须填写密钥',
    en: 'A new operator account needs its secret',
  },
  OPERATOR_ENDPOINT: {
    status: 422,
    errorCode: 45022,
    zh: 'API 地址须为有效的 http(s) 网址',
    en: 'The API endpoint must be a valid http(s) URL',
  },
  OPERATOR_GOODS_NOT_FOUND: { status: 404, errorCode: 45030, zh: '运营商商品不存在', en: 'No such operator good' },
  OPERATOR_GOODS_CODE_TAKEN: {
    status: 409,
    errorCode: 45031,
    zh: '该运营商下已有相同编码的商品',
    en: 'This operator already has a good with this code',
  },
} as const satisfies Record<string, ErrorDef>;
