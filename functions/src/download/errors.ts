import type { ErrorDef } from '../shared/http/errors/error-def.ts';

/** Errors of the download area (see docs/api.md); merged into the one catalogue. */
export const downloadErrors = {
  DOWNLOAD_NOT_READY: {
    status: 409,
    errorCode: 43001,
    zh: '文件尚未生成或导出失败，无法下载',
    en: 'The file is not ready or the export failed, so it cannot be downloaded',
  },
  EXPORT_TOO_MANY_ROWS: {
    status: 422,
    errorCode: 50820,
    zh: '要导出 {rows} 行，一个文件最多 {max} 行，请缩小筛选范围后分批导出',
    en: 'The export would hold {rows} rows; one file holds at most {max}. Narrow the filter and export in several parts.',
  },
} as const satisfies Record<string, ErrorDef>;
