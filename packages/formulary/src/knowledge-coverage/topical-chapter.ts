import type { Species } from '../knowledge/types';
import type { SourceId } from '../knowledge/sources';
import { DANGEROUS, SAFE, type ToxinCellStatus } from './toxin-cell';

// Eye, ear and skin products (the topical products chapter), counted against a reference list
// the way `horse-toxins.ts` counts horse plants: each item is one product or ingredient in one
// situation the reference speaks of (a steroid eye drop on a corneal ulcer, an ear drop with a
// ruptured eardrum, a human cream a pet licks), with the medication as an owner types it and
// its status. An 'enforced' item must reach its grade through the engine (topical-chapter.test.ts),
// a 'safe' item must be judged safe (the near misses: the same line without the ingredient, the
// condition absent, another species), and a 'pending' item says why it is neither yet. The line
// in `npm run eval:coverage` counts the enforced and safe items.

export interface TopicalItem {
  item: string;
  species: Species;
  /** The pet's conditions as owners type them. */
  conditions?: readonly string[];
  /** Each 'Name|dose|frequency' as an owner types it. */
  typed: readonly string[];
  status: ToxinCellStatus;
  source: SourceId;
}

const CAUTION: ToxinCellStatus = { kind: 'enforced', grade: 'caution' };
const ULCER = ['corneal ulcer'];
const EARDRUM = ['ruptured eardrum'];

