/**
 * Rollouts (one per area: the running one, or the last one for `status`) and named leases (the rollout
 * judge runs in the one server holding `rollout-judge`; expiry is the database's clock, so servers'
 * clocks need not agree).
 */
export const sql = `
CREATE TABLE rollouts (
  area text PRIMARY KEY,
  rollout jsonb NOT NULL,
  changed_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE leases (
  name text PRIMARY KEY,
  holder text NOT NULL,
  expires_at timestamptz NOT NULL
);
`;
