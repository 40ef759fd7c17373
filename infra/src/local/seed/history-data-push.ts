/**
 * The demo's data push (issue #15 item 6), made as a user would through the API: Acme's daily push of
 * its card list and yesterday's usage to the local SFTP server (sftp-local.ts, README "Demo"), pushed
 * once by hand so the screen shows a run and the files are on disk under `<data dir>/sftp/acme`.
 */
import { localSftpAccount } from '../sftp-local.ts';
import type { SeedClient } from './history-client.ts';

export async function seedDataPush(api: SeedClient, sftp: { host: string; port: number }): Promise<void> {
  const acme = api.as('acme');
  const task = await acme<{ taskId: string }>('/cmp/core/dataPush/add', {
    name: 'Daily files to the data centre',
    host: sftp.host,
    port: sftp.port,
    account: localSftpAccount.account,
    password: localSftpAccount.password,
    path: localSftpAccount.path,
    fileType: 'csv',
    contents: ['cards', 'usage'],
    hour: 6,
  });
  await acme('/cmp/core/dataPush/push', { taskId: task.taskId });
}
