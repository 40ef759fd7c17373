import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { type Lang, interpolate } from '../i18n/lang.ts';
import { AppError, errorDefOf } from './error-catalogue.ts';
import { type SuccessKey, successMessages } from './success-messages.ts';
import { type ValidationReason, validationReasons } from './validation-messages.ts';

const headers = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

export function successResponse(data: unknown, lang: Lang, status = 200, msgKey?: SuccessKey): APIGatewayProxyStructuredResultV2 {
  const msg = msgKey ? successMessages[msgKey][lang === 'en-US' ? 'en' : 'zh'] : undefined;
  return { statusCode: status, headers, body: JSON.stringify({ success: true, data: data ?? null, ...(msg ? { msg } : {}) }) };
}

/** The one place an error becomes a response: catalogue status, business code, message in `lang`. */
export function errorResponse(error: unknown, lang: Lang): APIGatewayProxyStructuredResultV2 {
  const appError = error instanceof AppError ? error : new AppError('SERVER_ERROR');
  const entry = errorDefOf(appError.key);
  const side = lang === 'en-US' ? 'en' : 'zh';
  const params: Record<string, string | number> = { ...appError.params };
  if (appError.key === 'VALIDATION') {
    const reason = validationReasons[(params.reasonKey as ValidationReason) ?? 'format'];
    params.field = appError.field ?? '';
    params.reason = interpolate(reason[side], params);
  }
  const body = {
    success: false,
    msg: interpolate(entry[side], params),
    errorCode: entry.errorCode,
    ...(appError.field ? { field: appError.field } : {}),
  };
  return { statusCode: entry.status, headers, body: JSON.stringify(body) };
}
