-- Which ad or link brought the visitor (first and last touch), as the receiver validated it:
-- a JSON object {"first": {...}, "last": {...}} of known keys only (lib/enquiry/schema.ts), or NULL
-- when the enquiry carried none (no-JS form posts, visitors who came straight to the site, rows
-- stored before this migration).

ALTER TABLE enquiries ADD COLUMN attribution TEXT;
