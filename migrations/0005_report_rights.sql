CREATE TABLE `report_reminders` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`problem_id` integer NOT NULL,
	`kind` text NOT NULL,
	`deadline` text NOT NULL,
	`queued_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`problem_id`) REFERENCES `problem_reports`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `report_reminders_once` ON `report_reminders` (`problem_id`,`kind`,`deadline`);--> statement-breakpoint
ALTER TABLE `problem_reports` ADD `flight` text;--> statement-breakpoint
ALTER TABLE `problem_reports` ADD `rights` text;--> statement-breakpoint
ALTER TABLE `problem_reports` ADD `deadlines` text;