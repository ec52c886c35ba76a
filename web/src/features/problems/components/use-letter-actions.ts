// The two actions every letter the traveller sends by hand has: Copy (the button says "Copied") and "I have sent
// it" (a call that records the step), with the call's refusal shown beside the button.
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useState } from 'react';
import { ApiError, errorText } from '../../../lib/api-client';
import { useCopyButton } from '../../../lib/clipboard';
import { notifyError } from '../../../lib/toast';

export const copyFailed = (err: unknown) => notifyError(i18n._(msg`Copy failed`), errorText(err));

export function useLetterActions(letter: string, send: () => Promise<void>) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const { copied, copy } = useCopyButton(letter, copyFailed);

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

  return { busy, problem, copy, copied, markSent };
}
