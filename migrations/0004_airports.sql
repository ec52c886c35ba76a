CREATE TABLE `airports` (
	`iata_code` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`city` text DEFAULT '' NOT NULL,
	`country` text NOT NULL,
	`country_name` text DEFAULT '' NOT NULL,
	`latitude` real NOT NULL,
	`longitude` real NOT NULL,
	`type` text NOT NULL,
	`scheduled` integer DEFAULT false NOT NULL
);
