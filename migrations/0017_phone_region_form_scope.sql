-- Contacts that say what they are (docs/api.md#directory): the country a phone serves when it is not the
-- company's home country (`phone_region`, ISO 3166-1 alpha-2, '' otherwise), and what a complaint form is for
-- when it serves one market or one kind of claim only (`form_scope`, a short phrase, '' when general).
ALTER TABLE `airlines` ADD `phone_region` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `airlines` ADD `form_scope` text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The directory's version (0006) moves on with every change an answer can show: the trigger's column list
-- gains the two new columns, so changing one of them never leaves a cached answer stale.
DROP TRIGGER `directory_state_au`;--> statement-breakpoint
CREATE TRIGGER `directory_state_au` AFTER UPDATE OF
	`name`, `category`, `country`, `region`, `phone`, `email`, `website`, `iata_code`, `icao_code`, `featured`,
	`complaint_form_url`, `phone_source`, `email_source`, `complaint_form_source`, `contacts_checked_at`,
	`phone_region`, `form_scope`
ON `airlines` BEGIN
	UPDATE `directory_state` SET `version` = `version` + 1,
		`commercial` = `commercial` - (old.`category` = 'commercial') + (new.`category` = 'commercial'),
		`charter` = `charter` - (old.`category` = 'charter') + (new.`category` = 'charter'),
		`helicopter` = `helicopter` - (old.`category` = 'helicopter') + (new.`category` = 'helicopter'),
		`email` = `email` - (old.`email` <> '') + (new.`email` <> ''),
		`form` = `form` - (old.`email` = '' AND old.`complaint_form_url` <> '') + (new.`email` = '' AND new.`complaint_form_url` <> '')
	WHERE `id` = 1;
END;
--> statement-breakpoint
-- Answers cached before this migration lack the two fields: a new version keys them out.
UPDATE `directory_state` SET `version` = `version` + 1 WHERE `id` = 1;
