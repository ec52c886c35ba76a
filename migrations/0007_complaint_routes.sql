CREATE TABLE `complaint_routes` (
	`id` text NOT NULL,
	`country` text NOT NULL,
	`body` text NOT NULL,
	`url` text NOT NULL,
	`email` text DEFAULT '' NOT NULL,
	`takes_complaint_directly` integer NOT NULL,
	`forwards_to_company` integer NOT NULL,
	`wait_days` integer NOT NULL,
	`company_answer_days` integer,
	`binding` text,
	`covers` text NOT NULL,
	`scope` text NOT NULL,
	`area` text NOT NULL,
	`carriers` text DEFAULT '[]' NOT NULL,
	`effective_from` text DEFAULT '' NOT NULL,
	`effective_to` text DEFAULT '' NOT NULL,
	`reason` text NOT NULL,
	`source` text NOT NULL,
	`checked_at` text NOT NULL,
	PRIMARY KEY(`id`, `country`)
);
--> statement-breakpoint
CREATE TABLE `directory_countries` (
	`country` text PRIMARY KEY NOT NULL,
	`companies` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE `problem_reports` ADD `routes` text;--> statement-breakpoint
ALTER TABLE `problem_status_history` ADD `detail` text;--> statement-breakpoint
-- Companies per home country (schema.ts directoryCountries), kept by triggers on airlines as directory_state
-- is: every writer keeps it right without knowing about it. A row whose count reaches 0 stays (harmless).
INSERT INTO `directory_countries` (`country`, `companies`) SELECT `country`, count(*) FROM `airlines` GROUP BY `country`;
--> statement-breakpoint
CREATE TRIGGER `directory_countries_ai` AFTER INSERT ON `airlines` BEGIN
	INSERT INTO `directory_countries` (`country`, `companies`) VALUES (new.`country`, 1)
	ON CONFLICT (`country`) DO UPDATE SET `companies` = `companies` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `directory_countries_ad` AFTER DELETE ON `airlines` BEGIN
	UPDATE `directory_countries` SET `companies` = `companies` - 1 WHERE `country` = old.`country`;
END;
--> statement-breakpoint
CREATE TRIGGER `directory_countries_au` AFTER UPDATE OF `country` ON `airlines` WHEN old.`country` <> new.`country` BEGIN
	UPDATE `directory_countries` SET `companies` = `companies` - 1 WHERE `country` = old.`country`;
	INSERT INTO `directory_countries` (`country`, `companies`) VALUES (new.`country`, 1)
	ON CONFLICT (`country`) DO UPDATE SET `companies` = `companies` + 1;
END;
