/** Texts of download tasks, in both languages (merged into the i18n resources under `downloadTask`). */
const en = {
  title: 'Download tasks',
  subtitle: 'Exports run in the background; files are kept for 7 days. Export cards from the card list.',
  headerLink: 'Download tasks',
  headerTooltip: 'Open your download tasks',
  fields: {
    fileName: 'File name',
    rows: 'Rows',
    status: 'Status',
    createdAt: 'Created at',
    createdBy: 'Created by',
  },
  status: { processing: 'In process', succeeded: 'Succeeded', failed: 'Failed' },
  download: 'Download',
  downloadFailed: 'The file could not be downloaded',
  refresh: 'Refresh',
};

export const downloadTaskMessages: { en: typeof en; zh: typeof en } = {
  en,
  zh: {
    title: '下载任务',
    subtitle: '导出在后台进行，文件保留 7 天。可在卡片列表中导出卡片。',
    headerLink: '下载任务',
    headerTooltip: '打开下载任务',
    fields: {
      fileName: '文件名',
      rows: '行数',
      status: '状态',
      createdAt: '创建时间',
      createdBy: '创建人',
    },
    status: { processing: '处理中', succeeded: '成功', failed: '失败' },
    download: '下载',
    downloadFailed: '文件下载失败',
    refresh: '刷新',
  },
};
