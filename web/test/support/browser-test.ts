// The journeys' `it`: vitest's test with a `browser` fixture. One Chromium per shard (vitest worker): the suite
// runs with isolate: false, so the files of a shard share it, each journey in its own browser contexts. It is
// launched when the shard's first journey asks for it, so a shard that needs no browser starts none.
import { test } from 'vitest';
import {
  captureFailure,
  closeOpenContexts,
  launch,
  missingMessages,
  REPORT_FLOW_PATHS,
  toastOverlaps,
} from './browser';

export const it = test
  // eslint-disable-next-line no-empty-pattern -- vitest reads a fixture's dependencies from this destructuring: it must be an object pattern, and this fixture needs none
  .extend('browser', { scope: 'worker' }, async ({}, { onCleanup }) => {
    const browser = await launch();
    onCleanup(() => browser.close());
    return browser;
  })
  // eslint-disable-next-line no-empty-pattern -- as above: no dependencies
  .extend('fileContexts', { scope: 'file', auto: true }, ({}, { onCleanup }) => {
    // What a file's journeys left open closes with the file, as it did when each file had its own Chromium.
    onCleanup(closeOpenContexts);
  })
  // eslint-disable-next-line no-empty-pattern -- as above: no dependencies
  .extend('toastCheck', { auto: true }, ({}, { onCleanup }) => {
    // A toast never covers a primary button: one seen over a button on a screen of the report flow fails the
    // journey; elsewhere it is logged (support/browser.ts, TOAST_WATCH).
    toastOverlaps.length = 0;
    onCleanup(() => {
      const seen = toastOverlaps.splice(0);
      if (seen.length) console.log(`TOAST OVER A BUTTON\n${seen.join('\n')}`);
      const inFlow = seen.filter((line) => REPORT_FLOW_PATHS.some((p) => line.startsWith(`${p}: `)));
      if (inFlow.length) throw new Error(`A toast covered a button of the report flow:\n${inFlow.join('\n')}`);
    });
  })
  // eslint-disable-next-line no-empty-pattern -- as above: no dependencies
  .extend('messageCheck', { auto: true }, ({}, { onCleanup }) => {
    // Every text a screen shows comes from the catalogue chunks its page loaded (web/scripts/catalogue-chunks.ts).
    missingMessages.length = 0;
    onCleanup(() => {
      const seen = missingMessages.splice(0);
      if (seen.length) throw new Error(`A screen showed messages its catalogue chunks lack:\n${seen.join('\n')}`);
    });
  })
  .extend('failureCapture', { auto: true }, ({ task, onTestFailed }) => {
    // Registered for every journey; it does nothing unless the test fails with a page open.
    onTestFailed(() =>
      captureFailure(`${task.name}${task.result?.retryCount ? `-retry${task.result.retryCount}` : ''}`),
    );
  });
