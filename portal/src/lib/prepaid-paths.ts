/** The group of prepaid-card funds a link opens (capital detail, prepaid cost report). */
export interface PrepaidGroupRef {
  goodsReleaseId: string;
  elementId: string;
  cycle: string;
  contractType: string;
}

/**
 * /business/capital/prepay-card/:goodsReleaseId/:elementId/:cycle/:contractType — the enterprise in
 * `?channelCustId=` for the platform (so a pasted link opens the same group), nothing for the enterprise.
 */
export const prepayCardPath = (g: PrepaidGroupRef, channelCustId: string | null) =>
  `/business/capital/prepay-card/${[g.goodsReleaseId, g.elementId, g.cycle, g.contractType].map(encodeURIComponent).join('/')}${
    channelCustId ? `?channelCustId=${encodeURIComponent(channelCustId)}` : ''
  }`;
