// @vitest-environment jsdom
import { featureCodes } from '@cmp/functions/platform/permissions';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pageTests, renderPage, signInAs } from '../../../lib/page-harness';
import DataPushPage from './data-push-page';

const task = (taskId: string, enabled: boolean) => ({
  taskId,
  channelCustId: 'C1001',
  enterpriseName: 'Acme IoT',
  name: `Task ${taskId}`,
  host: '127.0.0.1',
  port: 2222,
  account: 'cmp-demo',
  password: '********',
  path: '/acme',
  fileType: 'csv',
  contents: ['cards', 'usage'],
  hour: 6,
  enabled,
  lang: 'en-US',
  lastRunAt: '2026-03-01T22:05:00Z',
  lastStatus: 'success',
  createdAt: '2026-01-01T00:00:00Z',
  createdBy: 'acme',
  updatedAt: '2026-01-01T00:00:00Z',
  updatedBy: 'acme',
});
const LIST = 'data-push.list';
const api$ = pageTests(() => ({
  [LIST]: () => ({ items: [task('P000000000001', true)], cursor: null }),
  'data-push.add': () => task('P000000000002', true),
  'data-push.status': () => task('P000000000001', false),
  'data-push.test': () => ({ ok: false, reason: 'authFailed', detail: 'All configured authentication methods failed' }),
  'data-push.runs': () => ({
    items: [
      {
        runId: 'R1',
        taskId: 'P000000000001',
        channelCustId: 'C1001',
        trigger: 'manual',
        day: '2026-03-02',
        startedAt: '2026-03-01T22:05:00Z',
        finishedAt: '2026-03-01T22:05:01Z',
        status: 'success',
        files: [{ name: 'cards-20260302.csv', rows: 10, bytes: 2048 }],
        bytes: 2048,
      },
    ],
    cursor: null,
  }),
}));

describe('data push screen', () => {
  it('lists the enterprise’s tasks without any password, and adds one with the checks of the server', async () => {
    signInAs('enterprise', [featureCodes.dataPush]);
    renderPage(<DataPushPage />, '/system/dataPush/list');
    expect(await screen.findByText('Task P000000000001')).toBeTruthy();
    const table = screen.getByTestId('push-table');
    expect(table.textContent).toContain('cmp-demo@127.0.0.1:2222/acme');
    expect(table.textContent).not.toContain('********');
    await userEvent.click(screen.getByTestId('push-add'));
    const dialog = await screen.findByTestId('push-task-dialog');
    expect((within(dialog).getByTestId('push-password') as HTMLInputElement).value ?? '').toBe('');
    await userEvent.type(within(dialog).getByTestId('push-name'), 'Nightly');
    await userEvent.type(within(dialog).getByTestId('push-host'), '10.0.0.300');
    await userEvent.type(within(dialog).getByTestId('push-account'), 'acme');
    await userEvent.type(within(dialog).getByTestId('push-password'), 'secret-pw');
    await userEvent.clear(within(dialog).getByTestId('push-path'));
    await userEvent.type(within(dialog).getByTestId('push-path'), '/in');
    await userEvent.click(within(dialog).getByTestId('dialog-confirm'));
    expect(await within(dialog).findByText(/IP format wrong/)).toBeTruthy();
    await userEvent.clear(within(dialog).getByTestId('push-host'));
    await userEvent.type(within(dialog).getByTestId('push-host'), 'sftp.example.com');
    await userEvent.click(within(dialog).getByTestId('dialog-confirm'));
    await waitFor(() =>
      expect(api$().bodiesOf('data-push.add')).toEqual([
        {
          name: 'Nightly',
          host: 'sftp.example.com',
          port: 22,
          account: 'acme',
          password: 'secret-pw',
          path: '/in',
          fileType: 'csv',
          contents: ['cards', 'usage'],
          hour: 6,
        },
      ]),
    );
  });

  it('switches a task off after a confirmation, tests its connection and shows its runs', async () => {
    signInAs('enterprise', [featureCodes.dataPush]);
    renderPage(<DataPushPage />, '/system/dataPush/list');
    await userEvent.click(await screen.findByTestId('push-switch-P000000000001'));
    await userEvent.click(within(await screen.findByRole('dialog')).getByTestId('dialog-confirm'));
    await waitFor(() =>
      expect(api$().bodiesOf('data-push.status')).toEqual([{ channelCustId: 'C1001', taskId: 'P000000000001', enabled: false }]),
    );
    await userEvent.click(screen.getByTestId('push-test-P000000000001'));
    const outcome = await screen.findByTestId('push-test-outcome');
    expect(outcome.textContent).toContain('The account or password was refused');
    await userEvent.click(within(screen.getByTestId('push-test-dialog')).getByTestId('dialog-confirm'));
    await userEvent.click(screen.getByTestId('push-runs-P000000000001'));
    const runs = await screen.findByTestId('push-runs-table');
    await waitFor(() => expect(runs.textContent).toContain('cards-20260302.csv'));
    expect(runs.textContent).toContain('Push now');
  });
});
