/**
 * `npm run media`: regenerates every piece of generated artwork under public/.
 *
 *   npm run media                 everything
 *   npm run media -- covers icons only the named families
 *
 * Families: covers, services, backgrounds, icons, portraits, logos, og, videos.
 * Everything is drawn from seeded randomness, so the output is the same on every run on the same
 * machine (same sharp/libvips, fonts and ffmpeg). Nothing is fetched from the network.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { writtenFiles } from './encode';

interface Family {
  name: string;
  run: () => Promise<void>;
}

const families: Family[] = [
  { name: 'covers', run: async () => (await import('./covers')).generateCovers() },
  { name: 'services', run: async () => (await import('./services')).generateServices() },
  { name: 'backgrounds', run: async () => (await import('./backgrounds')).generateBackgrounds() },
  { name: 'icons', run: async () => (await import('./icons')).generateIcons() },
  { name: 'portraits', run: async () => (await import('./portraits')).generatePortraits() },
  { name: 'logos', run: async () => (await import('./logos')).generateLogos() },
  { name: 'og', run: async () => (await import('./og')).generateOgImages() },
  { name: 'videos', run: async () => (await import('./videos')).generateVideos() },
];

const requiredFonts = ['P052', 'C059', 'URW Bookman', 'URW Gothic', 'Nimbus Sans', 'Nimbus Sans Narrow', 'Z003', 'DejaVu Sans'];
const aptPackages = ['ffmpeg', 'fonts-urw-base35', 'fonts-dejavu-core'];

function has(command: string, args: string[]): boolean {
  return spawnSync(command, args, { stdio: 'ignore' }).status === 0;
}

function missingFonts(): string[] {
  if (!has('fc-list', ['--version'])) return requiredFonts;
  const families = execFileSync('fc-list', [':', 'family'], { encoding: 'utf8' });
  return requiredFonts.filter((f) => !families.split('\n').some((line) => line.split(',').includes(f)));
}

/**
 * The drawings need the URW base-35 and DejaVu fonts (librsvg finds them through fontconfig) and
 * the videos need ffmpeg with libx264. When something is missing and we are root on Debian, it is
 * installed from Debian's archive; otherwise the message says what to install.
 */
function ensureTools(needVideo: boolean): void {
  const missing: string[] = [];
  if (missingFonts().length > 0) missing.push('fonts-urw-base35', 'fonts-dejavu-core');
  if (needVideo && !has('ffmpeg', ['-hide_banner', '-version'])) missing.push('ffmpeg');
  if (missing.length === 0) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && has('apt-get', ['--version'])) {
    console.log(`Installing ${missing.join(', ')} from Debian...`);
    spawnSync('apt-get', ['update'], { stdio: 'inherit' });
    const result = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', ...missing], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (result.status === 0 && missingFonts().length === 0 && (!needVideo || has('ffmpeg', ['-version']))) return;
  }
  const fonts = missingFonts();
  console.error(
    [
      'npm run media: required tools are missing.',
      fonts.length ? `  fonts not found by fontconfig: ${fonts.join(', ')}` : '',
      needVideo && !has('ffmpeg', ['-version']) ? '  ffmpeg (with libx264) is not on PATH' : '',
      `  install them with: sudo apt-get install -y ${aptPackages.join(' ')}`,
    ]
      .filter(Boolean)
      .join('\n'),
  );
  process.exit(1);
}

async function main(): Promise<void> {
  const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
  const unknown = wanted.filter((w) => !families.some((f) => f.name === w));
  if (unknown.length) {
    console.error(`Unknown family: ${unknown.join(', ')}. Known: ${families.map((f) => f.name).join(', ')}`);
    process.exit(2);
  }
  const selected = wanted.length ? families.filter((f) => wanted.includes(f.name)) : families;
  ensureTools(selected.some((f) => f.name === 'videos'));
  const started = Date.now();
  for (const family of selected) {
    const t = Date.now();
    const before = writtenFiles().length;
    await family.run();
    const files = writtenFiles().slice(before);
    const kb = files.reduce((sum, f) => sum + f.bytes, 0) / 1024;
    console.log(`${family.name.padEnd(12)} ${String(files.length).padStart(4)} files ${kb.toFixed(0).padStart(7)} KB  ${((Date.now() - t) / 1000).toFixed(1)} s`);
  }
  const all = writtenFiles();
  const total = all.reduce((sum, f) => sum + f.bytes, 0);
  const largest = [...all].sort((a, b) => b.bytes - a.bytes)[0];
  console.log(
    `done: ${all.length} files, ${(total / 1024 / 1024).toFixed(2)} MB in ${((Date.now() - started) / 1000).toFixed(0)} s` +
      (largest ? `; largest ${largest.file} (${(largest.bytes / 1024).toFixed(0)} KB)` : ''),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
