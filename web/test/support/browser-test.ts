// The journeys' `it`: vitest's test with a `browser` fixture. One Chromium per test file, launched when the
// file's first test asks for it and closed after its last, so a file that needs no browser starts none.
import { test } from 'vitest';
import { launch } from './browser';

// eslint-disable-next-line no-empty-pattern -- vitest reads a fixture's dependencies from this destructuring: it must be an object pattern, and this fixture needs none
export const it = test.extend('browser', { scope: 'file' }, async ({}, { onCleanup }) => {
  const browser = await launch();
  onCleanup(() => browser.close());
  return browser;
});
