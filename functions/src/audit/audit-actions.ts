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
  // An enterprise's card index shard count set by the platform (group customer)
  'customerCardShards',
  // Registration review (group registration)
  'registrationApprove',
  'registrationReject',
  // API management (group api-manager)
  'apiKeyReset',
  'apiIpChange',
  'apiLimitChange',
  'apiSwitch',
  // Widget origins of API management (issue #18)
  'apiOriginChange',
  // Catalogue (groups plan, apn)
  'planChange',
  'apnChange',
  // Funds (group capital)
  'grantIssue',
  // Credit orders (group credit)
  'creditChange',
  // Withdrawals (group withdrawal): a request, finance's examination or rejection, the payment by the run on the 10th
  'withdrawalApply',
  'withdrawalExamine',
  'withdrawalReject',
  'withdrawalPayout',
  // Recharges (group recharge): filed, audited (reviewed or rejected), refunded
  'rechargeAdd',
  'rechargeAudit',
  'rechargeRefund',
  // Contracts (group contract): a contract created, changed or terminated, a payment recorded, an access point changed
  'contractChange',
  'contractPayment',
  'accessPointChange',
  // C-end invoices (group invoice): requested, issued, rejected
  'invoiceRequest',
  'invoiceIssue',
  'invoiceReject',
  // Data push over SFTP (group data-push): a task added, edited, deleted, switched, or pushed by hand
  'dataPushChange',
  // Automation rules (group autorule): a rule added, edited, switched on or off, deleted
  'autoRuleChange',
  // Region limits (group region-limit): a limit added, edited, switched on or off, deleted
  'regionLimitChange',
  // Enterprise real-name authentication (group authentication): an application passed, rejected or cancelled
  'enterpriseAuthPass',
  'enterpriseAuthReject',
  'enterpriseAuthCancel',
  // Separation renewals (group risk-renewal): a renewal batch submitted
  'renewSeparation',
  // Content and rights (group content): a rights product ordered for a card or a vehicle, a catalogue sync run by hand
  'contentOrder',
  'contentSync',
  // Stock (group stock): an import, stock-out or scrapping submitted
  'stockOperation',
  // Resale status (group resell): operator statuses synced onto chosen cards, chosen cards listed for resale or withdrawn
  'resaleSync',
  'resaleSet',
] as const;
export type AuditAction = (typeof auditActions)[number];
