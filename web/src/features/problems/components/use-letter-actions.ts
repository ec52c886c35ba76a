// The two actions every letter the traveller sends by hand has: Copy (with a toast that says where it goes) and
// "I have sent it" (a call that records the step), with the call's refusal shown beside the button.
import { useState } from 'react';
import { ApiError, errorText } from '../../../lib/api-client';
import { copyText } from '../../../lib/clipboard';
import { notify, notifyError } from '../../../lib/toast';

export function useLetterActions(letter: string, copied: { title: string; body?: string }, send: () => Promise<void>) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const copy = async () => {
    try {
      await copyText(letter);
      notify(copied.title, copied.body);
    } catch (err) {
      notifyError('Copy failed', errorText(err));
    }
  };

  const markSent = async () => {
    setBusy(true);
    setProblem(null);
    try {
      await send();
    } catch (err) {
      setProblem(err instanceof ApiError ? err.detail : errorText(err));
    } finally {
      setBusy(false);
    }
  };

  return { busy, problem, copy, markSent };
}
