// Business constants of spec §9: one place, read by the API and the web app.

export const APP_VERSION = '2.1.1';
export const APP_VERSION_STORAGE_KEY = 'pawrx-app-version';
export const TOKEN_STORAGE_KEY = 'token';

export const TOAST_DURATION_MS = { blank: 4000, error: 4000, success: 2000 } as const;
// Spec §9 allowed 20 at once; issue 13 found four "Medication updated" piling up: three at most.
export const MAX_TOASTS = 3;

export const CALENDAR_CELLS = 42;
export const MAX_UPCOMING_APPOINTMENTS = 3;

export const PHOTO_JPEG_QUALITY = 0.9;
export const CROP_ASPECTS = [
  { label: 'Square', value: 1 },
  { label: '4:3', value: 4 / 3 },
  { label: '16:9', value: 16 / 9 },
] as const;
export const DEFAULT_CROP_WIDTH_PERCENT = 90;
/** Largest decoded photo the API stores. */
export const MAX_PHOTO_BYTES = 2 * 1024 * 1024;
export const PHOTO_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const RESET_LINK_VALIDITY_MINUTES = 10;
/** How long an email verification link works (decision 046). */
export const EMAIL_VERIFICATION_VALIDITY_HOURS = 72;
export const MIN_PASSWORD_LENGTH = 6;

export const ADD_PET_DEFAULTS = {
  species: 'dog',
  weightUnit: 'kg',
  ageUnit: 'years',
  sex: 'male',
  neutered: false,
} as const;
export const EDIT_PET_DEFAULT_WEIGHT_UNIT = 'lbs';
/** The profile shows weight in lbs when no unit is set. */
export const PROFILE_FALLBACK_WEIGHT_UNIT = 'lbs';

export const DEFAULT_APPOINTMENT_TIME = '10:00';
export const DEFAULT_APPOINTMENT_TYPE = 'check-up';
/** Date-only values are read at this local hour so no time zone moves them to another day. */
export const DATE_ONLY_READ_HOUR = 12;

export const DEFAULT_MEDICATION_ROUTE = 'oral';
export const REACTION_DEFAULTS = { severity: 'mild', outcome: 'recovered' } as const;

export const AUTOCOMPLETE = {
  minChars: 2,
  maxSuggestions: 15,
  closeDelayMs: 150,
} as const;

export const FREQUENCY_CHOICES = [
  'Once daily',
  'Twice daily',
  'Three times daily',
  'Every 8 hours',
  'Every 12 hours',
  'As needed',
  'Weekly',
  'Monthly',
] as const;

export const REQUEST_CATEGORIES = [
  'Antibiotic',
  'Anti-inflammatory',
  'Pain',
  'Heart',
  'Seizure',
  'Steroid',
  'Allergy',
  'Gastrointestinal',
  'Behavioral',
  'Parasite Prevention',
  'Supplement',
  'Other',
] as const;

export const SUPPORT_RESPONSE_TIME = 'within 3 business days';
