/** One bar of a chart: what it counts and how many. */
export interface Bar {
  label: string;
  value: number;
}
