import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { AppError } from '../error-catalogue.ts';
import { parseInput } from '../schema.ts';
import { type ApiMiddleware, state } from './context.ts';

/** The JSON body of a request ({} for GET or none); malformed JSON is a 400. */
export function parseBody(event: APIGatewayProxyEventV2): unknown {
  if (event.requestContext.http.method.toUpperCase() === 'GET' || !event.body) return {};
  const text = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError('BAD_REQUEST');
  }
}

/**
 * Parses the body and checks it against the route's schema before the route runs; a bad input
 * changes nothing. Runs after authenticate, so a malformed body without a token is a 401.
 */
export function validateInput(): ApiMiddleware {
  return {
    before: async (request) => {
      const s = state(request);
      s.body = parseInput(s.route?.impl.input ?? {}, parseBody(request.event) ?? {});
    },
  };
}
