-- The enquiry rate limit, shared by every replica: one fixed window per client. The key is an
-- HMAC of the client address (as ip_hash), never the address. Rows whose window has ended are
-- deleted by the retention job.

CREATE TABLE rate_limits (
  key           TEXT PRIMARY KEY,
  window_start  BIGINT NOT NULL,   -- epoch milliseconds
  count         INTEGER NOT NULL
);
