export { LineChart, type LineChartProps } from './line-chart';
