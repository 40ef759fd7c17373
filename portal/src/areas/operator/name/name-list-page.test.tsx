// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../../i18n';
import { pageTests, renderPage, signInAs } from '../../../lib/page-harness';
import NameListPage from './name-list-page';

const NAMES = 'operator-config.nameList';
const api$ = pageTests(() => ({
  [NAMES]: () => ({
    items: [
      { operator: 'CMCC', name: 'China Mobile', statusCodes: [{ code: '1', label: 'Test' }] },
      { operator: 'CUCC', name: 'China Unicom', statusCodes: [{ code: 'J', label: 'Pending activation' }] },
    ],
  }),
}));

describe('operator names', () => {
  it("shows each operator's status codes, one row a code, read again in the reader's other language", async () => {
    signInAs('platform', []);
    renderPage(<NameListPage />, '/operator/name/list');
    expect(await screen.findByText('Pending activation')).toBeTruthy();
    expect(screen.getByText('China Unicom (CUCC)')).toBeTruthy();
    expect(api$().bodiesOf(NAMES)).toEqual([{}]);
    setLanguage('zh-CN');
    await waitFor(() => expect(api$().bodiesOf(NAMES)).toHaveLength(2));
  });
});
