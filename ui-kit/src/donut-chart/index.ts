export { DonutChart, type DonutChartProps } from './donut-chart';
