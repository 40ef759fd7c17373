// Texts of the report area (namespace report), loaded with the area's first page.
const report = {
  report: {
    prepaidCost: {
      title: 'Prepaid cost',
      subtitle:
        'Prepaid plan term fees month by month: prepaid received, cost recognised and what is still unconsumed at the month end (CNY).',
      subtitlePlatform:
        'Prepaid plan term fees the enterprises paid, month by month: prepaid received, cost recognised and what is still unconsumed at the month end (CNY).',
      empty: 'No prepaid plan term has been billed yet.',
      notFound: 'No prepaid cost record for this month',
      detailTitle: 'Prepaid cost of {{month}}',
      customersTitle: 'Customers',
      plansTitle: 'Plans',
      plansOf: 'Plans of {{customer}}',
      fields: {
        recordId: 'Month',
        received: 'Prepaid received',
        recognised: 'Cost recognised',
        unconsumed: 'Unconsumed at month end',
        customer: 'Customer',
        plan: 'Plan',
        zone: 'Zone',
        cycle: 'Term began',
        contractType: 'Contract type',
        cards: 'Cards',
        fee: 'Term fees',
        months: 'Term',
      },
      monthsValue_other: '{{count}} months',
      monthsValue_one: '{{count}} month',
      noZone: 'No zone',
      contractTypes: {
        prepaidContract: 'Prepaid contract',
        prepaidDeposit: 'Prepaid deposit',
        postpaid: 'Postpaid',
        none: 'No contract',
      },
      open: 'Open',
    },
  },
};

export default report;
