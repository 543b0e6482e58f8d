import { describe, expect, it } from 'vitest';
import { cleanLine, labelLines, skeleton } from './ocr-text';

describe('cleanLine: look-alikes OCR reads for digits and letters', () => {
  it.each([
    ['Qty: 6O', 'Qty: 60'],
    ['l00 mg', '100 mg'],
    ['Give O.5 mL', 'Give 0.5 mL'],
    ['Give I tablet', 'Give 1 tablet'],
    ['Give l tab', 'Give 1 tab'],
    ['every l2 hours', 'every 12 hours'],
    ['CARPR0FEN 75MG', 'CARPROFEN 75MG'],
    ['Gabapent1n', 'Gabapentln'],
    ['0akwood', 'Oakwood'],
    ['1 tab PO B1D', '1 tab PO B1D'],
    ['ql2h', 'ql2h'],
    ['Metacam 1.5mg/m]', 'Metacam 1.5mg/ml'],
    ['For anima] treatment', 'For animal treatment'],
    ['Refills: ©', 'Refills: 0'],
    ['Give 1/2 tab', 'Give ½ tab'],
    ['Give l/2 tab', 'Give ½ tab'],
    ['Give 1 1/2 tablets', 'Give 1 ½ tablets'],
    ['Give % tab BID', 'Give ½ tab BID'],
    ['Date: 03/12/2024', 'Date: 03/12/2024'],
    ['1,5 mg/ml', '1.5 mg/ml'],
    ['Give  1   tablet', 'Give 1 tablet'],
    ['Carprofen75mgtablets', 'Carprofen75mg tablets'],
  ])('%s → %s', (raw, clean) => {
    expect(cleanLine(raw)).toBe(clean);
  });
});

describe('labelLines', () => {
  it('joins a word broken by a hyphen at the end of a line', () => {
    expect(labelLines('Carpro-\nfen 75 mg')).toEqual(['Carprofen 75 mg']);
  });

  it('drops blank lines and specks', () => {
    expect(labelLines('Qty: 60\n\n ~ .\n|\nRefills: 2')).toEqual(['Qty: 60', 'Refills: 2']);
  });

  it('reads Windows line ends', () => {
    expect(labelLines('a line\r\nanother')).toEqual(['a line', 'another']);
  });
});

describe('skeleton', () => {
  it.each([
    ['BlD', 'BID'],
    ['S1D', 'SID'],
    ['tabiet', 'tablet'],
    ['rnouth', 'mouth'],
    ['E0D', 'EOD'],
  ])('%s and %s share a skeleton', (a, b) => {
    expect(skeleton(a)).toBe(skeleton(b));
  });
});
