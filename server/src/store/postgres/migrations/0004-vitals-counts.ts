/**
 * Web Vitals counts: per minute, release, route pattern and metric, how many values fell in each fixed
 * histogram bucket (health/vitals-buckets.ts), summed across servers; metric `clients` counts the distinct
 * clients per minute and server. Kept and trimmed as health_counts is.
 */
export const sql = `
CREATE TABLE vitals_counts (
  minute timestamptz NOT NULL,
  area text NOT NULL,
  version text NOT NULL,
  route text NOT NULL,
  metric text NOT NULL,
  bucket int NOT NULL CHECK (bucket >= 0),
  count bigint NOT NULL CHECK (count > 0),
  PRIMARY KEY (minute, area, version, route, metric, bucket)
);
CREATE INDEX vitals_counts_minute ON vitals_counts (minute);
`;
