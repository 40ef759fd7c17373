// 路由标题（common.menu.<路由 id>）：菜单、面包屑与页面标题。
const menu = {
  content: {
    root: '内容与权益',
    product: { list: '权益产品', detail: '权益产品详情' },
    order: { list: '权益订单', detail: '权益订单详情' },
    user: { list: '权益用户', detail: '权益用户详情' },
    bill: { list: '内容账单', detail: '内容账单详情' },
    cpsp: { list: '权益管理（CP/SP）' },
  },
  stock: {
    root: '库存管理',
    stocklist: {
      list: '库存列表',
      detail: '库存详情',
      doublecardDetail: '双卡详情',
    },
    goodsImport: {
      list: '库存导入',
      add: '导入库存',
    },
    operationList: {
      list: '操作记录',
      detail: '操作详情',
    },
  },
  risk: {
    root: '风险控制',
    regionlimit: {
      list: '区域限制',
    },
    realNameRecord: {
      list: '实名记录',
    },
    separation: '机卡分离',
    renewCardSeparation: {
      list: '机卡分离复机',
      detail: '机卡分离复机详情',
    },
  },
  autorule: {
    root: '自动规则',
    rule: {
      list: '自动规则',
      detail: '规则详情',
    },
    alarm: {
      list: '告警记录',
      detail: '告警详情',
    },
  },
  billing: {
    root: '计费管理',
    package: {
      list: '套餐管理',
      addbasic: '新增基础套餐',
      basicdetail: '基础套餐详情',
      addretail: '新增零售套餐',
      editretail: '编辑零售套餐',
      retaildetail: '零售套餐详情',
      retailrecord: '变更记录',
    },
    bill: {
      list: '账单',
      spending: '消费账单',
      fenrun: '分润账单',
    },
    orderCenter: {
      list: '订单',
      detail: '订单详情',
    },
    saleOrder: {
      list: '销售订单',
      detail: '销售订单详情',
    },
    channelbill: {
      list: '渠道账单',
      detail: '渠道账单详情',
    },
  },
  business: {
    root: '业务管理',
    customer: {
      list: '客户管理',
      add: '新增客户',
      detail: '客户详情',
      change: '编辑客户',
    },
    registration: {
      list: '注册审核',
    },
    capital: {
      list: '资金管理',
      detail: '资金详情',
      prepaycard: '预付卡资金',
    },
    recharge: {
      list: '充值管理',
      add: '新增充值',
      detail: '充值详情',
    },
    withdraw: {
      list: '提现管理',
    },
    contract: {
      list: '合同管理',
      accesspoint: '合同接入点',
    },
  },
  financial: {
    root: '财务管理',
    credit: {
      list: '授信管理',
      changelog: '授信变更记录',
    },
    cancelbill: {
      list: '销账管理',
    },
    operatebill: {
      list: '账单操作记录',
    },
    customerbill: {
      list: 'C端发票',
    },
    report: {
      list: '财务报表',
      detail: '财务报表详情',
    },
  },
  report: {
    root: '报表',
    prepaidcost: {
      list: '预付费成本',
      detail: '预付费成本详情',
    },
    cardreport: {
      list: '卡片报表',
    },
    communicationusage: {
      list: '通信用量报表',
    },
    cardflow: {
      list: '卡片流转报表',
    },
    business: {
      list: '业务报表',
    },
    active: {
      list: '激活报表',
    },
    usage: {
      list: '用量报表',
    },
  },
  card: {
    numcard: '卡分配',
    batchoperate: {
      list: '批量操作',
      shortcuts: '批量变更状态',
      detail: '批次详情',
    },
    cardtype: {
      list: '卡类型',
    },
    detail: '卡详情',
    downloadtask: {
      list: '下载任务',
    },
    dsimlist: {
      list: '双卡列表',
    },
    euicc: {
      list: 'eUICC 列表',
    },
    importinfo: {
      list: '卡导入',
      detail: '导入详情',
      dsimdetail: '双卡导入详情',
    },
    label: {
      list: '标签管理',
      detail: '标签详情',
      edit: '编辑标签',
    },
    list: 'SIM卡列表',
    pool: {
      list: '流量池',
      detail: '流量池详情',
      blockhistory: '停用记录',
      change: '流量池变更',
      faillog: '变更失败记录',
    },
    root: 'SIM卡',
    sms: {
      list: '短信',
    },
    testcard: {
      list: '测试卡',
      detail: '测试卡详情',
    },
    vipcall: {
      list: 'VIP 通话',
    },
  },
  account: {
    root: '账号管理',
    list: '账号列表',
    freeze: '冻结记录',
  },
  customer: {
    home: '二级客户管理',
  },
  help: {
    root: '文档中心',
    guide: '用户指南',
    faq: '常见问题',
    apiManager: 'API 管理',
  },
  home: {
    root: '首页',
    index: '概览',
  },
  operator: {
    apn: {
      list: 'APN 管理',
    },
    operatorApn: {
      list: '运营商 APN',
    },
    comm: {
      list: '运营商通信服务',
    },
    commserv: {
      list: '通信服务',
      detail: '通信服务详情',
      add: '新增通信服务',
      edit: '编辑通信服务',
      speedLimit: '限速配置（QoS）',
      redirect: '重定向配置',
    },
    config: {
      list: '运营商账号',
      add: '新增运营商账号',
      edit: '编辑运营商账号',
      detail: '运营商账号详情',
    },
    goodsImport: {
      list: '标准资费导入',
      add: '新增运营商商品',
    },
    name: {
      list: '运营商名称',
    },
    root: '运营商',
  },
  shortcuts: {
    batchoperate: {
      list: '批量操作',
      detail: '批次详情',
    },
    dataRecovery: {
      list: '数据恢复',
      detail: '数据恢复详情',
    },
    diagnose: '诊断',
    iotCardOrder: {
      list: '购卡订单',
      detail: '购卡订单详情',
    },
    oncecost: '一次性费用',
    notification: '公告管理',
    recharge: '充值',
    withdraw: '提现',
    separationAnalyse: {
      list: '机卡分离分析',
      detail: '机卡分离分析详情',
    },
    queryflow: '流量详单查询',
    dataComparison: '数据比对',
    resell: '转售状态同步',
    custOperation: {
      list: '客户流量池运营',
      detail: '流量池运营详情',
    },
    root: '快捷入口',
    standardSim: {
      list: '标准卡',
      detail: '标准卡批次详情',
    },
  },
  blacklist: {
    root: '黑名单',
    enterprise: {
      list: '企业黑名单',
    },
    personal: {
      list: '个人黑名单',
    },
    record: {
      list: '黑名单记录',
    },
  },
  authentication: {
    root: '实名认证',
    enterprise: {
      list: '企业认证',
      audit: '审核申请',
    },
  },
  system: {
    root: '系统管理',
    role: {
      list: '角色管理',
      detail: '角色详情',
    },
    dataPush: {
      list: '数据推送',
    },
    userBehavior: {
      list: '用户行为',
    },
    api: {
      list: 'API 日志',
    },
  },
};

export default menu;
