export { BarChart, type BarChartProps } from './bar-chart';
