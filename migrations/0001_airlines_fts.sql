-- Directory search and sort indexes. Chosen from measurements at 100,000 airlines
-- (bench/search-classes.ts, docs/benchmarks.md):
-- * airlines_fts: an FTS5 trigram index over name, country, IATA and ICAO code. A query of 3+ characters
--   is matched as one quoted phrase, which with the trigram tokenizer is exactly a case-insensitive
--   substring match (diacritics folded too), answered from the index instead of a LIKE scan of every row.
--   It is an external-content table: the text lives once, in airlines; the triggers keep it in step, so
--   every writer (seed, CSV import, the API) is covered without knowing about it.
-- * NOCASE sort indexes, so "easyJet" sorts among the E's and a page in name, country or popularity order
--   is read in index order (no sort of the whole table), and 1-2 character queries (which a trigram index
--   cannot answer) are prefix range scans.
CREATE VIRTUAL TABLE `airlines_fts` USING fts5(
	`name`, `country`, `iata_code`, `icao_code`,
	content='airlines', content_rowid='id', tokenize='trigram remove_diacritics 1'
);
--> statement-breakpoint
CREATE TRIGGER `airlines_fts_ai` AFTER INSERT ON `airlines` BEGIN
	INSERT INTO `airlines_fts` (rowid, `name`, `country`, `iata_code`, `icao_code`)
	VALUES (new.`id`, new.`name`, new.`country`, new.`iata_code`, new.`icao_code`);
END;
--> statement-breakpoint
CREATE TRIGGER `airlines_fts_ad` AFTER DELETE ON `airlines` BEGIN
	INSERT INTO `airlines_fts` (`airlines_fts`, rowid, `name`, `country`, `iata_code`, `icao_code`)
	VALUES ('delete', old.`id`, old.`name`, old.`country`, old.`iata_code`, old.`icao_code`);
END;
--> statement-breakpoint
CREATE TRIGGER `airlines_fts_au` AFTER UPDATE OF `name`, `country`, `iata_code`, `icao_code` ON `airlines` BEGIN
	INSERT INTO `airlines_fts` (`airlines_fts`, rowid, `name`, `country`, `iata_code`, `icao_code`)
	VALUES ('delete', old.`id`, old.`name`, old.`country`, old.`iata_code`, old.`icao_code`);
	INSERT INTO `airlines_fts` (rowid, `name`, `country`, `iata_code`, `icao_code`)
	VALUES (new.`id`, new.`name`, new.`country`, new.`iata_code`, new.`icao_code`);
END;
--> statement-breakpoint
INSERT INTO `airlines_fts` (`airlines_fts`) VALUES ('rebuild');
--> statement-breakpoint
CREATE INDEX `airlines_name_nocase` ON `airlines` (`name` COLLATE NOCASE);
--> statement-breakpoint
CREATE INDEX `airlines_category_name_nocase` ON `airlines` (`category`, `name` COLLATE NOCASE);
--> statement-breakpoint
CREATE INDEX `airlines_region_name_nocase` ON `airlines` (`region`, `name` COLLATE NOCASE);
--> statement-breakpoint
CREATE INDEX `airlines_country_name_nocase` ON `airlines` (`country`, `name` COLLATE NOCASE);
--> statement-breakpoint
CREATE INDEX `airlines_popularity_name_nocase` ON `airlines` (`popularity` DESC, `name` COLLATE NOCASE);
--> statement-breakpoint
CREATE INDEX `airlines_icao` ON `airlines` (`icao_code`);
--> statement-breakpoint
CREATE INDEX `problem_reports_status_submitted` ON `problem_reports` (`status`, `date_submitted`);
--> statement-breakpoint
CREATE INDEX `contact_access_user` ON `contact_access_transactions` (`user_id`, `created_at`);
