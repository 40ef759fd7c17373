// 预付卡资金的文本（命名空间 business，键 business.prepaid）：资金详情中的分区，以及
// /business/capital/prepay-card/:goodsReleaseId/:elementId/:cycle/:contractType。
export const prepaid = {
  title: '预付卡资金',
  subtitle: '预付费套餐的周期费在周期开始的账期整笔出账，在周期内按月确认为成本，其余为未消耗。',
  empty: '尚无已出账的预付费套餐周期。',
  notFound: '没有该预付卡资金',
  detailTitle: '{{plan}} · {{cycle}}',
  noZone: '无区域',
  fields: {
    plan: '套餐',
    zone: '区域',
    cycle: '账期',
    contractType: '合同类型',
    cards: '卡数',
    prepaid: '预付金额',
    recognisedToDate: '累计确认',
    unconsumed: '未消耗',
    months: '周期',
    monthsValue_other: '{{count}} 个月',
    period: '确认期间',
    customer: '客户',
  },
  contractTypes: {
    prepaidContract: '预付合同',
    prepaidDeposit: '预存款',
    postpaid: '后付费',
    none: '无合同',
  },
  schedule: {
    title: '确认计划',
    month: '月份',
    recognised: '本月确认',
    toDate: '月末累计确认',
    unconsumed: '月末未消耗',
  },
  cards: {
    title: '卡清单',
    empty: '没有卡记录。',
    fields: { iccid: 'ICCID', termStart: '周期开始', termEnd: '周期结束', fee: '周期费', billId: '账单' },
  },
};
