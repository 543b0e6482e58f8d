import { ACCIDENT_WORDS } from '../knowledge/exposure-words';
import type { MedContext } from './medication-context';
import { containsPhrase, normaliseText } from './normalise-text';

const WORDS = ACCIDENT_WORDS.map(normaliseText);

/**
 * One exposure that was not a treatment: a single amount, with words of an accident in the dose
 * or frequency ('licked about 1 g', 'ate 2 tablets'). A cream 'applied once' is not one.
 */
export function isAccidentalOneOff(med: MedContext): boolean {
  if (!(med.frequency.single || med.dose.single)) return false;
  const text = normaliseText(`${med.input.dosage ?? ''} ${med.input.frequency ?? ''}`);
  return WORDS.some((w) => containsPhrase(text, w));
}
