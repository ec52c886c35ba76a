CREATE TABLE `case_attachments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`problem_id` integer NOT NULL,
	`message_id` integer,
	`source` text NOT NULL,
	`filename` text NOT NULL,
	`content_type` text NOT NULL,
	`size` integer NOT NULL,
	`r2_key` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`sent_at` text,
	FOREIGN KEY (`problem_id`) REFERENCES `problem_reports`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`message_id`) REFERENCES `case_messages`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `case_attachments_problem` ON `case_attachments` (`problem_id`);--> statement-breakpoint
CREATE TABLE `case_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`problem_id` integer NOT NULL,
	`direction` text NOT NULL,
	`kind` text NOT NULL,
	`from_address` text NOT NULL,
	`to_address` text NOT NULL,
	`subject` text DEFAULT '' NOT NULL,
	`message_id` text NOT NULL,
	`in_reply_to` text DEFAULT '' NOT NULL,
	`body_key` text NOT NULL,
	`body_bytes` integer DEFAULT 0 NOT NULL,
	`dropped` text DEFAULT '[]' NOT NULL,
	`at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`user_id` integer,
	FOREIGN KEY (`problem_id`) REFERENCES `problem_reports`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `case_messages_problem_message_id` ON `case_messages` (`problem_id`,`message_id`);--> statement-breakpoint
CREATE INDEX `case_messages_problem_at` ON `case_messages` (`problem_id`,`at`);--> statement-breakpoint
ALTER TABLE `mail_outbox` ADD `from_address` text;--> statement-breakpoint
ALTER TABLE `mail_outbox` ADD `headers` text;--> statement-breakpoint
ALTER TABLE `mail_outbox` ADD `attachment_ids` text;--> statement-breakpoint
ALTER TABLE `problem_reports` ADD `reply_address` text;--> statement-breakpoint
CREATE UNIQUE INDEX `problem_reports_reply_address` ON `problem_reports` (`reply_address`);