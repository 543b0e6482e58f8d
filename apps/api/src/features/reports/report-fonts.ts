import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

// DejaVu Sans (npm package dejavu-fonts-ttf) covers Latin, Greek and Cyrillic with their
// diacritics, so names like 'Zoë Müller' or 'Łatka' render; pdfkit embeds only the glyphs used.
//
// Parsing the font and decoding its layout tables costs seconds; done once per process it costs
// nothing per report. pdfkit accepts an already-opened fontkit font (anything with `layout`), so
// the fonts are opened once with the fontkit that pdfkit itself depends on and shared by every
// document (each document still makes its own subset).

const require = createRequire(import.meta.url);

/** The part of a fontkit font we rely on; pdfkit takes it as a font source. */
interface OpenFont {
  layout: (...args: unknown[]) => unknown;
}

// @types/pdfkit lists only file and byte sources; the runtime also takes an opened font.
type FontSource = PDFKit.Mixins.PDFFontSource;
let cached: { regular: FontSource; bold: FontSource } | undefined;

export function reportFonts(): { regular: FontSource; bold: FontSource } {
  if (cached) return cached;
  const fontkit = createRequire(require.resolve('pdfkit'))('fontkit') as {
    create: (buffer: Buffer) => OpenFont;
  };
  const open = (file: string) =>
    fontkit.create(
      readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`)),
    ) as unknown as FontSource;
  cached = { regular: open('DejaVuSans.ttf'), bold: open('DejaVuSans-Bold.ttf') };
  return cached;
}
