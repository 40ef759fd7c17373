// @vitest-environment jsdom
import { builtInRoles } from '@cmp/functions/platform/permissions';
import { describe, expect, it } from 'vitest';
import { enUS, zhCN } from '../../i18n/all-texts';
import { visibleMenu } from '../../routing/route-tree';
import { areaRoutes } from '../index';
import { isNumber } from './shared/blacklist-model';

const menuOf = (area: string, roleType: string, side: 'platform' | 'enterprise' | 'secondary') =>
  visibleMenu(areaRoutes, builtInRoles[roleType]!.permissions, side)
    .find((r) => r.id === area)
    ?.children?.map((c) => c.id);

describe('blacklist and real-name menus', () => {
  it('shows the blacklists to platform roles only', () => {
    const all = ['blacklist.enterprise.list', 'blacklist.personal.list', 'blacklist.record.list'];
    expect(menuOf('blacklist', '1000', 'platform')).toEqual(all);
    expect(menuOf('blacklist', '2000', 'platform')).toEqual(all);
    for (const [role, side] of [
      ['3000', 'enterprise'],
      ['4000', 'enterprise'],
      ['5000', 'secondary'],
    ] as const)
      expect(menuOf('blacklist', role, side)).toBeUndefined();
  });

  it('shows the real-name records to platform roles and enterprises, not to staff or secondary customers', () => {
    expect(menuOf('risk', '1000', 'platform')).toContain('risk.realNameRecord.list');
    expect(menuOf('risk', '3000', 'enterprise')).toContain('risk.realNameRecord.list');
    expect(menuOf('risk', '4000', 'enterprise')).toBeUndefined();
    expect(menuOf('risk', '5000', 'secondary')).toBeUndefined();
  });

  it('names the record’s actions in both languages and checks numbers as the server does', () => {
    for (const a of ['add', 'edit', 'remove', 'hit'] as const) {
      expect(enUS.blacklist.record.actions[a]).toBeTruthy();
      expect(zhCN.blacklist.record.actions[a]).toBeTruthy();
    }
    expect(isNumber('1101-0119 9003 07777x')).toBe(true);
    expect(isNumber('12345')).toBe(false);
  });
});
