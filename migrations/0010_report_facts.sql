ALTER TABLE `problem_reports` ADD `passengers` text;--> statement-breakpoint
ALTER TABLE `problem_reports` ADD `booking_reference` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `problem_reports` ADD `ticket_number` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `problem_reports` ADD `expenses` text;--> statement-breakpoint
ALTER TABLE `problem_reports` ADD `claim` text;