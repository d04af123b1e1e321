/**
 * Health counts: pages served and failures per minute, release, route pattern and client (an anonymous
 * id's hash, or '' for what the server saw itself), summed across servers. Rows past the retention are
 * deleted by the writers; the index on the minute serves both that and the reads of a window.
 */
export const sql = `
CREATE TABLE health_counts (
  minute timestamptz NOT NULL,
  kind text NOT NULL,
  area text NOT NULL,
  version text NOT NULL,
  route text NOT NULL,
  client text NOT NULL,
  count bigint NOT NULL CHECK (count > 0),
  PRIMARY KEY (minute, kind, area, version, route, client)
);
CREATE INDEX health_counts_minute ON health_counts (minute);
`;
