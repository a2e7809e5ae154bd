-- The staff desk (server/desk/): where each enquiry stands, staff notes, and who changed what.
-- An enquiry without a row in enquiry_status is New. Everything here belongs to an enquiry and is
-- deleted with it (retention purge), as notes can hold personal data too.
-- Numbered 004: 003 may be taken by another change; the runner applies any numbers in order.

CREATE TABLE enquiry_status (
  enquiry_id  TEXT PRIMARY KEY REFERENCES enquiries (id) ON DELETE CASCADE,
  status      TEXT NOT NULL CHECK (status IN ('new', 'contacted', 'qualified', 'won', 'lost')),
  updated_at  TEXT NOT NULL,               -- ISO 8601 UTC
  updated_by  TEXT NOT NULL                -- the signed-in staff member's e-mail
);

CREATE INDEX enquiry_status_status ON enquiry_status (status);

CREATE TABLE enquiry_notes (
  id          INTEGER PRIMARY KEY AUTOINCREMENT,
  enquiry_id  TEXT NOT NULL REFERENCES enquiries (id) ON DELETE CASCADE,
  body        TEXT NOT NULL,
  author      TEXT NOT NULL,
  created_at  TEXT NOT NULL
);

CREATE INDEX enquiry_notes_enquiry ON enquiry_notes (enquiry_id, id);

-- Every change made at the desk: action 'status' (detail: the new status, previous: the old one)
-- or 'note' (detail: the note's id).
CREATE TABLE enquiry_audit (
  id          INTEGER PRIMARY KEY AUTOINCREMENT,
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
