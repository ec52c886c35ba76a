ALTER TABLE `users` ADD `language` text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE `problem_reports` ADD `letter_language` text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE `problem_reports` ADD `letter_english` text DEFAULT '' NOT NULL;