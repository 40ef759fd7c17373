// Texts of the report area (namespace report), loaded with the area's first page.
const report = {
  report: {
    common: {
      year: 'Year',
      enterprise: 'Enterprise',
      customer: 'Secondary customer',
      noCustomers: 'No secondary customers',
      plan: 'Plan',
      noPlans: 'No plan has usage this year',
      month: 'Month',
      total: 'Total',
      empty: 'Nothing to report for this year yet.',
      export: {
        action: 'Export',
        title: 'Export the report',
        description:
          'The rows of the chosen year and customer are written to a file in the background; download it from the download tasks.',
      },
    },
    cardReport: {
      title: 'Card report',
      subtitle: 'Cards at the end of each month of the year: in total, per lifecycle state and per operator.',
      chart: 'Cards at month end',
      fields: { total: 'Cards' },
    },
    cardFlow: {
      title: 'Card flows',
      subtitle:
        'What happened to cards in each month: added, activated, deactivated, cancelled, forced shutdown, allocated to and taken from secondary customers, removed.',
      chart: 'Activations',
      fields: {
        added: 'Added',
        activated: 'Activated',
        deactivated: 'Deactivated',
        cancelled: 'Cancelled',
        forcedShutdown: 'Forced shutdown',
        allocated: 'Allocated',
        deallocated: 'Taken back',
        removed: 'Removed',
      },
    },
    active: {
      title: 'Activations',
      subtitle: 'Cards activated in each month, the active cards at its end and their share of all cards.',
      chart: 'Activations',
      fields: {
        activated: 'Activated in the month',
        active: 'Active at month end',
        total: 'Cards at month end',
        activePerMille: 'Active share',
      },
    },
    usage: {
      title: 'Usage report',
      subtitle: 'Data used in each billing month by plan (China Unicom cards: the cycle from the 26th to the 25th).',
      chart: 'Usage per month',
      fields: { plan: 'Plan', bytes: 'Usage' },
    },
    communicationUsage: {
      title: 'Communication usage',
      subtitle: 'Data used in each billing month by communication service and by zone.',
      chart: 'Usage per month',
      footnote:
        "A card's usage counts under each communication service and each zone of its plan: a plan of two zones counts in both.",
      kinds: { commserv: 'Communication service', zone: 'Zone' },
      none: 'None in the plan',
      fields: { kind: 'By', name: 'Service or zone', bytes: 'Usage' },
    },
    business: {
      title: 'Business report',
      subtitle: 'Per month: cards and active cards at its end, activations, usage and the bills published.',
      chart: 'Usage per month',
      fields: {
        cards: 'Cards',
        active: 'Active cards',
        activated: 'Activated',
        usageBytes: 'Usage',
        billedFen: 'Billed (CNY)',
        bills: 'Bills',
      },
    },
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
