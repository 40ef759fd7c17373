// report 区域的文本（命名空间 report），随该区域的第一个页面加载。
const report = {
  report: {
    prepaidCost: {
      title: '预付费成本',
      subtitle: '预付费套餐周期费按月统计：预收金额、确认成本以及月末未消耗金额（人民币）。',
      subtitlePlatform: '各企业支付的预付费套餐周期费按月统计：预收金额、确认成本以及月末未消耗金额（人民币）。',
      empty: '尚无已出账的预付费套餐周期。',
      notFound: '该月没有预付费成本记录',
      detailTitle: '{{month}} 预付费成本',
      customersTitle: '客户',
      plansTitle: '套餐',
      plansOf: '{{customer}} 的套餐',
      fields: {
        recordId: '月份',
        received: '预收金额',
        recognised: '确认成本',
        unconsumed: '月末未消耗',
        customer: '客户',
        plan: '套餐',
        zone: '区域',
        cycle: '周期开始账期',
        contractType: '合同类型',
        cards: '卡数',
        fee: '周期费',
        months: '周期',
      },
      monthsValue_other: '{{count}} 个月',
      noZone: '无区域',
      contractTypes: {
        prepaidContract: '预付合同',
        prepaidDeposit: '预存款',
        postpaid: '后付费',
        none: '无合同',
      },
      open: '查看',
    },
  },
};

export default report;
