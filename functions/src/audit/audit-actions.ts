/** What the operation log records (the portal's filter offers these, through the contract). */
export const auditActions = [
  'login',
  'logout',
  'loginFailed',
  'register',
  'resetPassword',
  'addAccount',
  'freeze',
  'thaw',
  'addRole',
  'updateRole',
  'deleteRole',
  'logo',
  'customerCreate',
  'customerUpdate',
  // Registration review (group registration)
  'registrationApprove',
  'registrationReject',
  // API management (group api-manager)
  'apiKeyReset',
  'apiIpChange',
  'apiLimitChange',
  'apiSwitch',
  // Catalogue (groups plan, apn)
  'planChange',
  'apnChange',
  // Recharges (group recharge): filed, audited (reviewed or rejected), refunded
  'rechargeAdd',
  'rechargeAudit',
  'rechargeRefund',
] as const;
export type AuditAction = (typeof auditActions)[number];
