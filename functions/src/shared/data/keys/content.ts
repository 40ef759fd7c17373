/** Content and rights: providers, products, catalogue sync runs, orders, users and bills (issue #17 item 4). */
export const contentKeys = {
  /** A content provider (CP/SP) of the platform's catalogue, by id. */
  contentProvider: (providerId: string) => ({ pk: 'PLATFORM#CONTENTPROVIDER', sk: providerId }),
  /** A rights product of the catalogue, by id (`<providerId>-<provider's code>`). */
  contentProduct: (productId: string) => ({ pk: 'PLATFORM#CONTENTPRODUCT', sk: productId }),
  /** A run of the catalogue sync, by run id (a scheduled run's id is its Shanghai hour): newest last. */
  contentSyncRun: (runId: string) => ({ pk: 'PLATFORM#CONTENTSYNC', sk: runId }),
  /** A rights order of an enterprise, by id (ids start with the Shanghai time: a month is a prefix). */
  contentOrder: (channelCustId: string, orderId: string) => ({ pk: `CUST#${channelCustId}#CONTENTORDER`, sk: orderId }),
  /** A rights user of an enterprise: a card (`ICCID#…`) or a vehicle (`VIN#…`). */
  contentUser: (channelCustId: string, userKey: string) => ({ pk: `CUST#${channelCustId}#CONTENTUSER`, sk: userKey }),
  /** An enterprise's content bill of a month (`yyyy-MM`), rolled up as orders are placed. */
  contentBill: (channelCustId: string, month: string) => ({ pk: `CUST#${channelCustId}#CONTENTBILL`, sk: month }),
} as const;
