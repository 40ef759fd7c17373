import { describe, expect, it } from 'vitest';
import { enUS } from '../../../i18n/all-texts';
import { zhCN } from '../../../i18n/all-texts';
import { formatDateTime } from '../../../lib/format';
import { AUDIT_ACTIONS, actionKey, emptyBehaviorFilters, validateFilters } from './user-behavior-model';

describe('user behaviour', () => {
  it('labels every logged action in both languages (spec §6)', () => {
    for (const action of AUDIT_ACTIONS) {
      const key = actionKey(action)?.split('.').pop() as keyof typeof enUS.system.userBehavior.actions;
      expect(enUS.system.userBehavior.actions[key], action).toBeTruthy();
      expect(zhCN.system.userBehavior.actions[key], action).toBeTruthy();
    }
    expect(enUS.system.userBehavior.actions.freeze).toBe('Freeze');
    expect(zhCN.system.userBehavior.actions.thaw).toBe('解冻');
    expect(actionKey('somethingNew')).toBeNull();
  });

  it('refuses an end date before the start date', () => {
    expect(validateFilters({ ...emptyBehaviorFilters(), from: '2026-11-20', to: '2026-11-19' })?.key).toBe('formRules.dateRange');
    expect(validateFilters({ ...emptyBehaviorFilters(), from: '2026-11-20', to: '2026-11-20' })).toBeNull();
  });

  it('shows times as YYYY/MM/DD HH:mm:ss', () => {
    expect(formatDateTime(new Date(2026, 10, 22, 9, 5, 7))).toBe('2026/11/22 09:05:07');
  });
});
