import { describe, expect, it } from 'vitest';
import { euiccErrors } from './errors.ts';
import {
  type EuiccProfileState,
  type Profile,
  type ProfileAction,
  actionLabel,
  actionsFor,
  planProfileAction,
  profileStateLabel,
  profileStates,
  settle,
} from './profile-machine.ts';

const one = (state: EuiccProfileState, profileIccid = '89860000000000000001'): Profile => ({
  profileIccid,
  operator: 'CMCC',
  state,
});

const allowed: Record<ProfileAction, EuiccProfileState[]> = {
  download: ['bound', 'download-failed'],
  enable: ['downloaded', 'disabled', 'enable-failed'],
  disable: ['enabled', 'disable-failed'],
};
const outcome: Record<ProfileAction, [EuiccProfileState, EuiccProfileState, EuiccProfileState]> = {
  download: ['downloading', 'downloaded', 'download-failed'],
  enable: ['enabling', 'enabled', 'enable-failed'],
  disable: ['disabling', 'disabled', 'disable-failed'],
};

describe('eUICC profile transitions', () => {
  for (const action of Object.keys(allowed) as ProfileAction[]) {
    for (const state of profileStates) {
      const ok = allowed[action].includes(state);
      it(`${ok ? 'allows' : 'refuses'} ${action} from ${state}`, () => {
        const plan = planProfileAction([one(state)], '89860000000000000001', action);
        if (!ok) {
          const transitional = ['downloading', 'enabling', 'disabling'].includes(state);
          expect(plan).toEqual(
            transitional
              ? { ok: false, reason: 'busy', profileIccid: '89860000000000000001' }
              : { ok: false, reason: 'refused', state },
          );
          return;
        }
        expect(plan.ok).toBe(true);
        if (!plan.ok) return;
        const [via, good, bad] = outcome[action];
        expect(plan.step.via).toBe(via);
        expect(settle([one(state)], plan, true, 'T')[0]!.state).toBe(good);
        expect(settle([one(state)], plan, false, 'T')[0]!.state).toBe(bad);
        expect(actionsFor(state)).toContain(action);
      });
    }
  }

  it('enabling a profile disables the enabled one, only on success', () => {
    const profiles = [one('enabled', 'A0000000000000000001'), one('disabled', 'B0000000000000000002')];
    const plan = planProfileAction(profiles, 'B0000000000000000002', 'enable');
    if (!plan.ok) throw new Error('expected a plan');
    expect(plan.replaces).toBe(0);
    expect(settle(profiles, plan, true, 'T').map((p) => p.state)).toEqual(['disabled', 'enabled']);
    expect(settle(profiles, plan, false, 'T').map((p) => p.state)).toEqual(['enabled', 'enable-failed']);
  });

  it('refuses any operation while another profile of the card is in transition, and unknown profiles', () => {
    const profiles = [one('enabling', 'A0000000000000000001'), one('enabled', 'B0000000000000000002')];
    expect(planProfileAction(profiles, 'B0000000000000000002', 'disable')).toEqual({
      ok: false,
      reason: 'busy',
      profileIccid: 'A0000000000000000001',
    });
    expect(planProfileAction(profiles, 'C', 'enable')).toEqual({ ok: false, reason: 'not-found' });
  });

  it('labels every state and action in both languages, spec names verbatim in English', () => {
    expect(profileStates.map((s) => profileStateLabel(s, 'en-US'))).toEqual([
      'unbound',
      'bound',
      'occupied',
      'downloading',
      'downloaded',
      'download failed',
      'enabling',
      'enabled',
      'enable failed',
      'disabling',
      'disabled',
      'disable failed',
    ]);
    for (const s of profileStates) expect(profileStateLabel(s, 'zh-CN')).toMatch(/[\u4e00-\u9fff]/);
    const render = (tpl: string, p: Record<string, string>) => tpl.replace(/\{(\w+)\}/g, (_, k) => p[k]!);
    const t = euiccErrors.EUICC_TRANSITION;
    expect(render(t.en, { state: profileStateLabel('enabled', 'en-US'), action: actionLabel('enable', 'en-US') })).toBe(
      'A profile that is enabled cannot be enabled',
    );
    expect(render(t.zh, { state: profileStateLabel('enabled', 'zh-CN'), action: actionLabel('enable', 'zh-CN') })).toBe(
      '状态为“已启用”的配置文件不能启用',
    );
  });
});
