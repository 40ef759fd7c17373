/** A lazily created per-process singleton (SDK clients are created once per Lambda container). */
export const once = <T>(make: () => T): (() => T) => {
  let value: T | undefined;
  return () => {
    value ??= make();
    return value;
  };
};
