/**
 * eUICC profile transitions (spec §4 profile states), pure. An operation moves a profile to its
 * transitional state first (downloading, enabling, disabling) and then to the outcome the operator
 * reports (downloaded / download failed, ...). Enabling a profile disables the one enabled before it.
 */
import type { EuiccProfileState } from '../operator/operator-adapter.ts';
import type { Lang } from '../shared/i18n/lang.ts';

export type ProfileAction = 'download' | 'enable' | 'disable';
export type { EuiccProfileState };

export interface Profile {
  profileIccid: string;
  operator: string;
  state: EuiccProfileState;
  stateAt?: string;
}

export const profileStates: readonly EuiccProfileState[] = [
  'unbound',
  'bound',
  'occupied',
  'downloading',
  'downloaded',
  'download-failed',
  'enabling',
  'enabled',
  'enable-failed',
  'disabling',
  'disabled',
  'disable-failed',
];

/** Spec §4 names, verbatim in English. */
export const profileStateLabels: Record<EuiccProfileState, { zh: string; en: string }> = {
  unbound: { zh: '未绑定', en: 'unbound' },
  bound: { zh: '已绑定', en: 'bound' },
  occupied: { zh: '已占用', en: 'occupied' },
  downloading: { zh: '下载中', en: 'downloading' },
  downloaded: { zh: '已下载', en: 'downloaded' },
  'download-failed': { zh: '下载失败', en: 'download failed' },
  enabling: { zh: '启用中', en: 'enabling' },
  enabled: { zh: '已启用', en: 'enabled' },
  'enable-failed': { zh: '启用失败', en: 'enable failed' },
  disabling: { zh: '停用中', en: 'disabling' },
  disabled: { zh: '已停用', en: 'disabled' },
  'disable-failed': { zh: '停用失败', en: 'disable failed' },
};

export const actionLabels: Record<ProfileAction, { zh: string; en: string }> = {
  download: { zh: '下载', en: 'downloaded' },
  enable: { zh: '启用', en: 'enabled' },
  disable: { zh: '停用', en: 'disabled' },
};

const pick = (t: { zh: string; en: string }, lang: Lang) => (lang === 'en-US' ? t.en : t.zh);
export const profileStateLabel = (s: EuiccProfileState, lang: Lang) => pick(profileStateLabels[s], lang);
export const actionLabel = (a: ProfileAction, lang: Lang) => pick(actionLabels[a], lang);

interface Step {
  from: readonly EuiccProfileState[];
  via: EuiccProfileState;
  ok: EuiccProfileState;
  failed: EuiccProfileState;
}

export const profileSteps: Record<ProfileAction, Step> = {
  download: { from: ['bound', 'download-failed'], via: 'downloading', ok: 'downloaded', failed: 'download-failed' },
  enable: { from: ['downloaded', 'disabled', 'enable-failed'], via: 'enabling', ok: 'enabled', failed: 'enable-failed' },
  disable: { from: ['enabled', 'disable-failed'], via: 'disabling', ok: 'disabled', failed: 'disable-failed' },
};

const TRANSITIONAL: ReadonlySet<EuiccProfileState> = new Set(['downloading', 'enabling', 'disabling']);

export type ProfilePlan =
  | {
      ok: true;
      index: number;
      from: EuiccProfileState;
      step: Step /** index of the enabled profile an enable disables */;
      replaces: number;
    }
  | { ok: false; reason: 'not-found' }
  | { ok: false; reason: 'busy'; profileIccid: string }
  | { ok: false; reason: 'refused'; state: EuiccProfileState };

/** Whether `action` may run on the profile now; refuses while any profile of the card is in transition. */
export function planProfileAction(profiles: readonly Profile[], profileIccid: string, action: ProfileAction): ProfilePlan {
  const index = profiles.findIndex((p) => p.profileIccid === profileIccid);
  if (index < 0) return { ok: false, reason: 'not-found' };
  const busy = profiles.find((p) => TRANSITIONAL.has(p.state));
  if (busy) return { ok: false, reason: 'busy', profileIccid: busy.profileIccid };
  const from = profiles[index]!.state;
  const step = profileSteps[action];
  if (!step.from.includes(from)) return { ok: false, reason: 'refused', state: from };
  const replaces = action === 'enable' ? profiles.findIndex((p, i) => i !== index && p.state === 'enabled') : -1;
  return { ok: true, index, from, step, replaces };
}

/** The profiles after the outcome: success moves the profile (and disables the one it replaces). */
export function settle(
  profiles: readonly Profile[],
  plan: Extract<ProfilePlan, { ok: true }>,
  success: boolean,
  at: string,
): Profile[] {
  return profiles.map((p, i) => {
    if (i === plan.index) return { ...p, state: success ? plan.step.ok : plan.step.failed, stateAt: at };
    if (success && i === plan.replaces) return { ...p, state: 'disabled', stateAt: at };
    return p;
  });
}

/** The actions a profile in `state` offers (for the portal's buttons). */
export const actionsFor = (state: EuiccProfileState): ProfileAction[] =>
  (Object.keys(profileSteps) as ProfileAction[]).filter((a) => profileSteps[a].from.includes(state));
