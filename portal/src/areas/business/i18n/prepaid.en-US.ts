// Texts of prepaid-card funds (namespace business, key business.prepaid): the capital detail's section and
// /business/capital/prepay-card/:goodsReleaseId/:elementId/:cycle/:contractType.
export const prepaid = {
  title: 'Prepaid card funds',
  subtitle:
    'Term fees of prepaid plans, billed whole in the cycle a term begins: recognised as cost month by month over the term, the rest still unconsumed.',
  empty: 'No prepaid plan term has been billed yet.',
  notFound: 'No such prepaid-card funds',
  detailTitle: '{{plan}} · {{cycle}}',
  noZone: 'No zone',
  fields: {
    plan: 'Plan',
    zone: 'Zone',
    cycle: 'Cycle',
    contractType: 'Contract type',
    cards: 'Cards',
    prepaid: 'Prepaid',
    recognisedToDate: 'Recognised to date',
    unconsumed: 'Unconsumed',
    months: 'Term',
    monthsValue_other: '{{count}} months',
    monthsValue_one: '{{count}} month',
    period: 'Recognised over',
    customer: 'Customer',
  },
  contractTypes: {
    prepaidContract: 'Prepaid contract',
    prepaidDeposit: 'Prepaid deposit',
    postpaid: 'Postpaid',
    none: 'No contract',
  },
  schedule: {
    title: 'Recognition schedule',
    month: 'Month',
    recognised: 'Recognised',
    toDate: 'Recognised by month end',
    unconsumed: 'Unconsumed at month end',
  },
  cards: {
    title: 'Cards',
    empty: 'No card rows.',
    fields: { iccid: 'ICCID', termStart: 'Term starts', termEnd: 'Term ends', fee: 'Term fee', billId: 'Bill' },
  },
};
