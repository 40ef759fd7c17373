// 风险控制区域的文本（命名空间 risk），随该区域的第一个页面加载。
const risk = {
  risk: {
    realName: {
      title: '实名记录',
      subtitle: '需实名认证的卡片在未实名期间断网（状态 I），实名认证通过后恢复。',
      fields: {
        iccid: 'ICCID',
        msisdn: 'MSISDN',
        status: '实名状态',
        personName: '实名人',
        idNumber: '证件号码',
        verifiedAt: '认证时间',
        iccids: 'ICCID',
        required: '实名要求',
      },
      status: { unverified: '未实名', verified: '已实名', notRequired: '无需实名' },
      requiredChoice: { yes: '需实名', no: '无需实名' },
      cutOff: '待实名认证断网',
      hints: {
        idNumber: '加密存储，只显示脱敏后的号码。黑名单中的个人会被拒绝。',
        iccids: '每行一个，或用逗号分隔，最多 1000 个。未实名的在用卡会立即断网。',
      },
      invalid: {
        iccid: 'ICCID 为 19 或 20 位数字',
        iccids: '请输入 1 到 1000 个 19 或 20 位数字的 ICCID',
        idNumber: '请输入 6 到 30 位字母或数字',
      },
      actions: { history: '历史', verify: '登记实名', lift: '取消实名要求', require: '设置需实名' },
      historyTitle: '{{iccid}} 的实名历史',
      historyEmpty: '暂无变更',
      historyFields: { at: '时间', kind: '变更', by: '操作人', person: '实名人', idNumber: '证件号码', status: '运营商状态' },
      operatorStatus: '当前运营商状态：{{label}}',
      verifyTitle: '登记 {{iccid}} 的实名认证',
      verified: '实名认证已登记',
      requireTitle: '设置卡片需实名认证',
      requireDone: '已变更 {{changed}} 张，{{unchanged}} 张无需变更，{{missing}} 张未找到或失败',
      liftTitle: '取消 {{iccid}} 的实名要求？',
      liftText: '因未实名断网的卡片将恢复开机。',
      lifted: '已取消实名要求',
      close: '关闭',
      empty: '暂无需实名认证的卡片。',
    },
  },
};

export default risk;
