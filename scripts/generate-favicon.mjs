// Writes app/favicon.ico: a 32x32 PNG-in-ICO of the brand mark (navy square, gold quill stroke),
// drawn pixel by pixel so no image tool is needed. Run: node scripts/generate-favicon.mjs
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const size = 32;
const navy = [15, 27, 51, 255];
const gold = [217, 166, 63, 255];
const paper = [250, 247, 240, 255];
const clear = [0, 0, 0, 0];

function pixel(x, y) {
  const r = 7; // corner radius
  const cx = Math.min(Math.max(x, r), size - 1 - r);
  const cy = Math.min(Math.max(y, r), size - 1 - r);
  if ((x - cx) ** 2 + (y - cy) ** 2 > r * r) return clear;
  if (y >= 24 && y <= 25 && x >= 8 && x <= 23) return paper; // baseline
  // quill: a thick diagonal stroke from bottom-left to top-right
  const d = Math.abs(x + y - 30) / Math.SQRT2;
  if (d < 2.2 && x >= 8 && x <= 24 && y >= 6 && y <= 22) return gold;
  return navy;
}

const raw = Buffer.alloc(size * (size * 4 + 1));
for (let y = 0; y < size; y++) {
  raw[y * (size * 4 + 1)] = 0;
  for (let x = 0; x < size; x++) {
    Buffer.from(pixel(x, y)).copy(raw, y * (size * 4 + 1) + 1 + x * 4);
  }
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf) {
  let c = 0xffffffff;
  for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}
const ihdr = Buffer.alloc(13);
ihdr.writeUInt32BE(size, 0);
ihdr.writeUInt32BE(size, 4);
ihdr[8] = 8; // bit depth
ihdr[9] = 6; // RGBA
const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  chunk('IHDR', ihdr),
  chunk('IDAT', deflateSync(raw)),
  chunk('IEND', Buffer.alloc(0)),
]);

const header = Buffer.alloc(6 + 16);
header.writeUInt16LE(0, 0); // reserved
header.writeUInt16LE(1, 2); // icon
header.writeUInt16LE(1, 4); // one image
header[6] = size;
header[7] = size;
header.writeUInt16LE(1, 10); // planes
header.writeUInt16LE(32, 12); // bits per pixel
header.writeUInt32LE(png.length, 14);
header.writeUInt32LE(22, 18); // offset
writeFileSync(new URL('../app/favicon.ico', import.meta.url), Buffer.concat([header, png]));
console.log('wrote app/favicon.ico');
