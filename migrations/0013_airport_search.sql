-- Places for directory search by any spelling of a city or airport (worker/directory/places.ts): an FTS5
-- index of the airports' city and name with the unicode61 tokenizer, which folds case and diacritics beyond
-- ASCII (SQLite's NOCASE and lower() fold ASCII only), so "İstanbul", "Zurich" and "Sao Paulo" find the
-- airports the data spells "İstanbul Airport", "Zürich Airport" and "São Paulo". An external-content table,
-- like airlines_fts: the text lives once, in airports, and the triggers keep it in step with every writer
-- (the airports seed upserts). Read by raw SQL only, so schema.ts does not name it.
CREATE VIRTUAL TABLE `airports_fts` USING fts5(
	`city`, `name`,
	content='airports', tokenize='unicode61 remove_diacritics 2'
);
--> statement-breakpoint
CREATE TRIGGER `airports_fts_ai` AFTER INSERT ON `airports` BEGIN
	INSERT INTO `airports_fts` (rowid, `city`, `name`) VALUES (new.rowid, new.`city`, new.`name`);
END;
--> statement-breakpoint
CREATE TRIGGER `airports_fts_ad` AFTER DELETE ON `airports` BEGIN
	INSERT INTO `airports_fts` (`airports_fts`, rowid, `city`, `name`) VALUES ('delete', old.rowid, old.`city`, old.`name`);
END;
--> statement-breakpoint
CREATE TRIGGER `airports_fts_au` AFTER UPDATE OF `city`, `name` ON `airports` BEGIN
	INSERT INTO `airports_fts` (`airports_fts`, rowid, `city`, `name`) VALUES ('delete', old.rowid, old.`city`, old.`name`);
	INSERT INTO `airports_fts` (rowid, `city`, `name`) VALUES (new.rowid, new.`city`, new.`name`);
END;
--> statement-breakpoint
INSERT INTO `airports_fts` (`airports_fts`) VALUES ('rebuild');
