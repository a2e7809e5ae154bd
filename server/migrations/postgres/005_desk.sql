-- PostgreSQL twin of ../004_desk.sql: enquiry status, staff notes and the audit trail of the desk.

CREATE TABLE enquiry_status (
  enquiry_id  TEXT PRIMARY KEY REFERENCES enquiries (id) ON DELETE CASCADE,
  status      TEXT NOT NULL CHECK (status IN ('new', 'contacted', 'qualified', 'won', 'lost')),
  updated_at  TEXT NOT NULL,
  updated_by  TEXT NOT NULL
);

CREATE INDEX enquiry_status_status ON enquiry_status (status);

CREATE TABLE enquiry_notes (
  id          BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  enquiry_id  TEXT NOT NULL REFERENCES enquiries (id) ON DELETE CASCADE,
  body        TEXT NOT NULL,
  author      TEXT NOT NULL,
  created_at  TEXT NOT NULL
);

CREATE INDEX enquiry_notes_enquiry ON enquiry_notes (enquiry_id, id);

CREATE TABLE enquiry_audit (
  id          BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  enquiry_id  TEXT NOT NULL REFERENCES enquiries (id) ON DELETE CASCADE,
  at          TEXT NOT NULL,
  actor       TEXT NOT NULL,
  action      TEXT NOT NULL CHECK (action IN ('status', 'note')),
  previous    TEXT,
  detail      TEXT NOT NULL
);

CREATE INDEX enquiry_audit_enquiry ON enquiry_audit (enquiry_id, id);

-- Desk sessions ended by signing out. The session itself lives in a sealed cookie; this list makes
-- a copy of a signed-out cookie useless too. Rows older than the longest session are deleted.
CREATE TABLE desk_sessions_ended (
  id        TEXT PRIMARY KEY,
  ended_at  TEXT NOT NULL
);
