-- PostgreSQL twin of ../001_init.sql: the same tables and columns, so that both storages hold the
-- same rows and every tool reads them alike. Times stay ISO 8601 text and epoch milliseconds, as in
-- SQLite, so that exports are identical whichever database produced them.
-- Applied once, inside a transaction, under an advisory lock (server/storage/postgres.ts).

CREATE TABLE enquiries (
  id          TEXT PRIMARY KEY,
  created_at  TEXT NOT NULL,
  name        TEXT NOT NULL,
  email       TEXT NOT NULL,
  phone       TEXT NOT NULL DEFAULT '',
  message     TEXT NOT NULL,
  page_url    TEXT NOT NULL,
  user_agent  TEXT NOT NULL DEFAULT '',
  ip_hash     TEXT NOT NULL,
  -- Insertion order, to break ties within one millisecond (SQLite's rowid).
  seq         BIGINT GENERATED ALWAYS AS IDENTITY
);

CREATE INDEX enquiries_created_at ON enquiries (created_at, seq);

CREATE TABLE outbox (
  id               BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  enquiry_id       TEXT NOT NULL REFERENCES enquiries (id) ON DELETE CASCADE,
  channel          TEXT NOT NULL CHECK (channel IN ('smtp', 'webhook')),
  status           TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed')),
  attempts         INTEGER NOT NULL DEFAULT 0,
  next_attempt_at  BIGINT NOT NULL,
  lease_owner      TEXT,
  lease_until      BIGINT,
  last_error       TEXT,
  created_at       TEXT NOT NULL,
  delivered_at     TEXT,
  UNIQUE (enquiry_id, channel)
);

CREATE INDEX outbox_due ON outbox (status, next_attempt_at);

CREATE TABLE meta (
  key    TEXT PRIMARY KEY,
  value  TEXT NOT NULL
);
