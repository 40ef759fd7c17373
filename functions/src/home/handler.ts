import { createApiHandler } from '../platform/api-handler.ts';
import { route } from '../shared/http/route.ts';
import { optional, str } from '../shared/http/schema.ts';
import { createHomeRepository } from './home.repository.ts';
import { createHomeService } from './home.service.ts';

const home = createHomeService({ home: createHomeRepository(), clock: () => new Date() });

export const handler = createApiHandler('home', {
  getCycleNew: route({ run: ({ principal }) => home.cycle(principal) }),
  getLinkNew: route({ run: ({ principal }) => home.link(principal) }),
  getCycleMonthNew: route({ run: ({ principal }) => home.cycleMonth(principal) }),
  getUsedInfoNew: route({ run: ({ principal }) => home.usedInfo(principal) }),
  getLinkTop5: route({ run: ({ principal }) => home.topCards(principal) }),
  getCustUseTotalTop5: route({ run: ({ principal }) => home.topCustomers(principal) }),
  monthFlow: route({ run: ({ principal }) => home.monthFlow(principal) }),
  dayFlow: route({
    input: { month: optional(str({ pattern: /^\d{4}-(0[1-9]|1[0-2])$/ })) },
    run: ({ principal, body }) => home.dayFlow(principal, body.month),
  }),
});
