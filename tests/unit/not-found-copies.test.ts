// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { removeNotFoundCopies } from '../../scripts/export/not-found-copies';

let dir = '';
afterEach(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

function write(relPath: string): void {
  const file = path.join(dir, relPath);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, 'x');
}

describe('removeNotFoundCopies (npm run build)', () => {
  it('removes /404/ and /_not-found/ and keeps 404.html and every other page', () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'not-found-copies-'));
    for (const file of ['404.html', '404/index.html', '_not-found/index.html', '_not-found/index.txt', 'about/index.html', 'index.html']) write(file);
    expect(removeNotFoundCopies(dir)).toEqual(['404', '_not-found']);
    expect(fs.existsSync(path.join(dir, '404'))).toBe(false);
    expect(fs.existsSync(path.join(dir, '_not-found'))).toBe(false);
    for (const file of ['404.html', 'about/index.html', 'index.html']) expect(fs.existsSync(path.join(dir, file)), file).toBe(true);
    // A second run finds nothing to do.
    expect(removeNotFoundCopies(dir)).toEqual([]);
  });
});
