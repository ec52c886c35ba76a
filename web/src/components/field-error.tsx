// A field's error in the page's language (a contract's message, or the API's already translated): its own module,
// loaded by form-field.tsx when a field first shows an error, so a form's first load does not bring the server
// catalogue that translates the messages (about 9 kB gzipped in each language but English).
import { useServerText } from '../i18n/server-text';

export default function FieldErrorText({ error }: { error: string }) {
  const st = useServerText();
  return st(error);
}
