/**
 * Debian's Chromium (Playwright's own download cannot work here) and the flags it needs on this
 * machine: no sandbox as root, and no calls to Google's hosts (the network is closed). The e2e
 * config and the browser benches launch it with these.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
