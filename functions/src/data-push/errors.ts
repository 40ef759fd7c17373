import type { ErrorDef } from '../shared/http/errors/error-def.ts';

/** Errors of data push over SFTP (49961–49979, docs/api.md "Data push"); merged into the one catalogue. */
export const dataPushErrors = {
  DATA_PUSH_NOT_FOUND: { status: 404, errorCode: 49961, zh: '推送任务不存在', en: 'The push task does not exist' },
  DATA_PUSH_HOST: {
    status: 422,
    errorCode: 49962,
    zh: 'IP格式错误：请输入 IPv4 地址或主机名',
    en: 'IP format wrong: enter an IPv4 address or a host name',
  },
  DATA_PUSH_PORT: {
    status: 422,
    errorCode: 49963,
    zh: '端口须为 1 到 65535 之间的整数',
    en: 'The port must be a whole number from 1 to 65535',
  },
  DATA_PUSH_PATH: {
    status: 422,
    errorCode: 49964,
    zh: '路径须为以 / 开头的绝对路径，且不能包含 ..',
    en: 'The path must be absolute (start with /) and may not contain ..',
  },
  DATA_PUSH_PASSWORD_REQUIRED: { status: 422, errorCode: 49965, zh: '请输入密码', en: 'Enter the password' },
  DATA_PUSH_LIMIT: {
    status: 409,
    errorCode: 49966,
    zh: '每个企业最多 {max} 个推送任务',
    en: 'An enterprise can have at most {max} push tasks',
  },
  DATA_PUSH_BLANK: {
    status: 422,
    errorCode: 49967,
    zh: '禁止输入空格，请输入非空内容',
    en: 'Forbid spaces: enter non-blank content',
  },
  DATA_PUSH_CONTENTS: { status: 422, errorCode: 49968, zh: '请至少选择一种推送内容', en: 'Choose at least one file to push' },
  DATA_PUSH_NAME_TAKEN: {
    status: 409,
    errorCode: 49969,
    zh: '推送任务名称“{name}”已存在',
    en: 'A push task named "{name}" already exists',
  },
} as const satisfies Record<string, ErrorDef>;
