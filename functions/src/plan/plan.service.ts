/**
 * The plan group's service: basic plans (basic-plan.service.ts) and retail plans with their change
 * log (retail-plan.service.ts), over one repository.
 */
import { createBasicPlanService } from './basic-plan.service.ts';
import type { PlanDeps } from './plan-access.ts';
import { createRetailPlanService } from './retail-plan.service.ts';

export function createPlanService(deps: PlanDeps) {
  return { ...createBasicPlanService(deps), ...createRetailPlanService(deps) };
}
