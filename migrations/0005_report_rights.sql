ALTER TABLE `problem_reports` ADD `flight` text;--> statement-breakpoint
ALTER TABLE `problem_reports` ADD `rights` text;--> statement-breakpoint
ALTER TABLE `problem_reports` ADD `deadlines` text;