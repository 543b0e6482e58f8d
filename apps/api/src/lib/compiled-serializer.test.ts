import { describe, expect, it } from 'vitest';
import { petListEnvelopeSchema, type PetSummary } from '@pawrx/contracts/pets';
import { interactionCheckResponseSchema } from '@pawrx/contracts/interactions';
import { checkMedications } from '@pawrx/formulary/engine/check-medications';
import { compiledSerializer, toSerializationSchema } from './compiled-serializer';

const pet = (overrides: Partial<PetSummary>): PetSummary => ({
  _id: 'p1',
  name: 'Rex',
  species: 'dog',
  breed: '',
  sex: 'male',
  gender: 'male',
  age: null,
  ageUnit: null,
  weight: 12.5,
  weightUnit: 'kg',
  neutered: false,
  birthDate: null,
  microchipId: '',
  photo: null,
  insuranceInfo: { provider: '' },
  insurance: '',
  medicalHistory: { allergies: ['penicillin'], chronicConditions: [], vaccinations: [] },
  allergies: ['penicillin'],
  conditions: [],
  mdr1Status: 'untested',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  role: 'owner',
  ownerName: 'Jamie',
  ownerTimeZone: 'America/New_York',
  ...overrides,
});

describe('compiledSerializer', () => {
  it('writes the pet list exactly as the zod schema does, dropping undeclared fields', () => {
    const envelope = {
      success: true,
      message: 'OK',
      data: [
        pet({}),
        pet({
          _id: 'p2',
          age: 3,
          ageUnit: 'years',
          weight: null,
          weightUnit: null,
          photo: '/api/pets/p2/photo?v=1&sig=x',
          birthDate: '2020-02-29',
          medicalHistory: {
            allergies: [],
            chronicConditions: ['epilepsy "idiopathic"'],
            vaccinations: [
              {
                _id: 'v1',
                petId: 'p2',
                vaccine: 'Rabies',
                date: '2025-01-01',
                nextDue: null,
                veterinarian: 'Dr. Ümit',
                notes: 'line\nbreak',
                createdAt: '2025-01-01T00:00:00.000Z',
                updatedAt: '2025-01-01T00:00:00.000Z',
              },
            ],
          },
          ...({ secret: 'not on the wire' } as object),
        }),
      ],
    };
    const serialize = compiledSerializer({ schema: petListEnvelopeSchema });
    const written = serialize(envelope);
    expect(JSON.parse(written)).toEqual(petListEnvelopeSchema.parse(envelope));
    expect(written).not.toContain('not on the wire');
  });

  it('writes a real Quick Check result exactly as the zod schema does', () => {
    const data = checkMedications(
      {
        name: 'Rex',
        species: 'dog',
        breed: 'Collie',
        weightKg: 20,
        ageYears: 8,
        allergies: ['penicillin'],
        conditions: ['chronic kidney disease'],
        mdr1: 'untested',
      },
      [
        { name: 'Rimadyl', dosage: '75 mg', frequency: 'Twice daily' },
        { name: 'Prednisone', dosage: '20 mg', frequency: 'Once daily' },
        { name: 'Amoxicillin', dosage: '250 mg', frequency: 'Twice daily' },
        { name: 'Ivermectin', dosage: '', frequency: '' },
        { name: 'zzzz-not-a-drug', dosage: '', frequency: '' },
      ],
    );
    expect(data.drugInteractions.length + data.toxicMedications.length).toBeGreaterThan(0);
    const envelope = { success: true, message: 'Done', data };
    const written = compiledSerializer({ schema: interactionCheckResponseSchema })(envelope);
    expect(JSON.parse(written)).toEqual(interactionCheckResponseSchema.parse(envelope));
  });

  it('turns a nullable enum into a type list and keeps real unions', () => {
    expect(
      toSerializationSchema({
        anyOf: [{ type: 'string', enum: ['kg', 'lbs'] }, { type: 'null' }],
      }),
    ).toEqual({ type: ['string', 'null'] });
    const union = { anyOf: [{ type: 'object', properties: {} }, { type: 'string' }] };
    expect(toSerializationSchema(union)).toEqual(union);
  });
});
