import type { ChartPoint } from './chart';

interface ChartDataTableProps {
  caption: string;
  data: ChartPoint[];
  format: (value: number) => string;
  labelHeader: string;
  valueHeader: string;
}

/** The chart's numbers as a table, visible only to assistive technology. */
export function ChartDataTable({ caption, data, format, labelHeader, valueHeader }: ChartDataTableProps) {
  return (
    <table className="sr-only">
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
  );
}
