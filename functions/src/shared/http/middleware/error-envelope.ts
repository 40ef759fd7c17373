import { errorResponse } from '../envelope.ts';
import { AppError } from '../error-catalogue.ts';
import { type ApiMiddleware, state } from './context.ts';

export interface ErrorEnvelopeOptions {
  log?: (message: string, error: unknown) => void;
}

const defaults: Required<ErrorEnvelopeOptions> = {
  log: (message, error) => console.error(message, error),
};

/** Turns any thrown error into the `{ success: false, msg, errorCode }` envelope; logs the unexpected ones. */
export function errorEnvelope(options: ErrorEnvelopeOptions = {}): ApiMiddleware {
  const { log } = { ...defaults, ...options };
  return {
    onError: async (request) => {
      if (!(request.error instanceof AppError)) log('Unhandled error', request.error);
      request.response = errorResponse(request.error, state(request).lang);
    },
  };
}
