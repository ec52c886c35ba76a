-- Filtered and sorted directory pages at 100,000 airlines (worker/bench/search.bench.ts): a category or
-- region filter with the country or popularity sort read and sorted every matching row (35,000 for a
-- category: ~140 ms); a category + region count read the rows behind the region index (~60 ms). With
-- these, each (filter, sort) pair is an index range read in order, and the page stops after 9 rows.
-- Region follows from country, so (region, country, name) serves the country sort inside a region.
CREATE INDEX `airlines_category_popularity` ON `airlines` (`category`, `popularity` DESC, `name` COLLATE NOCASE);
--> statement-breakpoint
CREATE INDEX `airlines_category_country` ON `airlines` (`category`, `country`, `name` COLLATE NOCASE);
--> statement-breakpoint
CREATE INDEX `airlines_region_popularity` ON `airlines` (`region`, `popularity` DESC, `name` COLLATE NOCASE);
--> statement-breakpoint
CREATE INDEX `airlines_region_country` ON `airlines` (`region`, `country`, `name` COLLATE NOCASE);
--> statement-breakpoint
CREATE INDEX `airlines_category_region_name` ON `airlines` (`category`, `region`, `name` COLLATE NOCASE);
--> statement-breakpoint
CREATE INDEX `airlines_category_region_popularity` ON `airlines` (`category`, `region`, `popularity` DESC, `name` COLLATE NOCASE);
--> statement-breakpoint
CREATE INDEX `airlines_category_region_country` ON `airlines` (`category`, `region`, `country`, `name` COLLATE NOCASE);
