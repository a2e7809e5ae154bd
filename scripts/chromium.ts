/**
 * Debian's Chromium, as the e2e tests and the Lighthouse benchmark launch it: no sandbox (the
 * test machines run as root), no GPU, and nothing that phones home during a measurement.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
