/**
 * The operator boundary. Domain code imports from here (or operator-adapter.ts) only: the simulator
 * and any real operator adapter are chosen and wired by the composition root, so a real operator
 * can be added without touching the domain. simulator-adapter.ts is deliberately not re-exported.
 */
export * from './operator-adapter.ts';
export { lifecycleToOperator, operatorToLifecycle, toLifecycle, toOperatorStatus } from './lifecycle-to-operator.ts';
