import type { ChartPoint } from './chart';

/** Story data for the charts: twelve months of usage in bytes, and a month of daily usage. */
export const monthlyBytes: ChartPoint[] = [310, 342, 365, 390, 402, 455, 470, 498, 521, 560, 612, 640].map((gb, i) => ({
  label: `2025/${String(i + 1).padStart(2, '0')}`,
  value: gb * 1024 ** 3,
}));

export const dailyBytes: ChartPoint[] = Array.from({ length: 30 }, (_, i) => ({
  label: String(i + 1).padStart(2, '0'),
  value: Math.round((18 + 6 * Math.sin(i / 3) + (i % 7 === 5 ? -5 : 0)) * 1024 ** 3),
}));

export const formatGiB = (bytes: number) => `${(bytes / 1024 ** 3).toFixed(0)} GB`;
