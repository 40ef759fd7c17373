/**
 * The server's enums and tables the portal shows or offers, re-exported from the pure modules that
 * define them (none of them imports AWS code; contracts.test.ts checks the whole import closure).
 * The portal imports them from `@cmp/functions/contracts` instead of keeping copies.
 */
export { type LifecycleState, lifecycle, lifecycleCodes, canTransition, nextStates, stateLabel } from '../card/lifecycle.ts';
export type { CardRow } from '../card/card-row.ts';
export { type Operator, cardOperators, networkTypes } from '../card/card-codes.ts';
export { LABEL_COLORS, LABEL_DESCRIPTION_MAX, LABEL_ICCIDS_MAX } from '../card-label/label-rules.ts';
export { CARD_GRADES, FORM_FACTORS } from '../card-type/card-type-model.ts';
export {
  type EuiccProfileState,
  type ProfileAction,
  profileStateLabels,
  profileStates,
  profileSteps,
} from '../euicc/profile-machine.ts';
export { BATCH_MAX_CARDS, type BatchStatus, type BatchType, batchStatuses, batchTypes } from '../batch/batch-model.ts';
export { type FlowUnit, bestUnit, flowUnits, fromBytes, toBytes } from '../operator-config/flow-units.ts';
export { customerStatuses, invoiceTypes, paymentModels } from '../customer/customer-record.ts';
export {
  type CatalogueStatus,
  type CommservType,
  catalogueStatuses,
  commservTypes,
  isDomain,
  isHttpUrl,
} from '../commserv/commserv-rules.ts';
export { type AuditAction, auditActions } from '../audit/audit-actions.ts';
export { API_LOG_MAX_DAYS, type StatusClass, apiLogStatusClasses } from '../api-log/api-log-model.ts';
export { openApiRouteIds } from '../platform/route-table.ts';
export { POOL_CHANGE_MAX, POOL_NAME_MAX, POOL_REASON_MAX, POOL_STATUSES, POOL_TYPES } from '../card-pool/pool-rules.ts';
export { type RegistrationStatus, registrationStatuses } from '../registration/registration-rules.ts';
export {
  AUTH_REASON_MAX,
  LICENCE_MAX_BYTES,
  authAuditStatuses,
  type AuthAuditStatus,
} from '../authentication/authentication-rules.ts';
export { isResidentId, isTaxNumber, isUscc } from '../authentication/identifiers.ts';
export { roleTypes } from '../role/role-rules.ts';
export type { RoleType } from '../shared/auth/principal.ts';
export type { SmsState } from '../sms/sms-model.ts';
export { smsStates } from '../shared/data/entities/card-detail.entity.ts';
export {
  type ApnConfig,
  type ZoneConfig,
  LIMITS as PLAN_LIMITS,
  basicStatuses,
  currencies,
  dividendMethods,
  goodsTypes,
  modeTypes,
  releaseCycles,
  renewalModes,
  tariffTypes,
  tariffsOfGoodsType,
  useUpActions,
} from '../plan/plan-model.ts';
export { type BillKind, type BillStatus, type Calendar, billStatuses, calendars } from '../bill/bill-model.ts';
export type { LineKind, LineUnit, UnbilledReason } from '../bill/rating/rating-types.ts';
export { type MovementAccount, movementAccounts } from '../capital/capital-model.ts';
export { type CreditRange, type CreditUnit, creditRanges, creditUnits } from '../credit/credit-model.ts';
export { type ReportColumn, type ReportType, reportColumns, reportTypes } from '../finreport/finreport-model.ts';
export {
  type AccessPointOperator,
  type AccessPointState,
  type ContractPaymentKind,
  type ContractStatus,
  type PayMode,
  CONTRACT_NUMBER,
  CONTRACT_REMARK_MAX,
  accessPointOperators,
  accessPointStates,
  contractPaymentKinds,
  contractStatuses,
  payModes,
} from '../contract/contract-model.ts';
export { ipv4ToNumber, isIpv4 } from '../apn/apn-rules.ts';
export {
  type PayMethod,
  type RechargeState,
  VOUCHER_MAX_BYTES,
  payMethods,
  rechargeStates,
  voucherContentTypes,
} from '../recharge/recharge-model.ts';
export { IMAGE_HEAD_BYTES, type ImageKind, imageKindOf } from '../shared/files/image-kind.ts';
export { type OrderType, type PayState, orderTypes, payStates, serviceOrderTypes } from '../order/order-model.ts';
export { type WithdrawalState, RUN_DAY, withdrawalStates } from '../withdrawal/withdrawal-model.ts';
export {
  type InvoiceKind,
  type InvoiceState,
  EXPORT_MONTHS as INVOICE_EXPORT_MONTHS,
  MAX_ITEMS as INVOICE_MAX_ITEMS,
  TAX_NUMBER,
  INVOICE_NUMBER,
  exportRefusal as invoiceExportRefusal,
  invoiceKinds,
  invoiceStates,
  specialFields as invoiceSpecialFields,
  windowStart as invoiceWindowStart,
} from '../invoice/invoice-model.ts';
export {
  type SaleOrderResult,
  type SaleOrderType,
  handleStatuses,
  replyStatuses,
  saleOrderResults,
  saleOrderTypes,
  tradeTypeCodes,
} from '../sale-order/sale-order-model.ts';
export { type ChannelOperator, type DiffKind, channelOperators, diffKinds, operatorFormats } from '../channel-bill/reconcile.ts';
export {
  DATA_PUSH_TASKS_MAX,
  DEFAULT_SFTP_PORT,
  PUSH_ATTEMPTS_MAX,
  normalisePath,
  pushFailureReasons,
  validHost,
  type PushFailureReason,
} from '../data-push/push-rules.ts';
export { pushContents, pushFileTypes, type PushContent, type PushFileType } from '../shared/data/entities/data-push.entity.ts';
export {
  MAX_CONTACTS,
  RULE_NAME_MAX,
  type PushType,
  type RuleCategory,
  type TargetKind,
  type TriggerKind,
  cardActions,
  categoryOf,
  pushTypes,
  ruleCategories,
  ruleProblem,
  scopeOfTrigger,
  speedLimits,
  targetKinds,
  targetsOfScope,
  triggerKinds,
  usageUnits,
  watchedStates,
  zoneStates,
} from '../autorule/rule-model.ts';
export { dryRunKinds } from '../autorule/dry-run.ts';
export {
  type AllowedRegion,
  type RegionAction,
  type RegionTargetKind,
  regionActions,
  regionTargetKinds,
  violationOutcomes,
} from '../shared/data/entities/region-limit.entity.ts';
export { type RegionName, cities, citiesOf, provinceCodes, provinces } from '../risk/region/regions.ts';
