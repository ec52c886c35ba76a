// The language switcher of the header and the mobile menu (docs/api.md#languages): each language named in
// itself. Choosing one keeps it in the lang cookie for a year, saves it as the account's language when signed
// in (the language of the mails), and opens the same page in it.
import { chakra } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES, type Language } from '@contracts/languages';
import { useUser } from '../lib/session';
import { switchLanguage } from './language';

/** PATCH /api/user {language}; keepalive lets it finish while the page is replaced by the new language's. */
export const saveAccountLanguage = (language: Language) =>
  fetch('/api/user', {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ language }),
    credentials: 'same-origin',
    keepalive: true,
  }).catch(() => undefined);

export function LanguageSwitcher({ id = 'language-switcher' }: { id?: string }) {
  const { t, i18n } = useLingui();
  const { user } = useUser();
  return (
    <chakra.select
      id={id}
      aria-label={t`Language`}
      value={i18n.locale}
      data-testid="language-switcher"
      onChange={(e) => {
        const lang = e.currentTarget.value;
        if (!isLanguage(lang) || lang === i18n.locale) return;
        if (user) void saveAccountLanguage(lang);
        switchLanguage(lang);
      }}
      h="9"
      px="2"
      maxW="40"
      fontSize="sm"
      bg="transparent"
      color="inherit"
      borderWidth="1px"
      borderColor="border"
      borderRadius="md"
      cursor="pointer"
    >
      {LANGUAGES.map((lang) => (
        <option key={lang} value={lang} lang={lang}>
          {LANGUAGE_NAMES[lang]}
        </option>
      ))}
    </chakra.select>
  );
}
