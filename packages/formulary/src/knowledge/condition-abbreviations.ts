import type { ConditionId } from './condition-terms';

// Staging and shorthand that vets write and owners copy from discharge notes, added to the
// phrases of condition-terms.ts: IRIS CKD stages (IRIS Staging of CKD, 2023: stages 3–4 are
// advanced), ACVIM MMVD stages (Keene et al. 2019: B1/B2 = murmur without failure, C/D = heart
// failure), and common abbreviations (IDDM, hyperT4, ESRD).

export interface ConditionShorthand {
  phrases?: readonly string[];
  severe?: readonly string[];
}

export const CONDITION_SHORTHAND: Partial<Record<ConditionId, ConditionShorthand>> = {
  kidney: {
    // prettier-ignore
    phrases: [
      'iris 1', 'iris 2', 'iris 3', 'iris 4', 'ckd1', 'ckd2', 'ckd3', 'ckd4',
      'stage 1 kidney', 'stage 2 kidney', 'stage 3 kidney', 'stage 4 kidney', 'stage 1 renal',
      'stage 2 renal', 'stage 3 renal', 'stage 4 renal', 'esrd', 'end stage renal',
      'end stage kidney', 'ckd cat', 'renal cat', 'bad kidneys', 'weak kidneys',
      'failing kidneys', 'kidneys failing', 'kidney disease', 'elevated creatinine',
      'high creatinine', 'elevated sdma', 'high sdma',
    ],
    // prettier-ignore
    severe: [
      'ckd3', 'ckd4', 'ckd 3', 'ckd 4', 'iris iii', 'iris iv', 'stage 3 kidney', 'stage 4 kidney',
      'stage 3 renal', 'stage 4 renal', 'esrd', 'end stage renal', 'end stage kidney',
      'failing kidneys', 'kidneys failing',
    ],
  },
  'heart-failure': {
    // prettier-ignore
    phrases: [
      'mmvd stage c', 'mmvd stage d', 'mmvd c', 'mmvd d', 'stage c mmvd', 'stage d mmvd',
      'acvim stage c', 'acvim stage d', 'acvim c', 'acvim d', 'stage c heart disease',
      'stage d heart disease', 'dcm with chf', 'fluid on the lungs', 'pulmonary edema',
      'pulmonary oedema',
    ],
  },
  'heart-disease': {
    // prettier-ignore
    phrases: [
      'mmvd', 'mmvd b1', 'mmvd b2', 'acvim b1', 'acvim b2', 'mvd', 'mitral valve', 'mitral',
      'endocardiosis', 'enlarged heart', 'cardiomegaly', 'cardiomyopathy', 'dcm', 'arvc',
      'boxer cardiomyopathy', 'valve disease', 'heart valve',
    ],
  },
  diabetes: {
    phrases: ['iddm', 'niddm', 'type 1 diabetes', 'type 2 diabetes', 'on insulin'],
  },
  hyperthyroidism: {
    phrases: ['hypert4', 'hyper t4', 'high t4', 'elevated t4', 'hyperthyroid cat', 'hyper thyroid'],
  },
  hypothyroidism: {
    phrases: ['hypot4', 'hypo t4', 'low t4', 'hypo thyroid'],
  },
  epilepsy: {
    phrases: ['idiopathic epilepsy', 'seizure disorder', 'seizures', 'fits', 'convulsions'],
  },
  liver: {
    phrases: [
      'pss',
      'portosystemic shunt',
      'liver shunt',
      'high alt',
      'elevated alt',
      'high alp',
      'elevated alp',
    ],
  },
  cushings: {
    phrases: ['cushings', 'cushing', 'hac', 'hyperadrenocorticism', 'pdh'],
  },
  addisons: {
    phrases: ['addisons', 'addison', 'hypoa', 'hypoadrenocorticism'],
  },
};
