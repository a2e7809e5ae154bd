/**
 * What every host must send, computed the way the receiver computes it (server/site-policy.ts with
 * the CSP of server/security-headers.ts), independently of the generated files under test.
 */
import { loadConfig } from '../../../server/config';
import { ASSET_CSP, COMMON_SECURITY_HEADERS, createPageCsp, STRICT_TRANSPORT_SECURITY } from '../../../server/security-headers';
import { describeExport, REVALIDATE_CACHE } from '../../../server/site-policy';
import type { ExportPolicy } from '../../../server/site-policy';
import { ROOT } from './env';

export { ASSET_CSP, COMMON_SECURITY_HEADERS, REVALIDATE_CACHE, STRICT_TRANSPORT_SECURITY };

export function exportPolicy(outDir: string, publicEnv: Record<string, string> = {}): ExportPolicy {
  return describeExport(outDir, createPageCsp(loadConfig(publicEnv, ROOT).csp));
}
