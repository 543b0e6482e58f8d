import type { AgeLimit } from './age-limits';

// Label minimum ages read in the third products pass of issue 22 (veterinary cancer drugs).
// Spread into AGE_LIMITS; same units (months, kg).

export const PRODUCTS_3_AGE_LIMITS: readonly AgeLimit[] = [
  {
    id: 'tigilanol-tiglate-3-5-years',
    species: ['dog'],
    match: { only: ['tigilanol tiglate'] },
    label: 'Stelfonta (tigilanol tiglate)',
    // US label, precautions: safe use not evaluated in dogs younger than 3.5 years. A tested-from
    // age with no harm described is Medium (convention of decisions 008 and 044).
    minMonths: 42,
    risk: 'Medium',
    why: 'its safe use has not been evaluated in dogs younger than 3.5 years',
    source: 'label-stelfonta-us',
  },
];
