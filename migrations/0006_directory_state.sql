-- The directory's state row (schema.ts directoryState): a version for the Workers Cache of directory answers
-- and the counts of GET /api/config, kept by triggers on airlines so every writer (the seed and the CSV
-- import through wrangler, an admin's applied correction, tests) keeps them right without knowing about it.
-- popularity and updated_at are not in the UPDATE trigger's column list: a contact click changes no answer's
-- content and must not empty the cache. A boolean is 0 or 1 in SQLite, so each count moves by a comparison.
-- The version starts at a random number: a database created again can never meet answers cached for an
-- earlier one under the same version.
CREATE TABLE `directory_state` (
	`id` integer PRIMARY KEY NOT NULL,
	`version` integer NOT NULL,
	`commercial` integer DEFAULT 0 NOT NULL,
	`charter` integer DEFAULT 0 NOT NULL,
	`helicopter` integer DEFAULT 0 NOT NULL,
	`email` integer DEFAULT 0 NOT NULL,
	`form` integer DEFAULT 0 NOT NULL
);

--> statement-breakpoint
INSERT INTO `directory_state` (`id`, `version`, `commercial`, `charter`, `helicopter`, `email`, `form`)
SELECT 1, abs(random() % 1000000000000),
	coalesce(sum(`category` = 'commercial'), 0), coalesce(sum(`category` = 'charter'), 0), coalesce(sum(`category` = 'helicopter'), 0),
	coalesce(sum(`email` <> ''), 0), coalesce(sum(`email` = '' AND `complaint_form_url` <> ''), 0)
FROM `airlines`;
--> statement-breakpoint
CREATE TRIGGER `directory_state_ai` AFTER INSERT ON `airlines` BEGIN
	UPDATE `directory_state` SET `version` = `version` + 1,
		`commercial` = `commercial` + (new.`category` = 'commercial'),
		`charter` = `charter` + (new.`category` = 'charter'),
		`helicopter` = `helicopter` + (new.`category` = 'helicopter'),
		`email` = `email` + (new.`email` <> ''),
		`form` = `form` + (new.`email` = '' AND new.`complaint_form_url` <> '')
	WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `directory_state_ad` AFTER DELETE ON `airlines` BEGIN
	UPDATE `directory_state` SET `version` = `version` + 1,
		`commercial` = `commercial` - (old.`category` = 'commercial'),
		`charter` = `charter` - (old.`category` = 'charter'),
		`helicopter` = `helicopter` - (old.`category` = 'helicopter'),
		`email` = `email` - (old.`email` <> ''),
		`form` = `form` - (old.`email` = '' AND old.`complaint_form_url` <> '')
	WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `directory_state_au` AFTER UPDATE OF
	`name`, `category`, `country`, `region`, `phone`, `email`, `website`, `iata_code`, `icao_code`, `featured`,
	`complaint_form_url`, `phone_source`, `email_source`, `complaint_form_source`, `contacts_checked_at`
ON `airlines` BEGIN
	UPDATE `directory_state` SET `version` = `version` + 1,
		`commercial` = `commercial` - (old.`category` = 'commercial') + (new.`category` = 'commercial'),
		`charter` = `charter` - (old.`category` = 'charter') + (new.`category` = 'charter'),
		`helicopter` = `helicopter` - (old.`category` = 'helicopter') + (new.`category` = 'helicopter'),
		`email` = `email` - (old.`email` <> '') + (new.`email` <> ''),
		`form` = `form` - (old.`email` = '' AND old.`complaint_form_url` <> '') + (new.`email` = '' AND new.`complaint_form_url` <> '')
	WHERE `id` = 1;
END;
