import type { ChartPoint } from './chart';

interface ChartDataTableProps {
  caption: string;
  data: ChartPoint[];
  format: (value: number) => string;
  labelHeader: string;
  valueHeader: string;
}

/**
 * The chart's numbers as a table, visible only to assistive technology. The table sits in a
 * visually hidden block: `sr-only` on the table itself does not clip (a table box ignores its
 * height and overflow), so a long series would stretch the page below the chart.
 */
export function ChartDataTable({ caption, data, format, labelHeader, valueHeader }: ChartDataTableProps) {
  return (
    <div className="sr-only" data-chart-table="">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{labelHeader}</th>
            <th scope="col">{valueHeader}</th>
          </tr>
        </thead>
        <tbody>
          {data.map((point) => (
            <tr key={point.label}>
              <th scope="row">{point.label}</th>
              <td>{format(point.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
