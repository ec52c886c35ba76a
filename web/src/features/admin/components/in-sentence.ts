// A contract's label (a contact's name, "E-mail address") inside a sentence: lower case, as English and the
// Romance languages write it there, except in German, where a noun keeps its capital.

/** The label as it reads mid-sentence in the active language. */
export const inSentence = (label: string, locale: string) =>
  locale === 'de' ? label : label.toLocaleLowerCase(locale || 'en');
