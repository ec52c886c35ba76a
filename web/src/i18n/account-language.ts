// The account's language (docs/api.md#languages: the lang cookie, else the account's language, else the
// browser's). A signed-in visitor who never used the switcher on this browser sees the pages in the language
// of their account: the page opens again in it, and the cookie then keeps it without asking.
import { useEffect } from 'react';
import { useUser } from '../lib/session';
import { cookieLanguage, pageLanguage, switchLanguage } from './language';

export function useAccountLanguage() {
  const { user } = useUser();
  const language = user?.language;
  useEffect(() => {
    if (!language || cookieLanguage()) return;
    if (language !== pageLanguage()) switchLanguage(language);
  }, [language]);
}
