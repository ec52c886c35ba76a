CREATE TABLE `company_answer_domains` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`airline_id` integer NOT NULL,
	`domain` text NOT NULL,
	`status` text DEFAULT 'proposed' NOT NULL,
	`problem_id` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`decided_at` text,
	`decided_by` integer,
	FOREIGN KEY (`airline_id`) REFERENCES `airlines`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`problem_id`) REFERENCES `problem_reports`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`decided_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `company_answer_domains_airline_domain` ON `company_answer_domains` (`airline_id`,`domain`);