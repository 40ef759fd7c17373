import { parseInput } from '../schema.ts';
import { type ApiMiddleware, state } from './context.ts';

/** Checks the body against the route's schema before the route runs; a bad input changes nothing. */
export function validateInput(): ApiMiddleware {
  return {
    before: async (request) => {
      const s = state(request);
      s.body = parseInput(s.route?.impl.input ?? {}, s.body ?? {});
    },
  };
}
