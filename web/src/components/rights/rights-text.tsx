// The rights engine's prose (a regime's reason, a deadline, a pending-law note, a complaint route's reason) in the
// page's language. The rights catalogue is its own chunk (i18n/server-text.ts, useRightsText): until it is loaded this
// shows nothing rather than the English text, and only this line waits, not the page around it.
import { Suspense } from 'react';
import { useRightsText } from '../../i18n/server-text';

function Translated({ text }: { text: string }) {
  const rt = useRightsText();
  return <>{rt(text)}</>;
}

export function RightsText({ text }: { text: string }) {
  return (
    <Suspense fallback={null}>
      <Translated text={text} />
    </Suspense>
  );
}