export const TOPICAL_ITEMS: readonly TopicalItem[] = [
  // ── Eye ─────────────────────────────────────────────────────────────────────────────────
  // Vetropolycin HC label: steroid eye preparations are contraindicated in the initial treatment
  // of corneal ulcers (the rule is 'ophthalmic-steroid-ulcer').
  {
    item: 'prednisolone acetate eye drops with a corneal ulcer',
    species: 'dog',
    conditions: ULCER,
    typed: [
      'Pred Forte|1 drop|Four times daily',
      'Prednisolone acetate eye drops|1 drop|Four times daily',
    ],
    status: DANGEROUS,
    source: 'label-vetropolycin-hc',
  },
  {
    item: 'neomycin-polymyxin-dexamethasone with a corneal ulcer',
    species: 'cat',
    conditions: ULCER,
    typed: ['Neo-Poly-Dex|1/4 inch|Three times daily'],
    status: DANGEROUS,
    source: 'label-vetropolycin-hc',
  },
  {
    item: 'BNP-HC (bacitracin-neomycin-polymyxin with hydrocortisone) with a corneal ulcer',
    species: 'dog',
    conditions: ULCER,
    typed: ['BNP-HC|1/4 inch|Three times daily', 'Vetropolycin HC|1/4 inch|Three times daily'],
    status: DANGEROUS,
    source: 'label-vetropolycin-hc',
  },
  // The same line without the steroid is the usual ointment for an ulcer.
  {
    item: 'BNP triple antibiotic ointment (no steroid) with a corneal ulcer',
    species: 'dog',
    conditions: ULCER,
    typed: ['BNP|1/4 inch|Three times daily', 'Vetropolycin|1/4 inch|Three times daily'],
    status: SAFE,
    source: 'label-vetropolycin-hc',
  },
  // Terramycin label: indicated for corneal ulcers (dogs, cats, horses); polymyxin B in the eye
  // does not reach the ear rule.
  {
    item: 'Terramycin eye ointment with a corneal ulcer',
    species: 'cat',
    conditions: ULCER,
    typed: ['Terramycin ophthalmic|1/4 inch|Three times daily'],
    status: SAFE,
    source: 'label-terramycin-ophthalmic',
  },
  // Ophthalmic NSAID handout: close monitoring and short use on an ulcer.
  {
    item: 'NSAID eye drops (flurbiprofen, diclofenac, ketorolac) with a corneal ulcer',
    species: 'dog',
    conditions: ULCER,
    typed: ['Flurbiprofen eye drops|1 drop|Twice daily', 'Ketorolac eye drops|1 drop|Twice daily'],
    status: CAUTION,
    source: 'handout-diclofenac-ophthalmic',
  },
  {
    item: 'NSAID eye drops in an eye without an ulcer',
    species: 'dog',
    typed: ['Flurbiprofen eye drops|1 drop|Twice daily'],
    status: SAFE,
    source: 'handout-diclofenac-ophthalmic',
  },
  {
    item: 'NSAID eye drops with a topical steroid',
    species: 'dog',
    typed: ['Flurbiprofen eye drops|1 drop|Twice daily', 'Pred Forte|1 drop|Twice daily'],
    status: {
      kind: 'pending',
      why: 'the handout names more corneal healing problems with both drops together, but a pair rule cannot yet be limited to the eye route of both partners (a systemic steroid with an eye NSAID is not what it describes)',
    },
    source: 'handout-diclofenac-ophthalmic',
  },
  // Atropine: a tear-production caution in dry eye; in rabbits it is broken down, not a danger.
  {
    item: 'atropine eye drops with dry eye (KCS)',
    species: 'dog',
    conditions: ['dry eye'],
    typed: ['Atropine eye drops|1 drop|Twice daily'],
    status: CAUTION,
    source: 'atropine-tear-production-dogs',
  },
  {
    item: 'atropine eye drops in a rabbit',
    species: 'rabbit',
    typed: ['Atropine eye drops|1 drop|Twice daily'],
    status: SAFE,
    source: 'olson-atropine-rabbits',
  },
  // Timolol: caution in bronchoconstrictive disease and congestive heart failure.
  {
    item: 'timolol eye drops in an asthmatic cat',
    species: 'cat',
    conditions: ['asthma'],
    typed: ['Timolol eye drops|1 drop|Twice daily', 'Cosopt|1 drop|Twice daily'],
    status: CAUTION,
    source: 'plumbs-timolol-ophthalmic',
  },
  {
    item: 'timolol eye drops with congestive heart failure',
    species: 'dog',
    conditions: ['congestive heart failure'],
    typed: ['Timolol eye drops|1 drop|Twice daily'],
    status: CAUTION,
    source: 'plumbs-timolol-ophthalmic',
  },
  {
    item: 'dorzolamide-timolol in a healthy cat',
    species: 'cat',
    typed: ['Cosopt|1 drop|Twice daily'],
    status: SAFE,
    source: 'plumbs-timolol-ophthalmic',
  },
  // Latanoprost: contraindicated in uveitis; the usual drop for canine primary glaucoma.
  {
    item: 'latanoprost with uveitis',
    species: 'dog',
    conditions: ['uveitis'],
    typed: ['Latanoprost|1 drop|Once daily', 'Xalatan|1 drop|Once daily'],
    status: DANGEROUS,
    source: 'vetsheet-latanoprost',
  },
  {
    item: 'latanoprost for glaucoma',
    species: 'dog',
    conditions: ['glaucoma'],
    typed: ['Latanoprost|1 drop|Once daily'],
    status: SAFE,
    source: 'vetsheet-latanoprost',
  },
  // Pet Poison Helpline: imidazoline eye drops swallowed (a chewed bottle) poison dogs and cats.
  {
    item: 'redness-relief eye drops (tetrahydrozoline, naphazoline) swallowed',
    species: 'dog',
    typed: ['Visine|5 mL|Once', 'Clear Eyes|5 mL|Once'],
    status: DANGEROUS,
    source: 'pph-imidazoline',
  },
  {
    item: 'redness-relief eye drops swallowed by a cat',
    species: 'cat',
    typed: ['Visine|2 mL|Once'],
    status: DANGEROUS,
    source: 'pph-imidazoline',
  },
  // ── Ear ─────────────────────────────────────────────────────────────────────────────────
  {
    item: 'Otomax or Mometamax (gentamicin) with a ruptured eardrum',
    species: 'dog',
    conditions: EARDRUM,
    typed: ['Otomax|4 drops|Twice daily', 'Mometamax|4 drops|Once daily'],
    status: DANGEROUS,
    source: 'label-otomax-dailymed',
  },
  {
    item: 'Easotic (gentamicin) with a ruptured eardrum',
    species: 'dog',
    conditions: EARDRUM,
    typed: ['Easotic|1 mL|Once daily'],
    status: DANGEROUS,
    source: 'spc-easotic',
  },
  {
    item: 'Posatex with a ruptured eardrum',
    species: 'dog',
    conditions: EARDRUM,
    typed: ['Posatex|4 drops|Once daily'],
    status: DANGEROUS,
    source: 'label-posatex-us',
  },
  {
    item: 'Claro (EU: Neptra) with a ruptured eardrum',
    species: 'dog',
    conditions: EARDRUM,
    typed: ['Claro|1 mL|Once', 'Neptra|1 mL|Once'],
    status: DANGEROUS,
    source: 'label-claro-us',
  },
  {
    item: 'Osurnia with a ruptured eardrum',
    species: 'dog',
    conditions: EARDRUM,
    typed: ['Osurnia|1 tube|Once a week'],
    status: DANGEROUS,
    source: 'label-osurnia-us',
  },
  {
    item: 'Surolan (polymyxin B) with a ruptured eardrum',
    species: 'cat',
    conditions: EARDRUM,
    typed: ['Surolan|5 drops|Twice daily'],
    status: DANGEROUS,
    source: 'spc-surolan',
  },
  {
    item: 'Tresaderm (neomycin) with a ruptured eardrum',
    species: 'cat',
    conditions: EARDRUM,
    typed: ['Tresaderm|5 drops|Twice daily'],
    status: {
      kind: 'pending',
      why: 'the engine reports it (the aminoglycoside row), but the Tresaderm insert read (drugs.com) shows no eardrum statement in the part reached; its own precaution section is still to be read',
    },
    source: 'label-otomax-dailymed',
  },
  // The labelled ear products in an ear with an intact eardrum.
  {
    item: 'Claro, Posatex and Otomax in an intact ear',
    species: 'dog',
    typed: ['Claro|1 mL|Once', 'Posatex|4 drops|Once daily', 'Otomax|4 drops|Twice daily'],
    status: SAFE,
    source: 'label-claro-us',
  },
  {
    item: 'Surolan in a cat with an intact ear',
    species: 'cat',
    typed: ['Surolan|5 drops|Twice daily'],
    status: SAFE,
    source: 'spc-surolan',
  },
  {
    item: 'ceruminolytic ear cleaners with a ruptured eardrum',
    species: 'dog',
    conditions: EARDRUM,
    typed: ['Epi-Otic|1 mL|Once daily'],
    status: {
      kind: 'pending',
      why: 'no ear-cleaner label or reference on the perforated eardrum was read (searched for Epi-Otic and ceruminolytic labels, none reached)',
    },
    source: 'label-otomax-dailymed',
  },
  // ── Skin: human creams, gels and patches ───────────────────────────────────────────────
  // Merck (topical agents): 5-FU signs from 8.6 mg/kg, minimum lethal 20 mg/kg in dogs;
  // calcipotriene can be fatal at low doses; most corticosteroid creams only upset the stomach.
  {
    item: '5-fluorouracil cream licked or chewed',
    species: 'dog',
    typed: ['Efudex|1 tube|Once'],
    status: DANGEROUS,
    source: 'merck-topical-agents',
  },
  {
    item: '5-fluorouracil cream licked by a cat',
    species: 'cat',
    typed: ['Efudex|lick|Once'],
    status: DANGEROUS,
    source: 'merck-topical-agents',
  },
  {
    item: 'calcipotriene (calcipotriol) psoriasis cream chewed',
    species: 'dog',
    typed: ['Dovonex|1 tube|Once'],
    status: DANGEROUS,
    source: 'merck-topical-agents',
  },
  {
    item: 'hydrocortisone cream licked',
    species: 'dog',
    typed: ['Hydrocortisone cream|lick|Once', 'Cortizone-10|lick|Once'],
    status: SAFE,
    source: 'merck-topical-agents',
  },
  {
    item: 'minoxidil (Rogaine) licked by a cat',
    species: 'cat',
    typed: ['Rogaine|lick|Once'],
    status: DANGEROUS,
    source: 'jaaha-minoxidil-tater',
  },
  {
    item: 'minoxidil (Rogaine) eaten by a dog',
    species: 'dog',
    typed: ['Rogaine|1 mL|Once'],
    status: DANGEROUS,
    source: 'jaaha-minoxidil-tater',
  },
  {
    item: 'concentrated tea tree oil on a cat',
    species: 'cat',
    typed: ['Tea tree oil|few drops|Once'],
    status: DANGEROUS,
    source: 'javma-tea-tree-oil-khan',
  },
  {
    item: 'concentrated tea tree oil on a dog',
    species: 'dog',
    typed: ['Tea tree oil|few drops|Once'],
    status: DANGEROUS,
    source: 'javma-tea-tree-oil-khan',
  },
  {
    item: 'fentanyl patch chewed',
    species: 'dog',
    typed: ['Duragesic|1 patch|Once'],
    status: {
      kind: 'pending',
      why: 'no product record holds the patch strengths (12 to 100 micrograms an hour), so a chewed patch has no amount; the dose rows judge only a typed mg amount',
    },
    source: 'merck-topical-agents',
  },
  {
    item: 'retinoid creams (tretinoin, adapalene), salicylic acid and capsaicin creams licked',
    species: 'dog',
    typed: ['Retin-A|lick|Once'],
    status: {
      kind: 'pending',
      why: 'not yet drugs in the knowledge (the names are not recognised); no toxicology reading of them was reached',
    },
    source: 'merck-topical-agents',
  },
  // ── Skin: veterinary shampoos ──────────────────────────────────────────────────────────
  {
    item: 'Malaseb (chlorhexidine and miconazole) shampoo on a cat',
    species: 'cat',
    typed: ['Malaseb|bath|Twice weekly'],
    status: SAFE,
    source: 'spc-malaseb',
  },
  {
    item: 'Malaseb shampoo on a dog',
    species: 'dog',
    typed: ['Malaseb|bath|Twice weekly'],
    status: SAFE,
    source: 'spc-malaseb',
  },
];
