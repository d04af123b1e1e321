export * from './BarChart.tsx';
export { barFraction, type ChartBar } from './bar-layout.ts';
