/** The error a chunked job's finishing step receives at `$.error` when its plan or a chunk failed for good. */
export interface JobError {
  Error?: string;
  Cause?: string;
}

/** The error message inside a Step Functions error (`Cause` is the Lambda's JSON error for task failures). */
export function causeOf(error?: JobError): string | undefined {
  if (!error?.Cause) return error?.Error;
  try {
    const parsed = JSON.parse(error.Cause) as { errorMessage?: string };
    return parsed.errorMessage ?? error.Cause;
  } catch {
    return error.Cause;
  }
}
