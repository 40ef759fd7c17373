import type { ErrorDef } from '../shared/http/errors/error-def.ts';

/** Errors of enterprise real-name authentication (50601–50639); merged into the one catalogue. */
export const authenticationErrors = {
  AUTH_ORG_CODE: {
    status: 422,
    errorCode: 50601,
    zh: '统一社会信用代码格式或校验位不正确（18 位）',
    en: 'Unified social credit code: wrong format or check character (18 characters)',
  },
  AUTH_TAX_NUMBER: {
    status: 422,
    errorCode: 50602,
    zh: '纳税人识别号格式不正确',
    en: 'Taxpayer identification number: wrong format',
  },
  AUTH_ID_NUMBER: {
    status: 422,
    errorCode: 50603,
    zh: '法人身份证号码格式或校验位不正确',
    en: "Legal person's identity number: wrong format or check character",
  },
  AUTH_LICENCE_FORMAT: {
    status: 422,
    errorCode: 50604,
    zh: '图片格式不正确，请修改后重新上传！（仅支持 JPG、PNG）',
    en: 'Image format is incorrect, please change it and re-upload! (JPG or PNG only)',
  },
  AUTH_LICENCE_SIZE: {
    status: 422,
    errorCode: 50605,
    zh: '图片大小超出限制，请修改后重新上传！（不超过 2 MB）',
    en: 'Image size exceeds the limit, please modify and re-upload! (at most 2 MB)',
  },
  AUTH_LICENCE_MISSING: { status: 422, errorCode: 50606, zh: '请上传营业执照', en: 'Please upload the business licence' },
  AUTH_PHONE: { status: 422, errorCode: 50607, zh: '电话格式错误', en: 'Phone format wrong' },
  AUTH_EMAIL: { status: 422, errorCode: 50608, zh: '邮箱格式错误', en: 'Email format wrong' },
  AUTH_APPLY_TOO_MANY: {
    status: 429,
    errorCode: 50609,
    zh: '提交过于频繁，请 1 小时后再试',
    en: 'Too many applications from this address. Try again in an hour.',
  },
  /** A blacklist hit: the message never says which list or why. */
  AUTH_APPLY_REFUSED: {
    status: 403,
    errorCode: 50610,
    zh: '该申请无法受理，请联系平台',
    en: 'This application cannot be accepted. Please contact the platform.',
  },
  AUTH_ENTERPRISE_UNKNOWN: {
    status: 422,
    errorCode: 50611,
    zh: '申请链接中的企业不存在，请向平台索取正确的链接',
    en: 'The enterprise of this application link does not exist. Ask the platform for the right link.',
  },
  AUTH_ALREADY_PASSED: {
    status: 409,
    errorCode: 50612,
    zh: '该认证申请已审核通过，不能再次审核',
    en: 'This application has already passed the audit and cannot be audited again',
  },
  AUTH_ALREADY_REJECTED: {
    status: 409,
    errorCode: 50613,
    zh: '该认证申请已被驳回，不能再次审核',
    en: 'This application has already been rejected and cannot be audited again',
  },
  AUTH_ALREADY_CANCELLED: {
    status: 409,
    errorCode: 50614,
    zh: '该认证申请已取消，不能再审核',
    en: 'This application has been cancelled and cannot be audited',
  },
} as const satisfies Record<string, ErrorDef>;
