-- The publishing package the visitor chose; see ../003_package.sql. Numbered 004 here because 003
-- is this directory's rate_limits table, which clusters already recorded as version 3: a second
-- file numbered 3 would be skipped on them, and the column would never be added.

ALTER TABLE enquiries ADD COLUMN package TEXT;
