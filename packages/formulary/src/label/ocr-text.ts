// OCR text as it comes off a photographed label, made readable for the label parser: the
// confusions OCR makes between look-alike characters (0/O, 1/l/I/|, 5/S, rn/m), fractions
// ('½', '1/2', '%' for ½), and lines broken in the middle of a word or a phrase.

/** Letters OCR reads in place of digits, inside numbers ('l00 mg', '6O', 'O.5 mL'). */
const DIGIT_LOOKALIKES: Readonly<Record<string, string>> = {
  O: '0',
  o: '0',
  D: '0',
  Q: '0',
  l: '1',
  I: '1',
  i: '1',
  '|': '1',
  '!': '1',
  S: '5',
  s: '5',
  B: '8',
  Z: '2',
  z: '2',
};
/** Digits OCR reads in place of letters, inside words ('CARPR0FEN', 'Gabapent1n', 'BlD'). */
const LETTER_LOOKALIKES: Readonly<Record<string, string>> = {
  '0': 'o',
  '1': 'l',
  '|': 'l',
  '5': 's',
  '8': 'b',
};

const UNIT_AFTER =
  /^(?:mg|mcg|ug|g|gm|ml|mls|cc|l|iu|u|units?|%|tabs?|tablets?|caps?|capsules?|chews?|drops?|x|h|hrs?|hours?|days?|d|wks?|weeks?)$/iu;
const NUMBER_LIKE = /^[0-9OoDQlIi|!SsBZz]+(?:[.,][0-9OoDQlIi|!SsBZz]+)?$/u;

