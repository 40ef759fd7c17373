import { type ChartBaseProps, defaultFormat, useElementWidth } from '../lib/chart';
import { ChartDataTable } from '../lib/chart-data-table';
import { ChartAxes, chartLayout } from '../lib/chart-frame';
import { cn } from '../lib/cn';
import { useSvgId } from '../lib/use-svg-id';

export interface LineChartProps extends ChartBaseProps {
  /** Stroke colour of the line (a CSS colour or var()). */
  color?: string;
  /** Fill the area under the line with a fading gradient. */
  area?: boolean;
}

/** A line over categories in pure SVG: role=img with a name, plus a visually hidden data table. */
export function LineChart(props: LineChartProps) {
  const { data, label, formatValue = defaultFormat, labelHeader = 'Label', valueHeader = 'Value', height = 240 } = props;
  const { color = 'var(--color-chart-2)', area = true } = props;
  const { ref, width } = useElementWidth<HTMLDivElement>();
  const gradientId = useSvgId('line-fill');
  const { ticks, left, plotW, y, stride } = chartLayout(data, width, height, formatValue, props.tickValues);
  const step = data.length > 1 ? plotW / (data.length - 1) : 0;
  const x = (i: number) => (data.length > 1 ? left + step * i : left + plotW / 2);
  const points = data.map((point, i) => [x(i), y(point.value)] as const);
  const line = points.map(([px, py], i) => `${i === 0 ? 'M' : 'L'}${px.toFixed(1)},${py.toFixed(1)}`).join(' ');
  const base = y(0);
  const fill = points.length > 1 ? `${line} L${x(data.length - 1).toFixed(1)},${base} L${x(0).toFixed(1)},${base} Z` : '';
  return (
    <div ref={ref} data-testid={props['data-testid']} className={cn('relative w-full', props.className)}>
      <svg role="img" aria-label={label} width={width} height={height} viewBox={`0 0 ${width} ${height}`} className="block">
        <defs>
          <linearGradient id={gradientId} x1="0" x2="0" y1="0" y2="1">
            <stop offset="0%" stopColor={color} stopOpacity="0.25" />
            <stop offset="100%" stopColor={color} stopOpacity="0" />
          </linearGradient>
        </defs>
        <ChartAxes
          data={data}
          width={width}
          height={height}
          ticks={ticks}
          y={y}
          x={x}
          stride={stride}
          format={formatValue}
          left={left}
        />
        {area && fill && <path d={fill} fill={`url(#${gradientId})`} />}
        {line && (
          <path data-line="" d={line} fill="none" stroke={color} strokeWidth="2" strokeLinejoin="round" strokeLinecap="round" />
        )}
        {data.map((point, i) => (
          <circle
            key={point.label}
            data-point=""
            cx={points[i]?.[0]}
            cy={points[i]?.[1]}
            r="3"
            fill="white"
            stroke={color}
            strokeWidth="2"
            className="transition-[r] hover:[r:5]"
          >
            <title>{`${point.label}: ${formatValue(point.value)}`}</title>
          </circle>
        ))}
      </svg>
      <ChartDataTable caption={label} data={data} format={formatValue} labelHeader={labelHeader} valueHeader={valueHeader} />
    </div>
  );
}
