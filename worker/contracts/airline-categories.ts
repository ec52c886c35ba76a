// The directory's company categories, on their own: the home page's search offers them, and importing them from
// directory.ts would bring its country and region tables (about 5 kB gzipped) into the home page's first load.
export const AIRLINE_CATEGORIES = ['commercial', 'charter', 'helicopter'] as const;
export type AirlineCategory = (typeof AIRLINE_CATEGORIES)[number];
