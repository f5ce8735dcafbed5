export { BarChart } from './BarChart';
export type { BarChartProps } from './BarChart';
export type { ChartCategory, ChartSeries } from './chartData';
