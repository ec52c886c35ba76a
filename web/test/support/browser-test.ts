// The journeys' `it`: vitest's test with a `browser` fixture. One Chromium per test file, launched when the
// file's first test asks for it and closed after its last, so a file that needs no browser starts none.
import { test } from 'vitest';
import { captureFailure, launch } from './browser';

export const it = test
  // eslint-disable-next-line no-empty-pattern -- vitest reads a fixture's dependencies from this destructuring: it must be an object pattern, and this fixture needs none
  .extend('browser', { scope: 'file' }, async ({}, { onCleanup }) => {
    const browser = await launch();
    onCleanup(() => browser.close());
    return browser;
  })
  .extend('failureCapture', { auto: true }, ({ task, onTestFailed }) => {
    // Registered for every journey; it does nothing unless the test fails with a page open.
    onTestFailed(() =>
      captureFailure(`${task.name}${task.result?.retryCount ? `-retry${task.result.retryCount}` : ''}`),
    );
  });
