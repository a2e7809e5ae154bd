// fontverter ships no types; this covers the call scripts/fonts.ts makes.
declare module 'fontverter' {
  const fontverter: {
    convert(font: Buffer, format: 'sfnt' | 'truetype' | 'woff' | 'woff2'): Promise<Buffer>;
  };
  export default fontverter;
}
