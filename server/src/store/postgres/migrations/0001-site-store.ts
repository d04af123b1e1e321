/**
 * The first schema: the registry (one revision row, one row per area, the history as rows), the release
 * records, the failure counts and the shared settings. JSON columns hold exactly what the file store's
 * files hold, validated by the same schemas on the way out.
 */
export const sql = `
CREATE TABLE registry_revision (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  revision integer NOT NULL CHECK (revision >= 0),
  changed_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE registry_areas (
  area text PRIMARY KEY,
  state jsonb NOT NULL
);

-- A change adds one entry; the first registry adds one per area, all at revision 1.
CREATE TABLE registry_history (
  position bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  revision integer NOT NULL,
  entry jsonb NOT NULL
);
CREATE INDEX registry_history_revision ON registry_history (revision);

CREATE TABLE release_records (
  area text NOT NULL,
  version text NOT NULL,
  files jsonb NOT NULL,
  recorded_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (area, version)
);

CREATE TABLE failure_reports (
  kind text NOT NULL,
  area text NOT NULL,
  version text NOT NULL,
  count bigint NOT NULL CHECK (count > 0),
  first_at timestamptz NOT NULL,
  last_at timestamptz NOT NULL,
  last_reason text NOT NULL,
  last_fallback_version text,
  PRIMARY KEY (kind, area, version)
);

CREATE TABLE shared_settings (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  release_origins jsonb NOT NULL,
  releases_base_url text NOT NULL,
  changed_at timestamptz NOT NULL DEFAULT now()
);
`;
