import type { ListContext, RowActionDeclaration } from '../../../components/list-page';

/** What tells the plan actions of the basic and the retail tab apart. */
interface PlanActionOwn<T> {
  /** The plan's name, in the confirmations. */
  name: (plan: T) => string;
  /** Whose plans the session may act on. */
  visible: (plan: T, ctx: ListContext) => boolean;
  testId: (plan: T) => string;
  permission: string;
}

/** Switching a plan off (or back on) for its customers, after a confirmation that is not a danger. */
export function switchPlanAction<T>(
  own: PlanActionOwn<T> & { on: (plan: T) => boolean; run: (plan: T, on: boolean) => Promise<unknown> },
): RowActionDeclaration<T> {
  return {
    id: 'switch',
    label: (p) => [own.on(p) ? 'billing.plan.switchOff' : 'billing.plan.switchOn'],
    permission: own.permission,
    visible: own.visible,
    testId: own.testId,
    confirm: {
      tone: 'default',
      title: (p) => (own.on(p) ? ['billing.plan.confirmSwitchOffTitle', { name: own.name(p) }] : ['billing.plan.switchOn']),
      description: (p) => [own.on(p) ? 'billing.plan.confirmSwitchOff' : ''],
      confirmLabel: 'billing.plan.confirm',
      run: (p) => own.run(p, !own.on(p)),
      done: 'billing.plan.switched',
      dialogTestId: 'plan-confirm',
    },
  };
}

/** Deleting a plan, after a danger confirmation saying what becomes of it (`description`). */
export function deletePlanAction<T>(
  own: PlanActionOwn<T> & { description: string; run: (plan: T) => Promise<unknown> },
): RowActionDeclaration<T> {
  return {
    id: 'delete',
    label: 'billing.plan.delete',
    permission: own.permission,
    visible: own.visible,
    testId: own.testId,
    confirm: {
      title: (p) => ['billing.plan.confirmDeleteTitle', { name: own.name(p) }],
      description: own.description,
      confirmLabel: 'billing.plan.confirm',
      run: own.run,
      done: 'billing.plan.deleted',
      dialogTestId: 'plan-confirm',
    },
  };
}
