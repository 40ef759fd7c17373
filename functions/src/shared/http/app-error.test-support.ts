import type { AppError } from './error-catalogue.ts';

/** The error `fn` throws, for a test to assert its key, code or field; fails the test when `fn` throws nothing. */
export function thrownBy(fn: () => unknown): AppError {
  try {
    fn();
  } catch (e) {
    return e as AppError;
  }
  throw new Error('expected a failure');
}
