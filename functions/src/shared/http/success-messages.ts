export const successMessages = {
  LOGIN_OK: { zh: '登录成功', en: 'Login successful' },
  LOGOUT_OK: { zh: '退出成功', en: 'logout successful' },
  OPERATION_OK: { zh: '操作成功', en: 'operation successful' },
  QUEUED: { zh: '任务已提交，正在处理', en: 'The task is queued and being processed' },
} as const;
export type SuccessKey = keyof typeof successMessages;
