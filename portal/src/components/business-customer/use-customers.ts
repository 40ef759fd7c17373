import type { RouteId } from '@cmp/functions/contracts';

// Data of the customer screens; SWR keys are [route id, body] (see app/services.ts).

export const CUSTOMER_LIST = 'customer.list' satisfies RouteId;
