// 风控区的文本（命名空间 risk），随该区第一个页面加载。
const risk = {
  risk: {
    separation: {
      subtitle: '绑定设备的卡在会话中出现在其他设备时将被停机（运营商状态 N）。',
      tabs: { bound: '已绑定的卡', records: '绑定记录', separated: '机卡分离记录' },
      filters: { enterprise: '企业', iccid: 'ICCID' },
      fields: {
        iccid: 'ICCID',
        msisdn: 'MSISDN',
        enterprise: '企业',
        operator: '运营商',
        mode: '绑定方式',
        imei: '绑定 IMEI',
        boundAt: '绑定时间',
        separatedAt: '最近分离',
        at: '时间',
        action: '操作',
        count: '卡数',
        skipped: '跳过',
        cards: '卡（前几张）',
        by: '操作人',
        separationTime: '分离时间',
        boundImei: '绑定 IMEI',
        seenImei: '检测到的 IMEI',
        shutdownAt: '停机时间',
      },
      modes: { first: '首次使用的 IMEI', imei: '指定 IMEI' },
      actions: { bind: '绑定', unbind: '解绑' },
      waiting: '等待首次会话',
      more: '等 {{count}} 张',
      bind: {
        action: '绑定卡',
        title: '机卡绑定',
        description: '每次操作最多 10000 张卡；再次绑定的卡使用新的绑定。',
        mode: '绑定到',
        lines: '卡',
        linesHint: '每行一张卡：ICCID；指定 IMEI 时，ICCID 后加空格和 15 位 IMEI。',
        done: '已绑定 {{count}} 张卡（跳过 {{skipped}} 张：不存在或不属于该企业）',
      },
      unbind: {
        action: '解绑',
        title: '解除绑定？',
        description: '卡 {{iccid}} 出现在其他设备时将不再停机。',
        done: '已解除绑定',
      },
      invalid: {
        empty: '请至少输入一张卡',
        tooMany: '每次操作最多 10000 张卡',
        iccid: '第 {{line}} 行：请输入 19 或 20 位 ICCID（指定 IMEI 时其后为 IMEI）',
        imei: '第 {{line}} 行：IMEI 须为 15 位数字且校验位正确',
      },
      empty: {
        bound: '尚无绑定设备的卡。',
        records: '尚无绑定或解绑操作。',
        separated: '尚无绑定的卡出现在其他设备。',
      },
    },
  },
};

export default risk;
