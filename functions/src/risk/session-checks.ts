/**
 * The registry of session checks (risk/session-report.ts `SessionCheck`): every batch of reported
 * sessions the usage-ingest worker reads from a session file goes to each check, in this order, with
 * the sessions' cards read once: card–device separation (issue #16 item 1), then region limits
 * (item 4). One line a check.
 */
import { createCardDetailRepository } from '../card-detail/card-detail.repository.ts';
import { createOperators } from '../operator/operators.ts';
import { createSeparationCheck } from '../separation/separation-check.ts';
import { createSeparationRepository } from '../separation/separation.repository.ts';
import { regionCheck } from './region/region-check-instance.ts';
import type { SessionCheck } from './session-report.ts';

const cards = createCardDetailRepository();
const operatorFor = createOperators((iccid) => cards.simulatorFault(iccid));

export const sessionChecks: SessionCheck[] = [
  createSeparationCheck({ separations: createSeparationRepository(), cards, operatorFor, clock: () => new Date() }),
  regionCheck(),
];
