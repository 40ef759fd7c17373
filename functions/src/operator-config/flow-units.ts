/**
 * Flow unit conversion for operator goods (spec §7 "flow unit conversion"): data volumes are
 * stored as integer bytes (ARCHITECTURE §4) and entered or shown in KB/MB/GB, 1024 steps.
 */
export const flowUnits = ['KB', 'MB', 'GB'] as const;
export type FlowUnit = (typeof flowUnits)[number];

const factor: Record<FlowUnit, number> = { KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3 };

/** `value` of `unit` in bytes, rounded to whole bytes; negative or non-finite values are refused. */
export function toBytes(value: number, unit: FlowUnit): number {
  if (!Number.isFinite(value) || value < 0) throw new RangeError('A data volume must be a non-negative number');
  return Math.round(value * factor[unit]);
}

/** `bytes` in `unit`, rounded half-up to 2 decimals. */
export function fromBytes(bytes: number, unit: FlowUnit): number {
  return Math.round((bytes / factor[unit]) * 100) / 100;
}

/** The largest unit in which `bytes` is at least 1 (KB below 1 MB), for display. */
export function bestUnit(bytes: number): { value: number; unit: FlowUnit } {
  const unit: FlowUnit = bytes >= factor.GB ? 'GB' : bytes >= factor.MB ? 'MB' : 'KB';
  return { value: fromBytes(bytes, unit), unit };
}
