-- Enquiries as received, plus the staff notifications owed for each (the outbox).
-- Applied once, inside a transaction, by server/db.ts; recorded in schema_migrations.

CREATE TABLE enquiries (
  id          TEXT PRIMARY KEY,            -- random UUID, so the public id reveals no volume
  created_at  TEXT NOT NULL,               -- ISO 8601 UTC, e.g. 2025-01-31T14:05:09.123Z
  name        TEXT NOT NULL,
  email       TEXT NOT NULL,
  phone       TEXT NOT NULL DEFAULT '',
  message     TEXT NOT NULL,
  page_url    TEXT NOT NULL,
  user_agent  TEXT NOT NULL DEFAULT '',    -- truncated by the receiver
  ip_hash     TEXT NOT NULL                -- HMAC-SHA-256 of the client address; never the address
);

CREATE INDEX enquiries_created_at ON enquiries (created_at);

CREATE TABLE outbox (
  id               INTEGER PRIMARY KEY AUTOINCREMENT,
  enquiry_id       TEXT NOT NULL REFERENCES enquiries (id) ON DELETE CASCADE,
  channel          TEXT NOT NULL CHECK (channel IN ('smtp', 'webhook')),
  status           TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed')),
  attempts         INTEGER NOT NULL DEFAULT 0,
  next_attempt_at  INTEGER NOT NULL,       -- epoch milliseconds
  lease_owner      TEXT,                   -- worker that claimed the row, until lease_until
  lease_until      INTEGER,                -- epoch milliseconds
  last_error       TEXT,
  created_at       TEXT NOT NULL,
  delivered_at     TEXT,
  UNIQUE (enquiry_id, channel)
);

CREATE INDEX outbox_due ON outbox (status, next_attempt_at);

-- Small key/value settings, such as the generated IP hash salt.
CREATE TABLE meta (
  key    TEXT PRIMARY KEY,
  value  TEXT NOT NULL
);
