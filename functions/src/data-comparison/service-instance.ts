/** The data comparison wired to the stack (the quick entry's handler and the export worker share it). */
import { createCardDetailRepository } from '../card-detail/card-detail.repository.ts';
import { createCardListRepository } from '../card/card-list.repository.ts';
import { createOperators } from '../operator/operators.ts';
import { createDataComparisonRepository } from './data-comparison.repository.ts';
import { createDataComparisonService } from './data-comparison.service.ts';

export function dataComparisonService() {
  const details = createCardDetailRepository();
  return createDataComparisonService({
    cards: createCardListRepository(),
    repo: createDataComparisonRepository(),
    operatorFor: createOperators((iccid) => details.simulatorFault(iccid)),
    clock: () => new Date(),
  });
}
