/**
 * Diagnosis advice (spec §8: "Diagnosis advice texts exist for each state"; the separated-card
 * message reports the separation time). Pure: the card's state, operator status, network,
 * online status and cycle in, advice out, in both languages.
 */
import type { Lang } from '../shared/i18n/lang.ts';
import { interpolate } from '../shared/i18n/lang.ts';
import { formatShanghaiTime } from './time-format.ts';

export const diagnosisAdvice = {
  START: { level: 'error', zh: '卡处于开始状态，尚不可用。', en: 'The card is in the start state and is not available yet.' },
  TEST: {
    level: 'info',
    zh: '卡处于测试期，可使用测试流量。',
    en: 'The card is in its test period and can use its test allowance.',
  },
  TEST_CAP: {
    level: 'warning',
    zh: '测试期流量已用完（达量断网），请激活卡后继续使用。',
    en: 'The test allowance is used up (test cap cut-off). Activate the card to keep using data.',
  },
  NOT_ACTIVATED: {
    level: 'warning',
    zh: '卡尚未激活，请先激活卡再使用网络。',
    en: 'The card is not activated yet. Activate it before using the network.',
  },
  DEACTIVATED: {
    level: 'error',
    zh: '卡已停用，请激活卡以恢复网络。',
    en: 'The card is deactivated. Activate it to restore the network.',
  },
  INVALID: { level: 'error', zh: '卡已失效，请联系客户经理处理。', en: 'The card is invalid. Contact your account manager.' },
  CANCELLED: { level: 'error', zh: '卡已销户，无法再使用。', en: 'The card is cancelled and can no longer be used.' },
  FORCED_SHUTDOWN: {
    level: 'error',
    zh: '卡已被强制停机，请联系客户经理或平台客服。',
    en: 'The card was forced to shut down. Contact your account manager or the platform service desk.',
  },
  NO_DATA_LEFT: {
    level: 'warning',
    zh: '本周期流量已用完，请订购加油包或变更套餐。',
    en: 'No data is left in this cycle. Order an event pack or change the plan.',
  },
  QUOTA_SHUTDOWN: {
    level: 'error',
    zh: '运营商因流量用尽已停机，请订购加油包或等待下个周期。',
    en: 'The operator shut the card down because its data quota is exhausted. Order an event pack or wait for the next cycle.',
  },
  SEPARATED: {
    level: 'error',
    zh: '卡于 {time} 检测到机卡分离，已停机。请将卡插回原设备或申请解锁。',
    en: 'The card was separated from its device at {time} and shut down. Put it back into its device or ask for an unlock.',
  },
  REAL_NAME: {
    level: 'error',
    zh: '卡待实名认证，网络已断开，请完成实名认证。',
    en: 'The card awaits real-name verification and its network is cut off. Complete the verification.',
  },
  ARREARS: { level: 'error', zh: '卡因欠费停机，请充值后恢复。', en: 'The card is shut down for arrears. Top up to restore it.' },
  RISK: {
    level: 'error',
    zh: '卡因风险停机，请联系客户经理。',
    en: 'The card is under a risk shutdown. Contact your account manager.',
  },
  SHUTDOWN_REQUESTED: {
    level: 'warning',
    zh: '运营商侧已申请停机，请激活卡以恢复网络。',
    en: 'A shutdown was requested at the operator. Activate the card to restore the network.',
  },
  NETWORK_BLOCKED: {
    level: 'warning',
    zh: '卡的网络已阻断，请开通网络。',
    en: 'The card network is blocked. Allow the network.',
  },
  OFFLINE: {
    level: 'warning',
    zh: '卡状态正常但当前不在线，请检查设备电源、信号和 APN 设置。',
    en: 'The card is in order but offline. Check the device power, signal and APN settings.',
  },
  ONLINE_UNKNOWN: {
    level: 'info',
    zh: '暂时无法从运营商获取在线状态，请稍后再试。',
    en: 'The online status could not be read from the operator right now. Try again later.',
  },
  OK: { level: 'ok', zh: '卡状态正常，正在使用网络。', en: 'The card is in order and online.' },
} as const;

export type AdviceCode = keyof typeof diagnosisAdvice;
export interface Advice {
  code: AdviceCode;
  level: 'ok' | 'info' | 'warning' | 'error';
  message: string;
}

export interface DiagnosisInput {
  state: number;
  operatorStatus: string;
  network: 'allowed' | 'blocked';
  /** null when the operator could not be asked. */
  online: boolean | null;
  remainingBytes: number;
  /** When the operator status was last set (the separation time for status N). */
  operatorStatusAt?: string;
}

const OPERATOR_CUT_OFF: Record<string, AdviceCode> = {
  q: 'QUOTA_SHUTDOWN',
  N: 'SEPARATED',
  I: 'REAL_NAME',
  Z: 'ARREARS',
  X: 'RISK',
  M: 'SHUTDOWN_REQUESTED',
};

/** The advice codes for a card, most important first; never empty. */
export function adviceCodes(d: DiagnosisInput): AdviceCode[] {
  switch (d.state) {
    case 60:
      return ['START'];
    case 61:
      return d.operatorStatus === 'TC' || d.remainingBytes <= 0 ? ['TEST_CAP'] : ['TEST'];
    case 62:
    case 63:
      return ['NOT_ACTIVATED'];
    case 65:
      return ['DEACTIVATED'];
    case 66:
      return ['INVALID'];
    case 67:
      return ['CANCELLED'];
    case 68:
      return ['FORCED_SHUTDOWN'];
  }
  const codes: AdviceCode[] = [];
  const cutOff = OPERATOR_CUT_OFF[d.operatorStatus];
  if (cutOff) codes.push(cutOff);
  if (d.remainingBytes <= 0 && cutOff !== 'QUOTA_SHUTDOWN') codes.push('NO_DATA_LEFT');
  if (d.network === 'blocked') codes.push('NETWORK_BLOCKED');
  if (!codes.length) codes.push(d.online === null ? 'ONLINE_UNKNOWN' : d.online ? 'OK' : 'OFFLINE');
  return codes;
}

/** The advice in the request's language. */
export function diagnose(d: DiagnosisInput, lang: Lang): Advice[] {
  return adviceCodes(d).map((code) => {
    const entry = diagnosisAdvice[code];
    const time = d.operatorStatusAt ? formatShanghaiTime(d.operatorStatusAt) : '-';
    return { code, level: entry.level, message: interpolate(lang === 'en-US' ? entry.en : entry.zh, { time }) };
  });
}
