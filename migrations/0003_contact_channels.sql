CREATE TABLE `contact_corrections` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`airline_id` integer NOT NULL,
	`user_id` integer,
	`field` text NOT NULL,
	`problem` text NOT NULL,
	`suggested_value` text DEFAULT '' NOT NULL,
	`source_url` text DEFAULT '' NOT NULL,
	`note` text DEFAULT '' NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`resolved_at` text,
	`resolved_by` integer,
	`previous_value` text,
	`applied_value` text,
	FOREIGN KEY (`airline_id`) REFERENCES `airlines`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`resolved_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `contact_corrections_status` ON `contact_corrections` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `contact_corrections_airline` ON `contact_corrections` (`airline_id`);--> statement-breakpoint
ALTER TABLE `airlines` ADD `complaint_form_url` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `airlines` ADD `phone_source` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `airlines` ADD `email_source` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `airlines` ADD `complaint_form_source` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `airlines` ADD `contacts_checked_at` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `problem_reports` ADD `channel` text DEFAULT 'email' NOT NULL;--> statement-breakpoint
ALTER TABLE `problem_reports` ADD `letter` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `problem_reports` ADD `form_submitted_at` text;--> statement-breakpoint
ALTER TABLE `problem_status_history` ADD `event` text DEFAULT 'status' NOT NULL;--> statement-breakpoint
-- Reports filed before channels existed: the ones that found no e-mail address reached the company by no channel.
UPDATE `problem_reports` SET `channel` = 'none' WHERE `email_error` = 'no e-mail address on file';--> statement-breakpoint
-- Their letter is the body of the e-mail that was queued to the company.
UPDATE `problem_reports` SET `letter` = COALESCE((SELECT `text_body` FROM `mail_outbox` WHERE `kind` = 'report-airline' AND `ref_id` = `problem_reports`.`id` ORDER BY `id` LIMIT 1), '') WHERE `letter` = '';
