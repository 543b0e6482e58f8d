import { describe, expect, it } from 'vitest';
import { INPUT_MESSAGES } from './messages';
import { textProblem } from './text';

describe('textProblem', () => {
  it.each([
    ['plain text', null],
    ['', null],
    ['Zoë 🐶 café', null],
    ['a\u0000b', INPUT_MESSAGES.nulCharacter],
    ['\u0000', INPUT_MESSAGES.nulCharacter],
    ['lone high \uD800', INPUT_MESSAGES.loneSurrogate],
    ['\uD83D then text', INPUT_MESSAGES.loneSurrogate],
    ['lone low \uDC00 here', INPUT_MESSAGES.loneSurrogate],
    ['reversed \uDC36\uD83D', INPUT_MESSAGES.loneSurrogate],
  ])('%j → %s', (value, problem) => expect(textProblem(value)).toBe(problem));
});
