import { describe, expect, it } from 'vitest';
import { PET_RIGHTS, roleRightsText } from './pet-access';

describe('roleRightsText: what a new member may do, from the rights table', () => {
  it('says what a caregiver can and cannot do', () => {
    expect(roleRightsText('caregiver', 'Rex')).toBe(
      "As a caregiver you can see Rex's medications and records, log doses and record reactions; you cannot change medications, edit Rex's profile, manage who has access or delete Rex.",
    );
  });

  it('says what a vet and a co-owner can and cannot do', () => {
    expect(roleRightsText('vet', 'Rex')).toBe(
      "As a vet you can see Rex's medications and records, add notes and book appointments; you cannot change medications, edit Rex's profile, manage who has access or delete Rex.",
    );
    expect(roleRightsText('co-owner', 'Rex')).toBe(
      "As a co-owner you can see Rex's medications and records, log doses, record reactions, add notes, book appointments, change medications, edit Rex's profile and make emergency links; you cannot manage who has access or delete Rex.",
    );
  });

  it('follows the table: a right taken from a role leaves its sentence', () => {
    const saved = PET_RIGHTS.caregiver;
    try {
      (PET_RIGHTS as Record<string, readonly string[]>).caregiver = saved.filter(
        (a) => a !== 'log-doses',
      );
      expect(roleRightsText('caregiver', 'Rex')).not.toContain('log doses');
    } finally {
      (PET_RIGHTS as Record<string, readonly string[]>).caregiver = saved;
    }
  });
});
