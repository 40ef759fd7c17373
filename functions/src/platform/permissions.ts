/**
 * Permission codes of spec §6 as data, and the default permission set of each built-in role type.
 * Custom roles (a later capability) pick a subset of these codes.
 */
export const areaCodes = {
  home: '1000000',
  card: '2000000',
  billing: '4000000',
  autorule: '5000000',
  shortcuts: '6000000',
  operator: '7000000',
  business: '8000000',
  financial: '9000000',
  report: '10000000',
  stock: '11000000',
  content: '12000000',
  risk: '13000000',
  system: '14000000',
  realName: '15000000',
  blacklist: '16000000',
} as const;

export const featureCodes = {
  apiManage: '1000001',
  accountButtons: '1000002',
  customerButtons: '1000003',
  logoSetting: '1000004',
  cardEdit: '2010101',
  cardRenew: '2010102',
  cardChangePackage: '2010104',
  cardOrderPackage: '2010105',
  cardChangeStatus: '2010106',
  smsSend: '2020001',
  // VIP call (voice whitelist) add and remove (spec §6 'not listed in full'; docs/decisions.md "Cards: SMS area and VIP call list").
  vipCallEdit: '2020002',
  // Batch operations 1-3 (spec §6): 1 allocate cards to secondary customers, 2 data recovery,
  // 3 not assigned yet (docs/decisions.md "Cards: allocation and data recovery").
  batch1: '2030001',
  batch2: '2030002',
  batch3: '2030003',
  // Standard-SIM batches: change the edition of cards (beyond spec §6 2030001-3; docs/decisions.md
  // "Cards: standard-SIM batches").
  standardSim: '2030004',
  // eUICC profile operations (docs/decisions.md "Cards: eUICC"): 1 download, 2 enable, 3 disable.
  euicc1: '2040001',
  euicc2: '2040002',
  euicc3: '2040003',
  // Labels and card types (spec §6 'not listed in full'; docs/decisions.md "Cards: labels, card types, test cards").
  cardTypeAdd: '2050001',
  cardTypeDelete: '2050002',
  // Card import (spec §6 'not listed in full'; platform roles only, docs/decisions.md "Cards: imports").
  cardImport: '2080001',
  labelEdit: '2090001',
  // Dual-SIM pair, unpair and active-slot switch (spec §6 'not listed in full'; docs/decisions.md "Cards: dual-SIM list").
  dsimEdit: '2100001',
  labelDelete: '2090002',
  // Data pools (spec §6 'pool add'; docs/decisions.md "Cards: data pools").
  poolAdd: '2060001',
  poolBlock: '2060002',
  // Automation rules (spec §6 'auto-rule add, edit, delete and switch', codes not listed; docs/decisions.md
  // "Automation rules"): platform roles, enterprises (3000) and secondary customers (5000, their own rules).
  autoRuleAdd: '5010001',
  autoRuleEdit: '5010002',
  autoRuleDelete: '5010003',
  autoRuleSwitch: '5010004',
  packageDelete1: '4010001',
  packageDelete2: '4010002',
  packageSwitch1: '4010003',
  packageSwitch2: '4010004',
  // The bill run and publishing bills (not in spec §6; platform roles only, docs/decisions.md "The bill run").
  billRun: '4020001',
  billPublish: '4020002',
  // Orders (not in spec §6; platform roles only, docs/decisions.md "Orders"): record a one-off fee or a card
  // purchase, and change an order's pay state.
  orderCreate: '4030001',
  orderPayState: '4030002',
  saleOrderHandle: '4040001',
  saleOrderReply: '4040002',
  channelBillImport: '4050001',
  enterpriseCreate: '8010003',
  // Recharge and withdrawal (spec §6 lists 'recharge download, refund, audit, public and export, withdraw
  // audit, deposit and export' without codes; docs/decisions.md "Funds"). Recharge audit and refund and
  // withdrawal audit are finance's (platform roles); an enterprise files recharges and withdrawals.
  rechargeDownload: '8020001',
  rechargeRefund: '8020002',
  rechargeAudit: '8020003',
  rechargePublic: '8020004',
  rechargeExport: '8020005',
  withdrawAudit: '8030001',
  withdrawDeposit: '8030002',
  withdrawExport: '8030003',
  // Contracts (spec §6 has no codes for them; docs/decisions.md "Contracts and access points"): create,
  // change and terminate contracts and their access points, and record payments received (platform roles).
  contractEdit: '8040001',
  contractPayment: '8040002',
  // Financial (not in spec §6; docs/decisions.md "Funds"): change credit orders and lines (platform
  // roles), write off bills (platform and enterprise), export bill operations.
  creditEdit: '9010001',
  // Give a customer a grant (funds that pay bills, never withdrawable; platform roles).
  grantIssue: '9010002',
  writeOff: '9020001',
  billOperateExport: '9020002',
  // C-end invoices (spec §7 'invoice audit'; docs/decisions.md "Invoices"): request (platform and enterprise
  // administrators), issue or reject (finance: platform roles), export (and enterprise staff).
  invoiceRequest: '9030001',
  invoiceAudit: '9030002',
  invoiceExport: '9030003',
  // Export the financial day and month reports (issue #14, item 7; docs/decisions.md "Financial reports").
  finReportExport: '9040001',
  // Review of self-registrations (not in spec §6; platform roles only, docs/decisions.md "Registration review").
  registrationReview: '8010004',
  // Set an enterprise's card index shard count (issue #19; docs/decisions.md "Card index shards: the
  // platform's setting"): platform roles only, and only while the enterprise has no cards.
  cardShardsSet: '8010005',
  // Operator APN add, edit and export (spec §6 lists them without codes; docs/decisions.md "Plans").
  apnAdd: '7030001',
  apnEdit: '7030002',
  apnExport: '7030003',
  // The open-API log (spec §2 /system/api/list; docs/decisions.md "API log"): platform roles and
  // enterprises (3000), which do not hold the system area's code.
  apiLog: '14020001',
  // Data push over SFTP (issue #15 item 6; docs/decisions.md "Data push over SFTP"): view and edit an
  // enterprise's push tasks, test them and push by hand. A feature code under the system area, held by
  // enterprises (3000) too, who do not hold the system area itself.
  dataPush: '14030001',
  // Real-name records of cards (issue #16 item 5; docs/decisions.md "Blacklists and real-name records"): set or
  // lift a card's real-name requirement, record a verification. Platform roles only; enterprises see the list
  // through the risk area code.
  realNameRequire: '13030001',
  realNameVerify: '13030002',
  // Blacklists (issue #16 item 7): add, edit and remove entries. Platform roles only (the blacklist area).
  blacklistEdit: '16010001',
  // Region limits (issue #16 item 4; docs/decisions.md "Region limits"): the page (limits and their
  // violations), and add, edit, delete and switch. Platform roles and enterprises (3000), not staff or
  // secondary customers.
  regionLimit: '13040001',
  regionLimitAdd: '13040002',
  regionLimitEdit: '13040003',
  regionLimitDelete: '13040004',
  regionLimitSwitch: '13040005',
  // Content and rights (issue #17 item 4; docs/decisions.md "Content and rights"): order a rights product for a
  // card or a vehicle (platform roles and enterprises), and run the catalogue sync by hand (platform roles only).
  contentOrder: '12020001',
  contentSync: '12050001',
  // Card–device separation (issue #16 item 1; docs/decisions.md "Card–device separation"): bind cards to
  // device IMEIs and unbind them. Viewing the lists and the analysis needs the risk area's code only.
  separationBind: '13010001',
  // Enterprise real-name authentication (issue #16 item 6; docs/decisions.md "Enterprise real-name
  // authentication"): open the list and the audit page, pass or reject an application, cancel one.
  // Platform roles only (1000 and 2000 hold every code of the real-name area); the apply page is public.
  authEnterprise: '15010001',
  authEnterpriseAudit: '15010002',
  authEnterpriseCancel: '15010003',
  // Separation renewals (issue #16 item 2; docs/decisions.md "Separation renewals"): submit a renewal
  // batch. Platform roles and enterprises (3000); reading the batches needs the risk area.
  renewSeparation: '13020001',
  // Stock (issue #17 item 3; docs/decisions.md "Stock"): import stock files, stock out against a sales
  // order, scrap items. Platform roles only; an enterprise (3000) reads the stock out to it with the area.
  stockImport: '11010001',
  stockOut: '11010002',
  stockScrap: '11010003',
} as const;

