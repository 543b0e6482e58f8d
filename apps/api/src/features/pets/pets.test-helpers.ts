import type { FastifyInstance } from 'fastify';
import { bearer } from '../../test/test-app';

/** The smallest byte strings that pass the type checks: real magic numbers plus filler. */
export const JPEG_BYTES = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
  Buffer.alloc(60, 7),
]);
export const PNG_BYTES = Buffer.concat([
  Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
  Buffer.alloc(40, 1),
]);
export const dataUrl = (mime: string, bytes: Buffer) =>
  `data:${mime};base64,${bytes.toString('base64')}`;

export const ADD_PET_BODY = {
  name: 'Rex',
  species: 'dog',
  breed: 'Beagle',
  weight: 12.5,
  weightUnit: 'kg',
  age: 4,
  ageUnit: 'years',
  sex: 'male',
  neutered: false,
};

export async function createPet(
  app: FastifyInstance,
  token: string,
  overrides: Record<string, unknown> = {},
): Promise<Record<string, unknown> & { _id: string }> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/pets',
    headers: bearer(token),
    payload: { ...ADD_PET_BODY, ...overrides },
  });
  if (res.statusCode !== 201) throw new Error(`create pet failed: ${res.statusCode} ${res.body}`);
  return res.json().data;
}
