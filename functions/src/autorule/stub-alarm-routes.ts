/**
 * DECLARATION ONLY — to be replaced at merge by the evaluator's real alarm-log routes (branch
 * wip/evaluator, contract /work/notes/alarm-contract.md). The portal's typed client takes its route
 * types from the route implementations (contracts/routes.ts), so the alarm screens (wip/alarmui) need
 * `autorule.alarmList` and `autorule.alarmDetail` to exist with the contract's input schema and answer
 * type. Until the alarm log is written these read nothing: the list is empty, every alarm is not found.
 * At merge: the evaluator's routes, written after the spread in handler.ts, override these; then delete
 * this file and its import and spread in handler.ts.
 */
import { pageFields } from '../shared/data/page-cursor.ts';
import { AppError } from '../shared/http/error-catalogue.ts';
import { route } from '../shared/http/route.ts';
import { oneOf, optional, str } from '../shared/http/schema.ts';
import { type PushType, type RuleCategory, type TriggerKind, ruleCategories } from './rule-model.ts';

/** One action of a firing and how its delivery went. */
export interface AlarmAction {
  type: PushType;
  target: string | null;
  status: 'pending' | 'sent' | 'failed' | 'deadLettered' | 'done' | 'refused' | 'skipped';
  attempts: number;
  lastError: string | null;
  at: string | null;
}

/** One firing of a rule, as the contract answers it. */
export interface Alarm {
  alarmId: string;
  channelCustId: string;
  enterpriseName: string | null;
  custId: string | null;
  ruleId: string;
  ruleName: string;
  category: RuleCategory;
  triggerKind: TriggerKind;
  scope: 'card' | 'pool' | 'funds' | 'contract';
  scopeId: string;
  msisdn: string | null;
  period: string;
  value: number | null;
  threshold: number | null;
  unit: 'MB' | 'percent' | 'fen' | 'days' | 'state' | null;
  fromState?: number;
  toState?: number;
  dueDay?: string;
  daysLeft?: number;
  firedAt: string;
  actions: AlarmAction[];
}

const id = str({ max: 64, pattern: /^[A-Za-z0-9_-]+$/ });
const day = optional(str({ pattern: /^\d{4}-\d{2}-\d{2}$/ }));

export const declaredAlarmRoutes = {
  alarmList: route({
    input: {
      channelCustId: optional(id),
      ruleId: optional(str({ max: 40, pattern: /^R\d{17}[0-9A-F]{6}$/ })),
      category: optional(oneOf(ruleCategories)),
      status: optional(oneOf(['ok', 'failed'] as const)),
      from: day,
      to: day,
      ...pageFields,
    },
    run: async (): Promise<{ items: Alarm[]; cursor: string | null }> => ({ items: [], cursor: null }),
  }),
  alarmDetail: route({
    input: { alarmId: str({ max: 40, pattern: /^A\d{17}[0-9a-fA-F]{6}$/ }), channelCustId: optional(id) },
    run: async (): Promise<Alarm> => {
      throw new AppError('NOT_FOUND', {}, 'alarmId');
    },
  }),
};