export const allCodes: readonly string[] = [...Object.values(areaCodes), ...Object.values(featureCodes)];

const without = (codes: readonly string[], ...drop: string[]) => codes.filter((c) => !drop.includes(c));

/** Default permissions of the built-in role types (owner decision: roles 1000-5000). */
export const builtInRoles: Record<
  string,
  { roleType: 1000 | 2000 | 3000 | 4000 | 5000; name: { zh: string; en: string }; permissions: readonly string[] }
> = {
  '1000': { roleType: 1000, name: { zh: '平台管理员', en: 'Platform administrator' }, permissions: allCodes },
  '2000': {
    roleType: 2000,
    name: { zh: '运营人员', en: 'Operator' },
    permissions: without(allCodes, areaCodes.system, featureCodes.enterpriseCreate),
  },
  '3000': {
    roleType: 3000,
    name: { zh: '企业客户', en: 'Enterprise customer' },
    permissions: [
      areaCodes.home,
      areaCodes.card,
      areaCodes.billing,
      areaCodes.autorule,
      areaCodes.shortcuts,
      areaCodes.business,
      areaCodes.financial,
      areaCodes.report,
      areaCodes.risk,
      areaCodes.content,
      areaCodes.stock,
      featureCodes.apiManage,
      featureCodes.accountButtons,
      featureCodes.customerButtons,
      featureCodes.logoSetting,
      featureCodes.cardEdit,
      featureCodes.cardRenew,
      featureCodes.cardChangePackage,
      featureCodes.cardOrderPackage,
      featureCodes.cardChangeStatus,
      featureCodes.smsSend,
      featureCodes.vipCallEdit,
      featureCodes.batch1,
      featureCodes.batch2,
      featureCodes.batch3,
      featureCodes.standardSim,
      featureCodes.euicc1,
      featureCodes.euicc2,
      featureCodes.euicc3,
      featureCodes.labelEdit,
      featureCodes.labelDelete,
      featureCodes.dsimEdit,
      featureCodes.poolAdd,
      featureCodes.packageSwitch2,
      featureCodes.packageDelete2,
      featureCodes.rechargeDownload,
      featureCodes.rechargePublic,
      featureCodes.rechargeExport,
      featureCodes.withdrawDeposit,
      featureCodes.withdrawExport,
      featureCodes.writeOff,
      featureCodes.billOperateExport,
      featureCodes.invoiceRequest,
      featureCodes.invoiceExport,
      featureCodes.finReportExport,
      featureCodes.apiLog,
      featureCodes.dataPush,
      featureCodes.separationBind,
      featureCodes.renewSeparation,
      featureCodes.autoRuleAdd,
      featureCodes.autoRuleEdit,
      featureCodes.autoRuleDelete,
      featureCodes.autoRuleSwitch,
      featureCodes.regionLimit,
      featureCodes.regionLimitAdd,
      featureCodes.regionLimitEdit,
      featureCodes.regionLimitDelete,
      featureCodes.regionLimitSwitch,
      featureCodes.contentOrder,
    ],
  },
  '4000': {
    roleType: 4000,
    name: { zh: '企业员工', en: 'Enterprise staff' },
    permissions: [
      areaCodes.home,
      areaCodes.card,
      areaCodes.billing,
      areaCodes.business,
      areaCodes.financial,
      areaCodes.report,
      featureCodes.cardEdit,
      featureCodes.smsSend,
      featureCodes.labelEdit,
      featureCodes.rechargeDownload,
      featureCodes.rechargeExport,
      featureCodes.withdrawExport,
      featureCodes.billOperateExport,
      featureCodes.invoiceExport,
      featureCodes.finReportExport,
    ],
  },
  '5000': {
    roleType: 5000,
    name: { zh: '二级客户', en: 'Secondary customer' },
    permissions: [
      areaCodes.home,
      areaCodes.card,
      areaCodes.billing,
      areaCodes.autorule,
      areaCodes.report,
      featureCodes.logoSetting,
      featureCodes.cardChangeStatus,
      featureCodes.autoRuleAdd,
      featureCodes.autoRuleEdit,
      featureCodes.autoRuleDelete,
      featureCodes.autoRuleSwitch,
    ],
  },
};
