import { PROFILE_FALLBACK_WEIGHT_UNIT } from '@pawrx/contracts/constants';
import { formatDate as formatDay, formatDateTimeInZone } from '@pawrx/contracts/date-format';
import type { ReportPet } from './medical-report.types';
import { ageInYears } from '../../lib/pet-for-check';

// Text helpers for the report. Dates are shown in UTC: the server does not know the reader's
// zone, and a date-only value must never move to another day.

export const EMPTY = '—';
/** What an empty section says. */
export const NONE = 'None recorded.';

/** 'YYYY-MM-DD' → 'Mar 5, 2026', the app's one date format; '—' when there is none. */
export function formatDate(value: string | null | undefined): string {
  return value ? formatDay(value) : EMPTY;
}

/** 'Mar 5, 2026, 9:41 AM UTC': the app's date and time, with the zone named. */
export const formatDateTime = (at: Date): string => formatDateTimeInZone(at, 'UTC');

/** The UTC calendar day of an instant, as 'YYYY-MM-DD'. */
export const isoDay = (at: Date): string => at.toISOString().slice(0, 10);

export const capitalize = (text: string): string =>
  text ? text.charAt(0).toUpperCase() + text.slice(1) : text;

export const orEmpty = (text: string | null | undefined): string =>
  text && text.trim() ? text.trim() : EMPTY;

export const list = (items: readonly string[]): string =>
  items.length > 0 ? items.join(', ') : 'None recorded';

/** Age in years from age + unit, else from the birth date; null when neither is known. */
export function formatAge(pet: ReportPet, today: Date): string {
  if (pet.age !== null && pet.age !== undefined) {
    const unit = pet.ageUnit ?? 'years';
    return `${pet.age} ${pet.age === 1 ? unit.replace(/s$/, '') : unit}`;
  }
  const years = ageInYears(pet.age, pet.ageUnit, pet.birthDate, today);
  if (years === null) return EMPTY;
  if (years >= 1) return `${Math.floor(years)} years (born ${formatDate(pet.birthDate)})`;
  return `${Math.floor(years * 12)} months (born ${formatDate(pet.birthDate)})`;
}

export const weightUnitOf = (pet: ReportPet): string =>
  pet.weightUnit ?? PROFILE_FALLBACK_WEIGHT_UNIT;

export const formatWeight = (pet: ReportPet): string =>
  pet.weight === null || pet.weight === undefined ? EMPTY : `${pet.weight} ${weightUnitOf(pet)}`;

export const MDR1_TEXT: Record<string, string> = {
  untested: 'Not tested',
  'normal/normal': 'Normal/normal (no MDR1 mutation)',
  'mutant/normal': 'Mutant/normal (carrier: sensitive to some drugs)',
  'mutant/mutant': 'Mutant/mutant (highly sensitive to some drugs)',
};

export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'other';

/** Splits a data URL photo into its format and bytes; null when it is not a base64 data URL. */
export function decodePhoto(photo: string | null): { format: ImageFormat; bytes: Buffer } | null {
  if (!photo) return null;
  const match = /^data:image\/([a-z+.-]+);base64,(.*)$/is.exec(photo);
  if (!match) return null;
  const type = match[1]!.toLowerCase();
  const format: ImageFormat =
    type === 'jpeg' || type === 'jpg'
      ? 'jpeg'
      : type === 'png'
        ? 'png'
        : type === 'webp'
          ? 'webp'
          : 'other';
  const bytes = Buffer.from(match[2]!, 'base64');
  return bytes.length > 0 ? { format, bytes } : null;
}
