-- The day the retention removed a case's documents (docs/decisions.md#your-data): the case page says so.
ALTER TABLE `problem_reports` ADD `documents_deleted_at` text;