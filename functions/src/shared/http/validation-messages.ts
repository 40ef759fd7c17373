/** Reasons a field fails validation, in both languages (spec §5 wording where the spec has one). */
export const validationReasons = {
  required: { zh: '不能为空', en: 'is required' },
  blank: { zh: '禁止输入空格，请输入非空内容', en: 'forbid spaces or enter non-blank content' },
  type: { zh: '类型不正确', en: 'has the wrong type' },
  tooShort: { zh: '长度不能少于 {min}', en: 'must be at least {min} characters' },
  tooLong: { zh: '长度不能超过 {max}', en: 'must be at most {max} characters' },
  tooSmall: { zh: '不能小于 {min}', en: 'must be at least {min}' },
  tooLarge: { zh: '不能大于 {max}', en: 'must be at most {max}' },
  tooFew: { zh: '至少需要 {min} 项', en: 'needs at least {min} items' },
  tooMany: { zh: '最多 {max} 项', en: 'allows at most {max} items' },
  oneOf: { zh: '取值不在允许范围内', en: 'is not one of the allowed values' },
  format: { zh: '格式不正确', en: 'has the wrong format' },
  password: { zh: '密码须为 8-18 位字母、数字或标点', en: 'must be 8-18 letters, digits or punctuation' },
  mismatch: { zh: '两次输入的密码不一致', en: 'does not match the password' },
  unknown: { zh: '不是允许的字段', en: 'is not an allowed field' },
} as const;

export type ValidationReason = keyof typeof validationReasons;
