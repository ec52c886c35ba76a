CREATE TABLE `contact_checks` (
	`airline_id` integer NOT NULL,
	`contact` text NOT NULL,
	`source_url` text NOT NULL,
	`at` text NOT NULL,
	`outcome` text NOT NULL,
	`misses` integer DEFAULT 0 NOT NULL,
	`stale` integer DEFAULT false NOT NULL,
	PRIMARY KEY(`airline_id`, `contact`),
	FOREIGN KEY (`airline_id`) REFERENCES `airlines`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `contact_checks_at` ON `contact_checks` (`at`);--> statement-breakpoint
ALTER TABLE `airlines` ADD `size_rank` integer;--> statement-breakpoint
ALTER TABLE `contact_corrections` ADD `origin` text DEFAULT 'subscriber' NOT NULL;--> statement-breakpoint
-- drizzle-kit drops the ON DELETE of a column added by ALTER TABLE; a report's erasure must not be refused.
ALTER TABLE `contact_corrections` ADD `problem_id` integer REFERENCES problem_reports(id) ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE `problem_reports` ADD `letter_sent_at` text;--> statement-breakpoint
ALTER TABLE `problem_reports` ADD `first_answer_at` text;--> statement-breakpoint
CREATE INDEX `problem_reports_airline_sent` ON `problem_reports` (`airline_id`,`letter_sent_at`);--> statement-breakpoint
CREATE INDEX `problem_reports_airline_submitted` ON `problem_reports` (`airline_id`,`date_submitted`);--> statement-breakpoint
-- The answer record's two moments for the reports filed before they were kept: the letter went out when its
-- report-airline mail was delivered or the form was submitted; the first answer is the first inbound reply or
-- forwarded message (a confirmed message is stored as a reply).
UPDATE `problem_reports` SET `letter_sent_at` = coalesce(`form_submitted_at`, (
  SELECT min(`sent_at`) FROM `mail_outbox`
  WHERE `mail_outbox`.`kind` = 'report-airline' AND `mail_outbox`.`ref_id` = `problem_reports`.`id` AND `mail_outbox`.`status` = 'sent'
));
--> statement-breakpoint
UPDATE `problem_reports` SET `first_answer_at` = (
  SELECT min(`at`) FROM `case_messages`
  WHERE `case_messages`.`problem_id` = `problem_reports`.`id` AND `case_messages`.`direction` = 'in'
    AND `case_messages`.`kind` IN ('reply', 'forwarded')
);
--> statement-breakpoint
-- Demand is contacts opened and reports filed (docs/api.md#the-directory-learns): every writer of a report feeds
-- the popularity count without knowing about it, as the contact events do through recordContactUse. The count
-- holds no person, so an account's erasure leaves it.
UPDATE `airlines` SET `popularity` = `popularity` + (SELECT count(*) FROM `problem_reports` WHERE `problem_reports`.`airline_id` = `airlines`.`id`);
--> statement-breakpoint
CREATE TRIGGER `problem_reports_demand` AFTER INSERT ON `problem_reports` BEGIN
  UPDATE `airlines` SET `popularity` = `popularity` + 1 WHERE `id` = NEW.`airline_id`;
END;
--> statement-breakpoint
-- The popularity order is demand, then size (the largest airlines first, the unranked after them), then name:
-- the sort indexes follow it, so a popularity page stays an index range read (migrations/0002).
DROP INDEX `airlines_popularity_name_nocase`;
--> statement-breakpoint
CREATE INDEX `airlines_popularity_size_name` ON `airlines` (`popularity` DESC, ifnull(`size_rank`, 1000000), `name` COLLATE NOCASE);
--> statement-breakpoint
DROP INDEX `airlines_category_popularity`;
--> statement-breakpoint
CREATE INDEX `airlines_category_popularity_size` ON `airlines` (`category`, `popularity` DESC, ifnull(`size_rank`, 1000000), `name` COLLATE NOCASE);
--> statement-breakpoint
DROP INDEX `airlines_region_popularity`;
--> statement-breakpoint
CREATE INDEX `airlines_region_popularity_size` ON `airlines` (`region`, `popularity` DESC, ifnull(`size_rank`, 1000000), `name` COLLATE NOCASE);
--> statement-breakpoint
DROP INDEX `airlines_category_region_popularity`;
--> statement-breakpoint
CREATE INDEX `airlines_category_region_popularity_size` ON `airlines` (`category`, `region`, `popularity` DESC, ifnull(`size_rank`, 1000000), `name` COLLATE NOCASE);
