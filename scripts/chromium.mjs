// Debian's Chromium as every browser run of the project starts it (browser tests, Lighthouse):
// where it is, and the flags for a headless run on a build machine (no sandbox as root, no GPU,
// no background traffic that would add noise to measurements or leave the machine).

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
