// Route titles (common.menu.<route id>): the menu, the breadcrumbs and the page headings.
const menu = {
  content: {
    root: 'Content and rights',
    product: { list: 'Rights products', detail: 'Rights product' },
    order: { list: 'Rights orders', detail: 'Rights order' },
    user: { list: 'Rights users', detail: 'Rights user' },
    bill: { list: 'Content bills', detail: 'Content bill' },
    cpsp: { list: 'Rights management (CP/SP)' },
  },
  stock: {
    root: 'Stock',
    stocklist: {
      list: 'Stock',
      detail: 'Stock item',
      doublecardDetail: 'Dual-SIM pair',
    },
    goodsImport: {
      list: 'Stock imports',
      add: 'Import stock',
    },
    operationList: {
      list: 'Stock operations',
      detail: 'Stock operation',
    },
  },
  risk: {
    root: 'Risk control',
    regionlimit: {
      list: 'Region limits',
    },
    realNameRecord: {
      list: 'Real-name records',
    },
    separation: 'Card–device separation',
    renewCardSeparation: {
      list: 'Separation renewals',
      detail: 'Separation renewal',
    },
  },
  autorule: {
    root: 'Automation',
    rule: {
      list: 'Automation rules',
      detail: 'Rule detail',
    },
    alarm: {
      list: 'Alarm log',
      detail: 'Alarm detail',
    },
  },
  billing: {
    root: 'Billing',
    package: {
      list: 'Rate plans',
      addbasic: 'New basic rate plan',
      basicdetail: 'Basic rate plan',
      addretail: 'New retail rate plan',
      editretail: 'Edit retail rate plan',
      retaildetail: 'Retail rate plan',
      retailrecord: 'Change log',
    },
    bill: {
      list: 'Bills',
      spending: 'Consumption bill',
      fenrun: 'Profit-sharing bill',
    },
    orderCenter: {
      list: 'Orders',
      detail: 'Order',
    },
    saleOrder: {
      list: 'Sales orders',
      detail: 'Sales order',
    },
    channelbill: {
      list: 'Operator bills',
      detail: 'Operator bill',
    },
  },
  business: {
    root: 'Business',
    customer: {
      list: 'Customers',
      add: 'New customer',
      detail: 'Customer detail',
      change: 'Edit customer',
    },
    registration: {
      list: 'Registrations',
    },
    capital: {
      list: 'Funds',
      detail: 'Funds detail',
      prepaycard: 'Prepaid card funds',
    },
    recharge: {
      list: 'Recharges',
      add: 'New recharge',
      detail: 'Recharge detail',
    },
    withdraw: {
      list: 'Withdrawals',
    },
    contract: {
      list: 'Contracts',
      accesspoint: 'Contract access points',
    },
  },
  financial: {
    root: 'Financial',
    credit: {
      list: 'Credit orders',
      changelog: 'Credit change log',
    },
    cancelbill: {
      list: 'Write-offs',
    },
    operatebill: {
      list: 'Bill operations',
    },
    customerbill: {
      list: 'C-end invoices',
    },
    report: {
      list: 'Financial reports',
      detail: 'Financial report',
    },
  },
  report: {
    root: 'Reports',
    prepaidcost: {
      list: 'Prepaid cost',
      detail: 'Prepaid cost detail',
    },
    cardreport: {
      list: 'Card report',
    },
    communicationusage: {
      list: 'Communication usage',
    },
    cardflow: {
      list: 'Card flows',
    },
    business: {
      list: 'Business report',
    },
    active: {
      list: 'Activations',
    },
    usage: {
      list: 'Usage report',
    },
  },
  card: {
    numcard: 'Card allocation',
    batchoperate: {
      list: 'Batch operations',
      shortcuts: 'Batch change status',
      detail: 'Batch detail',
    },
    cardtype: {
      list: 'Card types',
    },
    detail: 'Card detail',
    downloadtask: {
      list: 'Download tasks',
    },
    dsimlist: {
      list: 'Dual-SIM list',
    },
    euicc: {
      list: 'eUICC list',
    },
    importinfo: {
      list: 'Card imports',
      detail: 'Import detail',
      dsimdetail: 'Dual-SIM import detail',
    },
    label: {
      list: 'Labels',
      detail: 'Label detail',
      edit: 'Edit label',
    },
    list: 'SIM cards',
    pool: {
      list: 'Data pools',
      detail: 'Pool detail',
      blockhistory: 'Block history',
      change: 'Pool changes',
      faillog: 'Change fail log',
    },
    root: 'Cards',
    sms: {
      list: 'SMS',
    },
    testcard: {
      list: 'Test cards',
      detail: 'Test card detail',
    },
    vipcall: {
      list: 'VIP call',
    },
  },
  account: {
    root: 'Account management',
    list: 'Accounts',
    freeze: 'Freezing records',
  },
  customer: {
    home: 'Secondary customers',
  },
  help: {
    root: 'Documents',
    guide: 'User guide',
    faq: 'FAQ',
    apiManager: 'API management',
  },
  home: {
    root: 'Home',
    index: 'Overview',
  },
  operator: {
    apn: {
      list: 'APNs',
    },
    operatorApn: {
      list: 'Operator APNs',
    },
    comm: {
      list: 'Operator services',
    },
    commserv: {
      list: 'Communication services',
      detail: 'Communication service detail',
      add: 'Add communication service',
      edit: 'Edit communication service',
      speedLimit: 'Speed limit (QoS)',
      redirect: 'Redirection',
    },
    config: {
      list: 'Operator accounts',
      add: 'Add operator account',
      edit: 'Edit operator account',
      detail: 'Operator account detail',
    },
    goodsImport: {
      list: 'Standard rate plan import',
      add: 'Add operator product',
    },
    name: {
      list: 'Operator names',
    },
    root: 'Operators',
  },
  shortcuts: {
    batchoperate: {
      list: 'Batch operations',
      detail: 'Batch detail',
    },
    dataRecovery: {
      list: 'Data recovery',
      detail: 'Data recovery detail',
    },
    diagnose: 'Diagnosis',
    iotCardOrder: {
      list: 'Card orders',
      detail: 'Card order',
    },
    oncecost: 'One-off fees',
    notification: 'Announcements',
    recharge: 'Recharges',
    withdraw: 'Withdrawals',
    separationAnalyse: {
      list: 'Separation analysis',
      detail: 'Separation analysis detail',
    },
    queryflow: 'Traffic details',
    dataComparison: 'Data comparison',
    resell: 'Resale status',
    custOperation: {
      list: 'Pool usage by customer',
      detail: 'Pool usage detail',
    },
    root: 'Shortcuts',
    standardSim: {
      list: 'Standard SIM',
      detail: 'Standard SIM batch detail',
    },
  },
  blacklist: {
    root: 'Blacklists',
    enterprise: {
      list: 'Enterprise blacklist',
    },
    personal: {
      list: 'Person blacklist',
    },
    record: {
      list: 'Blacklist record',
    },
  },
  authentication: {
    root: 'Real-name authentication',
    enterprise: {
      list: 'Enterprise authentication',
      audit: 'Audit application',
    },
  },
  system: {
    root: 'System',
    role: {
      list: 'Roles',
      detail: 'Role detail',
    },
    dataPush: {
      list: 'Data push',
    },
    userBehavior: {
      list: 'User behaviour',
    },
    api: {
      list: 'API log',
    },
  },
};

export default menu;
