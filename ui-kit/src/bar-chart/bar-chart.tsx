import { type ChartBaseProps, defaultFormat, useElementWidth } from '../lib/chart';
import { ChartDataTable } from '../lib/chart-data-table';
import { ChartAxes, chartLayout } from '../lib/chart-frame';
import { cn } from '../lib/cn';

export interface BarChartProps extends ChartBaseProps {
  /** Fill colour of the bars (a CSS colour or var()). */
  color?: string;
}

/** Vertical bars in pure SVG: role=img with a name, plus a visually hidden data table. */
export function BarChart(props: BarChartProps) {
  const { data, label, formatValue = defaultFormat, labelHeader = 'Label', valueHeader = 'Value', height = 240 } = props;
  const { ref, width } = useElementWidth<HTMLDivElement>();
  const { ticks, left, plotW, y, stride } = chartLayout(data, width, height, formatValue, props.tickValues);
  const band = plotW / Math.max(1, data.length);
  const barW = Math.min(40, band * 0.6);
  const x = (i: number) => left + band * i + band / 2;
  return (
    <div ref={ref} data-testid={props['data-testid']} className={cn('relative w-full', props.className)}>
      <svg role="img" aria-label={label} width={width} height={height} viewBox={`0 0 ${width} ${height}`} className="block">
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
        {data.map((point, i) => {
          const top = y(point.value);
          const h = Math.max(point.value > 0 ? 2 : 0, y(0) - top);
          return (
            <rect
              key={point.label}
              data-bar=""
              x={x(i) - barW / 2}
              y={y(0) - h}
              width={barW}
              height={h}
              rx={Math.min(4, barW / 4)}
              fill={props.color ?? 'var(--color-chart-1)'}
              className="transition-opacity hover:opacity-80"
            >
              <title>{`${point.label}: ${formatValue(point.value)}`}</title>
            </rect>
          );
        })}
      </svg>
      <ChartDataTable caption={label} data={data} format={formatValue} labelHeader={labelHeader} valueHeader={valueHeader} />
    </div>
  );
}
