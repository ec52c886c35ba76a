// How the rights catalogues are registered (translate.ts): the amounts, numbers and dates their templates catch are
// written the language's way. Its own module so the SPA takes it without every language's catalogue.
export const RIGHTS_OPTIONS = { formatValues: true } as const;
