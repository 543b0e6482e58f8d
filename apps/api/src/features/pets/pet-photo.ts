import { createHmac, timingSafeEqual } from 'node:crypto';
import { MAX_PHOTO_BYTES, PHOTO_MIME_TYPES } from '@pawrx/contracts/constants';
import { PET_MESSAGES } from '@pawrx/contracts/messages';
import { AppError } from '../../lib/app-error';

// Pet photos are stored as data URLs but never sent in lists: responses carry a signed,
// versioned URL instead, so an <img src> loads it without a bearer header and caches it forever
// (a new photo gets a new version, hence a new URL).

type PhotoMime = (typeof PHOTO_MIME_TYPES)[number];

export interface DecodedPhoto {
  mime: PhotoMime;
  bytes: Buffer;
}

const DATA_URL = /^data:([a-z]+\/[a-z0-9.+-]+);base64,(.*)$/is;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The first bytes each declared type must start with. */
const MAGIC: Record<PhotoMime, (b: Buffer) => boolean> = {
  'image/jpeg': (b) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/png': (b) =>
    b.length > 8 && b.subarray(0, 8).equals(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10])),
  'image/webp': (b) =>
    b.length > 12 &&
    b.subarray(0, 4).toString('latin1') === 'RIFF' &&
    b.subarray(8, 12).toString('latin1') === 'WEBP',
};

export const isDataUrl = (value: string): boolean => value.slice(0, 5).toLowerCase() === 'data:';

/**
 * Checks a data URL: a JPEG, PNG or WebP (400 otherwise), at most MAX_PHOTO_BYTES decoded
 * (413), valid base64 whose first bytes match the declared type (400).
 */
export function decodePhotoDataUrl(dataUrl: string): DecodedPhoto {
  const match = DATA_URL.exec(dataUrl);
  if (!match) throw AppError.badRequest(PET_MESSAGES.photoInvalid, photoIssue('photoInvalid'));
  const declared = match[1]!.toLowerCase();
  const mime = (declared === 'image/jpg' ? 'image/jpeg' : declared) as PhotoMime;
  if (!PHOTO_MIME_TYPES.includes(mime))
    throw AppError.badRequest(PET_MESSAGES.photoInvalid, photoIssue('photoInvalid'));
  const base64 = match[2]!;
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  if (Math.floor((base64.length * 3) / 4) - padding > MAX_PHOTO_BYTES)
    throw AppError.tooLarge(PET_MESSAGES.photoTooLarge);
  if (base64.length % 4 !== 0 || !BASE64.test(base64))
    throw AppError.badRequest(PET_MESSAGES.photoInvalid, photoIssue('photoInvalid'));
  const bytes = Buffer.from(base64, 'base64');
  if (!MAGIC[mime](bytes))
    throw AppError.badRequest(PET_MESSAGES.photoInvalid, photoIssue('photoInvalid'));
  return { mime, bytes };
}

function photoIssue(key: 'photoInvalid') {
  return [{ path: 'photo', message: PET_MESSAGES[key] }];
}

function signature(secret: Uint8Array, petId: string, version: number): string {
  return createHmac('sha256', secret).update(`pet-photo:${petId}:${version}`).digest('base64url');
}

function photoPath(petId: string): string {
  return `/api/pets/${petId}/photo`;
}

/** The URL put in `photo` fields: versioned by photo_updated_at, signed with the app secret. */
export function signedPhotoUrl(
  secret: Uint8Array,
  petId: string,
  photoUpdatedAt: Date | null,
): string | null {
  if (!photoUpdatedAt) return null;
  const v = photoUpdatedAt.getTime();
  return `${photoPath(petId)}?v=${v}&sig=${signature(secret, petId, v)}`;
}

export function verifyPhotoSignature(
  secret: Uint8Array,
  petId: string,
  version: number,
  sig: string,
): boolean {
  const expected = Buffer.from(signature(secret, petId, version));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** True when a client sends back the URL it was given for this pet: keep the photo. */
export const isOwnPhotoUrl = (value: string, petId: string): boolean =>
  value.includes(`${photoPath(petId)}?`);
