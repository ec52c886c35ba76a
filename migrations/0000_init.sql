CREATE TABLE `airlines` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`category` text NOT NULL,
	`country` text NOT NULL,
	`region` text NOT NULL,
	`phone` text DEFAULT '' NOT NULL,
	`email` text DEFAULT '' NOT NULL,
	`website` text DEFAULT '' NOT NULL,
	`iata_code` text DEFAULT '' NOT NULL,
	`icao_code` text DEFAULT '' NOT NULL,
	`featured` integer DEFAULT false NOT NULL,
	`popularity` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `airlines_name_country_unique` ON `airlines` (`name`,`country`);--> statement-breakpoint
CREATE INDEX `airlines_category_name` ON `airlines` (`category`,`name`);--> statement-breakpoint
CREATE INDEX `airlines_region_name` ON `airlines` (`region`,`name`);--> statement-breakpoint
CREATE INDEX `airlines_iata` ON `airlines` (`iata_code`);--> statement-breakpoint
CREATE INDEX `airlines_featured` ON `airlines` (`featured`);--> statement-breakpoint
CREATE TABLE `contact_access_transactions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`airline_id` integer NOT NULL,
	`contact_type` text NOT NULL,
	`amount_charged` text DEFAULT '0.00' NOT NULL,
	`payment_method_id` integer,
	`status` text DEFAULT 'recorded' NOT NULL,
	`transaction_id` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`error_message` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`airline_id`) REFERENCES `airlines`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `contact_access_airline` ON `contact_access_transactions` (`airline_id`);--> statement-breakpoint
CREATE TABLE `mail_outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`idempotency_key` text NOT NULL,
	`kind` text NOT NULL,
	`ref_id` integer,
	`to_addresses` text NOT NULL,
	`reply_to` text,
	`subject` text NOT NULL,
	`text_body` text NOT NULL,
	`html_body` text NOT NULL,
	`status` text DEFAULT 'queued' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`lease_until` text,
	`last_error` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`sent_at` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `mail_outbox_idempotency_unique` ON `mail_outbox` (`idempotency_key`);--> statement-breakpoint
CREATE INDEX `mail_outbox_due` ON `mail_outbox` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE INDEX `mail_outbox_ref` ON `mail_outbox` (`kind`,`ref_id`);--> statement-breakpoint
CREATE TABLE `password_reset_tokens` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`expires_at` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `password_reset_tokens_user` ON `password_reset_tokens` (`user_id`);--> statement-breakpoint
CREATE TABLE `payment_methods` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`type` text DEFAULT 'card' NOT NULL,
	`token` text,
	`last_four` text NOT NULL,
	`expiry_month` integer NOT NULL,
	`expiry_year` integer NOT NULL,
	`cardholder_name` text NOT NULL,
	`brand` text DEFAULT '' NOT NULL,
	`is_default` integer DEFAULT true NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `payment_methods_user` ON `payment_methods` (`user_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `payment_methods_one_default` ON `payment_methods` (`user_id`) WHERE is_default = 1;--> statement-breakpoint
CREATE TABLE `payments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`amount` text NOT NULL,
	`currency` text DEFAULT 'USD' NOT NULL,
	`paid_at` text NOT NULL,
	`reference` text NOT NULL,
	`kind` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payments_reference_unique` ON `payments` (`reference`);--> statement-breakpoint
CREATE INDEX `payments_user` ON `payments` (`user_id`,`paid_at`);--> statement-breakpoint
CREATE TABLE `paypal_events` (
	`id` text PRIMARY KEY NOT NULL,
	`event_type` text NOT NULL,
	`received_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `problem_reports` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`airline_id` integer NOT NULL,
	`category` text NOT NULL,
	`flight_number` text DEFAULT '' NOT NULL,
	`date` text DEFAULT '' NOT NULL,
	`description` text NOT NULL,
	`contact_email` text NOT NULL,
	`contact_phone` text DEFAULT '' NOT NULL,
	`date_submitted` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`status` text DEFAULT 'submitted' NOT NULL,
	`email_status` text DEFAULT 'queued' NOT NULL,
	`email_error` text DEFAULT '' NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`airline_id`) REFERENCES `airlines`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `problem_reports_user_submitted` ON `problem_reports` (`user_id`,`date_submitted`);--> statement-breakpoint
CREATE INDEX `problem_reports_submitted` ON `problem_reports` (`date_submitted`);--> statement-breakpoint
CREATE TABLE `problem_status_history` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`problem_id` integer NOT NULL,
	`status` text NOT NULL,
	`changed_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`changed_by` integer,
	FOREIGN KEY (`problem_id`) REFERENCES `problem_reports`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`changed_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `problem_status_history_problem` ON `problem_status_history` (`problem_id`);--> statement-breakpoint
CREATE TABLE `rate_limits` (
	`key` text PRIMARY KEY NOT NULL,
	`window_start` integer NOT NULL,
	`count` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `redeploy_audit` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer,
	`requested_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`outcome` text NOT NULL,
	`http_status` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`username` text NOT NULL,
	`password_hash` text NOT NULL,
	`email` text NOT NULL,
	`is_admin` integer DEFAULT false NOT NULL,
	`subscription_status` text DEFAULT 'none' NOT NULL,
	`subscription_start_date` text,
	`subscription_end_date` text,
	`paypal_subscription_id` text,
	`auto_renew` integer DEFAULT true NOT NULL,
	`trial_used` integer DEFAULT false NOT NULL,
	`suspended` integer DEFAULT false NOT NULL,
	`token_version` integer DEFAULT 0 NOT NULL,
	`reminder_sent_for` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_username_unique` ON `users` (`username`);--> statement-breakpoint
CREATE UNIQUE INDEX `users_paypal_subscription_unique` ON `users` (`paypal_subscription_id`);