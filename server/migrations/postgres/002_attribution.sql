-- The ad or link behind an enquiry (first and last touch), as JSON text; see ../002_attribution.sql.

ALTER TABLE enquiries ADD COLUMN attribution TEXT;
