import { expect, test } from '@playwright/test';

import { HOSTING_DIR, OUT_DIR, PORTS } from './support/env';
import { defineHostSuite, rawGet } from './support/host-suite';
import { STRICT_TRANSPORT_SECURITY } from './support/policy';
import { startNginx } from './support/servers';

defineHostSuite({
  name: 'nginx with hosting/nginx.conf',
  start: () => startNginx([{ root: OUT_DIR, hostingDir: HOSTING_DIR, port: PORTS.nginx }]),
  // nginx sends HSTS only on requests it received over TLS (checked below).
  hstsOverHttp: false,
  notFoundCache: ['no-cache'],
  checkConfigFile404: true,
  servesHtmlFiles: true,
});

test('nginx sends HSTS over TLS only, and Brotli when its module is loaded', async () => {
  const nginx = await startNginx([{ root: OUT_DIR, hostingDir: HOSTING_DIR, port: PORTS.nginx, tlsPort: PORTS.nginxTls }]);
  try {
    const https = await import('node:https');
    const overTls = await new Promise<{ hsts: string | string[] | undefined; encoding: string | string[] | undefined }>((resolve, reject) => {
      https
        .get(`https://127.0.0.1:${PORTS.nginxTls}/about/`, { rejectUnauthorized: false, headers: { 'accept-encoding': 'br, gzip' } }, (response) => {
          response.resume();
          resolve({ hsts: response.headers['strict-transport-security'], encoding: response.headers['content-encoding'] });
        })
        .on('error', reject);
    });
    expect(overTls.hsts).toBe(STRICT_TRANSPORT_SECURITY);
    expect((await rawGet(`${nginx.url}/about/`)).headers['strict-transport-security']).toBeUndefined();
    expect(overTls.encoding).toBe(nginx.brotli ? 'br' : 'gzip');
  } finally {
    await nginx.stop();
  }
});
