import { AGE_UNITS, MDR1_STATUSES, SEXES, SPECIES, WEIGHT_UNITS } from '@pawrx/contracts/enums';
import { ADD_FORM_AGE_UNITS } from './add-pet-form';
import { MDR1_LABELS } from './edit-pet-form';
import { capitalise, SPECIES_LABELS } from '../../../lib/pet-display';

// Select options of the pet forms, from the contracts' enums.

export const SPECIES_OPTIONS = SPECIES.map((s) => ({ value: s, label: SPECIES_LABELS[s] }));
export const SEX_OPTIONS = SEXES.map((s) => ({ value: s, label: capitalise(s) }));
export const ADD_SEX_OPTIONS = SEX_OPTIONS.filter((o) => o.value !== 'unknown');
export const AGE_UNIT_OPTIONS = AGE_UNITS.map((u) => ({ value: u, label: capitalise(u) }));
export const ADD_AGE_UNIT_OPTIONS = AGE_UNIT_OPTIONS.filter((o) =>
  ADD_FORM_AGE_UNITS.includes(o.value),
);
export const WEIGHT_UNIT_OPTIONS = WEIGHT_UNITS.map((u) => ({ value: u, label: u }));
export const MDR1_OPTIONS = MDR1_STATUSES.map((s) => ({ value: s, label: MDR1_LABELS[s] }));
