export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const missingChromiumMessage = () =>
  `Chromium was not found at ${CHROME_PATH}. The browser tests drive Debian's chromium: install it with ` +
  '`apt-get install -y --no-install-recommends chromium` (or point CHROME_PATH at a Chromium binary).';