/** A token OCR made from a number: digits mixed with look-alike letters, or lone look-alikes before a unit. */
function fixNumberToken(
  token: string,
  nextWord: string | undefined,
  prevWord: string | undefined,
): string {
  // '75mg', 'l00mg', '7Smg' (number glued to its unit).
  const glued =
    /^([0-9OoDQlIi|!SsBZz]+(?:[.,][0-9OoDQlIi|!SsBZz]+)?)(mg|mcg|ml|mL|ML|MG|MCG|g|%|h|H|hrs?)$/u.exec(
      token,
    );
  if (glued && /\d/u.test(glued[1]!)) return toDigits(glued[1]!) + glued[2]!;
  if (!NUMBER_LIKE.test(token)) return token;
  const hasDigit = /\d/u.test(token);
  const unitFollows = nextWord !== undefined && UNIT_AFTER.test(nextWord);
  const countContext =
    prevWord !== undefined &&
    /^(?:qty|quantity|give|take|administer|every|refills?|#)[:.]?$/iu.test(prevWord);
  const realDigits = token.replace(/[^0-9]/gu, '').length;
  const lookalikes = token.replace(/[0-9.,]/gu, '').length;
  // 'l00', '6O', 'O.5' are numbers; 'B1D' and 'S1D' are BID and SID misread.
  if (hasDigit && token.length > 1 && (realDigits >= lookalikes || unitFollows || countContext))
    return toDigits(token);
  // A lone 'I', 'l' or '|' before 'tablet' is a 1; a lone 'O' or 'S' too rarely is to guess.
  if (!hasDigit && /^[lI|!]$/u.test(token) && (unitFollows || countContext)) return '1';
  if (!hasDigit && /^[lI|][0O]$/u.test(token) && (unitFollows || countContext))
    return toDigits(token);
  return token;
}

function toDigits(text: string): string {
  let out = '';
  for (const ch of text) out += DIGIT_LOOKALIKES[ch] ?? ch;
  return out.replace(',', '.');
}

/** 'CARPR0FEN' → 'CARPROFEN', 'Gabapent1n' → 'Gabapentln': digits inside a word of letters. */
function fixWordToken(token: string): string {
  const letters = token.replace(/[^A-Za-z]/gu, '').length;
  const digits = token.replace(/[^0-9|]/gu, '').length;
  if (letters < 3 || digits === 0 || digits > 2 || !/^[A-Za-z0-9|]+$/u.test(token)) return token;
  // 'q12h', 'ql2h', 'q8hr' are frequencies, read by the directions.
  if (/^[qg][0-9lI|]{1,3}(?:h|hr|hrs)?$/iu.test(token)) return token;
  // A strength glued to a word is not a misread: 'carprofen75mg' is split elsewhere.
  if (/\d(?:mg|mcg|ml)$/iu.test(token)) return token;
  const upper = token === token.toUpperCase();
  let out = '';
  for (const [i, ch] of [...token].entries()) {
    const letter = LETTER_LOOKALIKES[ch];
    // A word's first letter is a capital more often than not ('0akwood' is Oakwood).
    out += letter ? (upper || i === 0 ? letter.toUpperCase() : letter) : ch;
  }
  return out;
}

/** Fractions written or misread in a dose: '½', '1/2', 'l/2', '1 /2', '%' before a unit. */
function normaliseFractions(line: string): string {
  return line
    .replace(/(\d)\s*([½¼¾⅓⅔])/gu, (_m, whole: string, frac: string) => `${whole} ${frac}`)
    .replace(/(^|[^\d/])[1lI|]\s?\/\s?2(?!\d)/gu, '$1½')
    .replace(/(^|[^\d/])[1lI|]\s?\/\s?4(?!\d)/gu, '$1¼')
    .replace(/(^|[^\d/])3\s?\/\s?4(?!\d)/gu, '$1¾')
    .replace(/(^|\s)%(?=\s*(?:a\s+)?(?:tab|tablet|cap|chew|ml)\b)/giu, '$1½');
}

const SPLIT_GLUED = /(\d)(mg|mcg|ml|tabs?|tablets?|caps?|capsules?)(?=[A-Za-z]{3,})/giu;

/** One line with OCR look-alikes fixed token by token; spacing kept simple. */
export function cleanLine(raw: string): string {
  const line = normaliseFractions(
    raw
      .replace(/[\u2018\u2019\u201a\u2032]/gu, "'")
      .replace(/[\u201c\u201d\u201e]/gu, '"')
      .replace(/[\u2013\u2014\u2212]/gu, '-')
      .replace(/[\u00a0\t]/gu, ' ')
      // ']' and '[' are an l at a word's end or inside it ('m]', 'anima]', 'C[inic').
      .replace(/([A-Za-z])[\][|](?=[A-Za-z]|\b|$|[\s.,:;)/])/gu, '$1l')
      // '©' and '®' are a 0 where a number stands ('Refills: ©').
      .replace(/([:#]\s?)[©®](?=\s|$)/gu, '$10')
      .replace(SPLIT_GLUED, '$1$2 ')
      .replace(/\s+/gu, ' ')
      .trim(),
  );
  const words = line.split(' ');
  const out: string[] = [];
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i]!;
    // Keep punctuation around a token ('(75mg)', 'Qty:'), fix the core.
    const match = /^([^\w|!½¼¾]*)(.*?)([^\w|!½¼¾%]*)$/u.exec(word);
    const [, lead = '', core = '', trail = ''] = match ?? [];
    const next = words[i + 1]?.replace(/[^\w%]/gu, '');
    const prev = words[i - 1];
    let fixed = fixNumberToken(core, next, prev);
    if (fixed === core) fixed = fixWordToken(core);
    out.push(`${lead}${fixed}${trail}`);
  }
  return out.join(' ').replace(/(\d)\s*,\s*(\d)(?!\d{2})/gu, '$1.$2');
}

/**
 * The text's lines, cleaned, with a word broken by a hyphen at a line end joined again
 * ('Carpro-' + 'fen 75 mg' → 'Carprofen 75 mg'). Blank lines and lines of OCR dust dropped.
 */
export function labelLines(text: string): string[] {
  const raw = text.replace(/\r\n?/gu, '\n').split('\n');
  const lines: string[] = [];
  for (const rawLine of raw) {
    const line = cleanLine(rawLine);
    if (!isReadable(line)) continue;
    const last = lines.at(-1);
    if (last !== undefined && /[A-Za-z]-$/u.test(last) && /^[a-z]/u.test(line)) {
      lines[lines.length - 1] = last.slice(0, -1) + line;
    } else {
      lines.push(line);
    }
  }
  return lines;
}

/** At least two letters or digits in a row: '~ .' and '|' are specks, not text. */
function isReadable(line: string): boolean {
  return /[A-Za-z0-9½]{2}/u.test(line) || /^[0-9½]$/u.test(line);
}

/** Lower-case 'skeleton' of a word with look-alikes folded, for matching keywords through OCR noise. */
export function skeleton(word: string): string {
  return word
    .toLowerCase()
    .replace(/rn/gu, 'm')
    .replace(/vv/gu, 'w')
    .replace(/[1|!i]/gu, 'l')
    .replace(/0/gu, 'o')
    .replace(/5/gu, 's');
}
