/** The part of fontkit 2's API that lib/pdf-font uses (the package ships no types; pdfkit embeds fonts with it). */
declare module 'fontkit' {
  interface Font {
    postscriptName: string;
    hasGlyphForCodePoint(codePoint: number): boolean;
  }

  export function create(buffer: Buffer): Font;
}
