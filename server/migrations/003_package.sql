-- The publishing package the visitor chose on the form (lib/enquiry/packages.ts: ignite, rise,
-- legacy), as the receiver validated it, or NULL when none was chosen ('Not sure yet', forms
-- without the choice, rows stored before this migration).

ALTER TABLE enquiries ADD COLUMN package TEXT;
