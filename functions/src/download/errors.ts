import type { ErrorDef } from '../shared/http/errors/error-def.ts';

/** Errors of the download area (see docs/api.md); merged into the one catalogue. */
export const downloadErrors = {
  DOWNLOAD_NOT_READY: {
    status: 409,
    errorCode: 43001,
    zh: '文件尚未生成或导出失败，无法下载',
    en: 'The file is not ready or the export failed, so it cannot be downloaded',
  },
} as const satisfies Record<string, ErrorDef>;
