/**
 * Release files in the database, so servers share no disk: each file's bytes once, by their SHA-256 (two
 * releases that share a chunk share its row). A release is its record (`release_records`) naming these.
 */
export const sql = `
CREATE TABLE release_blobs (
  hash text PRIMARY KEY CHECK (hash ~ '^[0-9a-f]{64}$'),
  bytes bytea NOT NULL,
  stored_at timestamptz NOT NULL DEFAULT now()
);
`;
