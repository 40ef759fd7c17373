import type { ErrorDef } from '../shared/http/errors/error-def.ts';

/** Errors of partner widgets and the open API v1 (codes 50451–50499; docs/api.md "Open API v1 and widgets"). */
export const widgetErrors = {
  WIDGET_TOKEN: {
    status: 401,
    errorCode: 50451,
    zh: '组件令牌缺失、无效或已过期，请重新获取会话',
    en: 'The widget token is missing, invalid or expired: mint a new session',
  },
  WIDGET_SESSION_USED: {
    status: 409,
    errorCode: 50452,
    zh: '组件会话已被兑换，每个会话只能兑换一次',
    en: 'The widget session has already been exchanged: a session is exchanged once',
  },
  WIDGET_SESSION_EXPIRED: {
    status: 410,
    errorCode: 50453,
    zh: '组件会话不存在或已过期',
    en: 'The widget session does not exist or has expired',
  },
  WIDGET_ORIGIN: {
    status: 403,
    errorCode: 50454,
    zh: '该来源不在企业的组件允许来源中',
    en: 'This origin is not among the enterprise’s allowed widget origins',
  },
  WIDGET_SCOPE: {
    status: 403,
    errorCode: 50455,
    zh: '该数据不在组件会话的范围内',
    en: 'This is outside the widget session’s scope',
  },
  WIDGET_TTL: {
    status: 422,
    errorCode: 50456,
    zh: '会话有效期须为 {min} 到 {max} 秒',
    en: 'The session lifetime must be from {min} to {max} seconds',
  },
  WIDGET_ORIGIN_FORMAT: {
    status: 422,
    errorCode: 50457,
    zh: '请输入来源，如 https://partner.example.com（协议、域名和可选端口，无路径）',
    en: 'Enter an origin such as https://partner.example.com (scheme, host and optional port, no path)',
  },
  WIDGET_ORIGIN_DUPLICATE: {
    status: 409,
    errorCode: 50458,
    zh: '该来源已在允许列表中',
    en: 'This origin is already allowed',
  },
  WIDGET_ORIGIN_FULL: {
    status: 422,
    errorCode: 50459,
    zh: '组件允许来源最多 {max} 个',
    en: 'At most {max} widget origins may be allowed',
  },
  WIDGET_CUSTOMER_UNKNOWN: {
    status: 404,
    errorCode: 50460,
    zh: '二级客户不存在',
    en: 'The secondary customer does not exist',
  },
} as const satisfies Record<string, ErrorDef>;
