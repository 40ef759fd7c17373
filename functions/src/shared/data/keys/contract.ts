/** Credit orders, contracts (changes, payments, access points) and prepaid funds. */
export const contractKeys = {
  /** A credit order of an enterprise: one Query lists them (ids sort by creation time). */
  creditOrder: (channelCustId: string, creditId: string) => ({ pk: `CUST#${channelCustId}#CREDIT`, sk: creditId }),
  /** The day an enterprise's credit line was last computed, and the line then. */
  creditLine: (channelCustId: string) => ({ pk: `CUST#${channelCustId}#CREDITLINE`, sk: 'LINE' }),
  /** A credit order in the platform's list (a copy, newest first by id). */
  creditListItem: (creditId: string) => ({ pk: 'PLATFORM#CREDIT', sk: creditId }),
  /** One change of a credit order (created, changed, cancelled) with before and after, by time. */
  creditChange: (channelCustId: string, creditId: string, at: string, changeId: string) => ({
    pk: `CUST#${channelCustId}#CREDITLOG#${creditId}`,
    sk: `${at}#${changeId}`,
  }),
  /** A contract of an enterprise: one Query lists its contracts, by number. */
  contract: (channelCustId: string, contractNumber: string) => ({ pk: `CUST#${channelCustId}#CONTRACT`, sk: contractNumber }),
  /**
   * A prepaid-card funds group of a payer (`CUST#<c>` or `CUST#<c>#SUB#<s>`): plan, zone, cycle the
   * terms began in and contract type; one Query lists a payer's groups, by cycle.
   */
  prepaidGroup: (payer: string, cycle: string, goodsReleaseId: string, elementId: string, contractType: string) => ({
    pk: `${payer}#PREPAID`,
    sk: `${cycle}#${goodsReleaseId}#${elementId}#${contractType}`,
  }),
  /** A card's prepaid term in its group (one Query pages a group's cards, by ICCID). */
  prepaidCard: (
    payer: string,
    cycle: string,
    goodsReleaseId: string,
    elementId: string,
    contractType: string,
    iccid: string,
    termStart: string,
  ) => ({
    pk: `${payer}#PREPAID#${cycle}#${goodsReleaseId}#${elementId}#${contractType}`,
    sk: `${iccid}#${termStart}`,
  }),
  /** A month's prepaid cost record of a scope (`PLATFORM`, `CUST#<c>`, `CUST#<c>#SUB#<s>`), by month. */
  prepaidCost: (scope: string, month: string) => ({ pk: `${scope}#PREPAIDCOST`, sk: month }),
  /** An enterprise's row in the platform's month of prepaid cost (one Query lists a month's customers). */
  prepaidCostCustomer: (month: string, channelCustId: string) => ({ pk: `PLATFORM#PREPAIDCOST#${month}`, sk: channelCustId }),
  /** A contract in the platform's list (a copy, by number). */
  contractListItem: (contractNumber: string) => ({ pk: 'PLATFORM#CONTRACT', sk: contractNumber }),
  /** One change of a contract (created, changed, terminated) with before and after, by time. */
  contractChange: (channelCustId: string, contractNumber: string, at: string, changeId: string) => ({
    pk: `CUST#${channelCustId}#CONTRACTLOG#${contractNumber}`,
    sk: `${at}#${changeId}`,
  }),
  /** A payment received under a contract (its id is made from the operation, so a retry finds it). */
  contractPayment: (channelCustId: string, contractNumber: string, paymentId: string) => ({
    pk: `CUST#${channelCustId}#CONTRACTPAY#${contractNumber}`,
    sk: paymentId,
  }),
  /** A network access point a contract provides (ids sort by creation time). */
  accessPoint: (channelCustId: string, contractNumber: string, accessPointId: string) => ({
    pk: `CUST#${channelCustId}#CONTRACTAP#${contractNumber}`,
    sk: accessPointId,
  }),
} as const;
