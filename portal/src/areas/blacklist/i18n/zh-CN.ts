// 黑名单区域的文本（命名空间 blacklist），随该区域的第一个页面加载。
const blacklist = {
  blacklist: {
    enterprise: {
      title: '企业黑名单',
      subtitle: '名单中的企业不能注册、申请实名认证或被分配卡片。',
    },
    personal: {
      title: '个人黑名单',
      subtitle: '名单中的个人不能登记为卡片的实名认证人。证件号码加密存储，仅显示脱敏后的号码。',
    },
    record: {
      title: '黑名单记录',
      subtitle: '黑名单的每一次变更和每一次拦截。',
      fields: { at: '时间', action: '操作', entry: '名单', place: '拦截环节', by: '操作人 / 被拦截方', reason: '原因' },
      actions: { add: '加入黑名单', edit: '修改', remove: '移出黑名单', hit: '拦截' },
      empty: '暂无变更或拦截记录。',
    },
    fields: {
      name: { enterprise: '企业名称', personal: '姓名' },
      orgCode: '组织机构代码',
      idNumber: '证件号码',
      reason: '原因',
      updatedAt: '最近修改',
    },
    hints: {
      orgCode: '统一社会信用代码或组织机构代码（选填）。',
      idNumber: '加密存储，只显示脱敏后的号码。',
      idNumberKeep: '留空则保留原号码。',
    },
    invalid: { number: '请输入 6 到 30 位字母或数字' },
    keyword: {
      enterprise: '名称、原因或组织机构代码',
      personal: '姓名、原因或完整证件号码',
    },
    add: { enterprise: '新增企业', personal: '新增个人' },
    newTitle: { enterprise: '将企业加入黑名单', personal: '将个人加入黑名单' },
    editTitle: '编辑 {{name}}',
    saved: '黑名单已保存',
    actions: { edit: '编辑', remove: '移出' },
    removeTitle: '将 {{name}} 移出黑名单？',
    removeText: '移出后不再拦截。移出操作会保留在黑名单记录中。',
    removed: '已移出黑名单',
    empty: '黑名单为空。',
  },
};

export default blacklist;
