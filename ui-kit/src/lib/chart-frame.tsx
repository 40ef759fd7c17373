import { type ChartPoint, labelStride, niceTicks } from './chart';

export const PAD = { top: 12, right: 12, bottom: 28 };

/** Approximate width of an 11 px axis label, to leave room for the longest one. */
const labelWidth = (text: string) => text.length * 6.8;

/**
 * Geometry shared by the cartesian charts: y ticks (nice numbers, or the caller's, e.g. in binary
 * units for bytes), the left margin the widest tick label needs, the plot box and the y scale.
 */
export function chartLayout(
  data: ChartPoint[],
  width: number,
  height: number,
  format: (value: number) => string,
  tickValues: (max: number) => number[] = niceTicks,
) {
  const ticks = tickValues(Math.max(0, ...data.map((d) => d.value)));
  const top = ticks[ticks.length - 1] || 1;
  const left = Math.ceil(Math.max(32, ...ticks.map((t) => labelWidth(format(t)))) + 14);
  const plotW = Math.max(1, width - left - PAD.right);
  const plotH = Math.max(1, height - PAD.top - PAD.bottom);
  const y = (value: number) => PAD.top + plotH - (Math.max(0, value) / top) * plotH;
  return { ticks, left, plotW, plotH, y, stride: labelStride(data.length, Math.max(2, Math.floor(plotW / 56))) };
}

interface AxesProps {
  data: ChartPoint[];
  width: number;
  ticks: number[];
  y: (value: number) => number;
  /** x centre of category i */
  x: (i: number) => number;
  stride: number;
  format: (value: number) => string;
  height: number;
  left: number;
}

/** Horizontal grid lines with y labels, and the category labels under the plot. Decorative (aria-hidden parent). */
export function ChartAxes({ data, width, ticks, y, x, stride, format, height, left }: AxesProps) {
  return (
    <g className="text-[11px] fill-slate-500">
      {ticks.map((tick) => (
        <g key={tick}>
          <line
            x1={left}
            x2={width - PAD.right}
            y1={y(tick)}
            y2={y(tick)}
            className="stroke-slate-200"
            strokeDasharray={tick === 0 ? undefined : '3 3'}
          />
          <text x={left - 8} y={y(tick)} dy="0.32em" textAnchor="end">
            {format(tick)}
          </text>
        </g>
      ))}
      {data.map((point, i) =>
        i % stride === 0 ? (
          <text key={point.label} x={x(i)} y={height - 8} textAnchor="middle">
            {point.label}
          </text>
        ) : null,
      )}
    </g>
  );
}
