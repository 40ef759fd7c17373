import { describe, expect, it } from 'vitest';
import { switchLogColumns } from './switch-log-columns';

describe('switch log columns', () => {
  it('gives when and what was done, red when switched off and green when switched on', () => {
    const columns = switchLogColumns<{ at: string; action: string }>(
      'home.account.records',
      { off: 'freeze', on: 'thaw' },
      'home.account.records',
    );
    expect(columns).toEqual([
      { key: 'at', header: 'home.account.records.at', format: 'dateTime' },
      {
        key: 'action',
        header: 'home.account.records.action',
        state: { tones: { freeze: 'red', thaw: 'green' }, label: 'home.account.records' },
      },
    ]);
  });
});
