import type { NotifyService } from '../notify/delivery.service.ts';
/**
 * The actions of a fired alarm (spec §9 push types), each through the service that owns it: e-mail
 * and API messages through notify/ (one delivery per alarm and action), card deactivation (4), block
 * (5) and event-pack orders (6) through the single-card actions with their normal lifecycle rules, as
 * the rule (a system principal named after it), and so do add-on packs (7) and speed limits (9 QoS, 11);
 * SMS (1) to the rule's contact phones through the operator's SMS gateway. A card service's refusal
 * is recorded 'refused' with its reason, never faked.
 */
import type { Principal } from '../shared/auth/principal.ts';
import { AppError } from '../shared/http/error-catalogue.ts';
import type { AlarmRecord } from './alarm.repository.ts';
import type { AutoRule } from './autorule.repository.ts';
import type { FiringCard } from './candidates.ts';
import type { ActionResult } from './rule-eval.service.ts';
import { type RuleAction, splitList } from './rule-model.ts';

export interface CardActionPort {
  changeState(
    p: Principal,
    input: { iccid: string; channelCustId: string; targetState: number },
    lang: 'en-US',
  ): Promise<unknown>;
  network(p: Principal, input: { iccid: string; channelCustId: string; action: 'block' }, lang: 'en-US'): Promise<unknown>;
  orderPackage(
    p: Principal,
    input: { iccid: string; channelCustId: string; goodsReleaseId: string },
    lang: 'en-US',
  ): Promise<unknown>;
  limitSpeed(
    p: Principal,
    input: { iccid: string; channelCustId: string; speedKbps: number | null; kind: 'qos' | 'limit' },
    lang: 'en-US',
  ): Promise<unknown>;
}

export interface AlarmActionDeps {
  deliver: NotifyService['deliver'];
  cards: CardActionPort;
  /** An API action's signing secret in the clear (autorule.service `openSigningSecret` with the operator key). */
  openSecret(sealed: string): Promise<string>;
}

/** The principal card actions run as: the platform, named after the rule (the card log shows it). */
export const rulePrincipal = (rule: AutoRule): Principal => ({
  loginName: `autorule:${rule.ruleId}`,
  displayName: rule.name,
  roleId: 'autorule',
  roleType: 1000,
  roleName: 'autorule',
  channelCustId: null,
  custId: null,
  customerName: null,
  permissions: new Set(),
  isResetPassword: false,
  tokenId: 'autorule',
  tokenExp: 0,
});

const refused = (reason: string): ActionResult => ({ status: 'refused', attempts: 0, lastError: reason });
const reasonOf = (error: unknown) =>
  (error instanceof AppError ? error.key : error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(
    0,
    300,
  );

/** The alarm's text (subject and body) in both languages. */
export function alarmText(a: AlarmRecord): { subject: string; text: string } {
  const what = `${a.ruleName} — ${a.scope} ${a.scopeId}${a.msisdn ? ` (${a.msisdn})` : ''}`;
  const value =
    a.value === null ? '' : ` ${a.value}${a.unit ? ` ${a.unit}` : ''}${a.threshold !== null ? ` / ${a.threshold}` : ''}`;
  return {
    subject: `[CMP] 告警 Alarm: ${a.ruleName}`,
    text: `告警规则 Alarm rule: ${what}\n周期 Period: ${a.period}\n观测值 Value:${value || ' -'}\n时间 Fired at: ${a.firedAt}\n告警编号 Alarm id: ${a.alarmId}\n`,
  };
}

export const alarmPayload = (a: AlarmRecord) => {
  const { actions: _a, failed: _f, ...rest } = a;
  return rest;
};

export function createAlarmActions(d: AlarmActionDeps) {
  return async (alarm: AlarmRecord, rule: AutoRule, action: RuleAction, card: FiringCard | null): Promise<ActionResult> => {
    const common = { channelCustId: alarm.channelCustId, alarmId: alarm.alarmId, action: String(action.type) };
    try {
      switch (action.type) {
        case 2: {
          const to = splitList(rule.emails);
          if (!to.length) return { status: 'skipped', attempts: 0, lastError: 'no e-mail address' };
          const out = await d.deliver({ ...common, channel: 'email', message: { to, ...alarmText(alarm) } });
          return {
            status: out.status === 'sending' ? 'pending' : out.status,
            attempts: out.attempts,
            lastError: out.lastError ?? null,
          };
        }
        case 3: {
          const stored = rule.actions.find((a) => a.type === 3);
          if (!action.url || !stored?.signingSecret) return refused('no URL or signing secret');
          const secret = await d.openSecret(stored.signingSecret);
          const out = await d.deliver({ ...common, channel: 'webhook', url: action.url, secret, payload: alarmPayload(alarm) });
          return {
            status: out.status === 'sending' ? 'pending' : out.status,
            attempts: out.attempts,
            lastError: out.lastError ?? null,
          };
        }
        case 4:
        case 5:
        case 6:
        case 7:
        case 9:
        case 11: {
          if (!card) return refused('the alarm names no card');
          const ref = { iccid: card.iccid, channelCustId: card.channelCustId };
          const p = rulePrincipal(rule);
          if (action.type === 4) await d.cards.changeState(p, { ...ref, targetState: 65 }, 'en-US');
          else if (action.type === 5) await d.cards.network(p, { ...ref, action: 'block' }, 'en-US');
          else if (action.type === 6 || action.type === 7)
            // Event (6) and add-on (7) packs are both supplementary plans the card orders.
            await d.cards.orderPackage(p, { ...ref, goodsReleaseId: action.packId ?? '' }, 'en-US');
          else
            await d.cards.limitSpeed(
              p,
              { ...ref, speedKbps: action.speedKbps ?? null, kind: action.type === 9 ? 'qos' : 'limit' },
              'en-US',
            );
          return { status: 'done', attempts: 1, lastError: null };
        }
        case 1: {
          const phones = splitList(rule.phones);
          if (!phones.length) return { status: 'skipped', attempts: 0, lastError: 'no phone number' };
          const { subject, text } = alarmText(alarm);
          const out = await d.deliver({ ...common, channel: 'sms', phones, text: `${subject}\n${text}`.slice(0, 500) });
          return {
            status: out.status === 'sending' ? 'pending' : out.status,
            attempts: out.attempts,
            lastError: out.lastError ?? null,
          };
        }
        default:
          return refused(`push type ${action.type} has no action`);
      }
    } catch (error) {
      // A card service's refusal (a lifecycle rule: its error key) is the action's outcome, not the evaluator's failure.
      if (error instanceof AppError && !error.key.startsWith('OPERATOR_')) return { ...refused(reasonOf(error)), attempts: 1 };
      return { status: 'failed', attempts: 1, lastError: reasonOf(error) };
    }
  };
}
