// The journeys' `it`: vitest's test with a `browser` fixture. One Chromium per test file, launched when the
// file's first test asks for it and closed after its last, so a file that needs no browser starts none.
import { test } from 'vitest';
import { launch } from './browser';

export const it = test.extend('browser', { scope: 'file' }, async ({}, { onCleanup }) => {
  const browser = await launch();
  onCleanup(() => browser.close());
  return browser;
});
