import type { ErrorDef } from '../shared/http/errors/error-def.ts';

/** Errors of the registration review (10013, 10201..); merged into the one catalogue. */
export const registrationErrors = {
  /** Sign-in of a rejected applicant: the reason is shown only after the password was checked. */
  ACCOUNT_REJECTED: {
    status: 403,
    errorCode: 10013,
    zh: '您的注册申请未通过审核：{reason}',
    en: 'Your registration was rejected: {reason}',
  },
  REGISTRATION_ALREADY_APPROVED: {
    status: 409,
    errorCode: 10201,
    zh: '该注册申请已通过审核，不能再次审核',
    en: 'This registration has already been approved and cannot be reviewed again',
  },
  REGISTRATION_ALREADY_REJECTED: {
    status: 409,
    errorCode: 10202,
    zh: '该注册申请已被拒绝，不能再次审核',
    en: 'This registration has already been rejected and cannot be reviewed again',
  },
  REGISTRATION_ROLE: {
    status: 422,
    errorCode: 10203,
    zh: '角色：只能选择企业客户或企业员工类型的角色',
    en: 'role: choose an enterprise customer or enterprise staff role',
  },
} as const satisfies Record<string, ErrorDef>;
