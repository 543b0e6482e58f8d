import type { Species } from '@pawrx/contracts/enums';
import type { SourceId } from '../knowledge/sources';

// The label dose of products dosed by the mL (gels, suspensions, injections), which the product
// records do not hold (they give mg per mL). Each row is the label's volume per kg, or a fixed
// volume per animal, read from the source named; the label-dose sweep types it as an owner would
// ('10 mL', '4 mL IV') for a healthy adult and expects a safe verdict. Where the label gives a
// range, the top of it is typed: the dose most likely to be called an overdose.

export interface LabelLiquidDose {
  recordId: string;
  species: Species;
  /** mL per kg of body weight, or `ml` for one fixed volume whatever the weight. */
  mlPerKg?: number;
  ml?: number;
  /** The label measures the product in grams (a paste, cream, granules or powder): typed as 'g'. */
  grams?: boolean;
  /** Words typed after the volume when the label gives one route ('IV'). */
  route?: string;
  source: SourceId;
  /** What the label says, in our words. */
  says: string;
}

const PER_LB = 1 / 0.4536;

export const LABEL_LIQUID_DOSES: readonly LabelLiquidDose[] = [
  {
    recordId: 'bravecto-quantum',
    species: 'dog',
    mlPerKg: 0.1,
    source: 'label-bravecto-quantum',
    says: '0.1 mL/kg of the constituted 150 mg/mL suspension under the skin (15 mg/kg).',
  },
  {
    recordId: 'proheart-6',
    species: 'dog',
    mlPerKg: 0.05,
    source: 'label-proheart-inserts',
    says: '0.05 mL/kg of the constituted 3.4 mg/mL suspension (0.17 mg/kg) under the skin.',
  },
  {
    recordId: 'proheart-12',
    species: 'dog',
    mlPerKg: 0.05,
    source: 'label-proheart-inserts',
    says: '0.05 mL/kg of the constituted 10 mg/mL suspension (0.5 mg/kg) under the skin.',
  },
  {
    recordId: 'nemex-2',
    species: 'dog',
    mlPerKg: (5 / 10) * PER_LB,
    source: 'label-nemex',
    says: 'One teaspoon (5 mL) of the 4.54 mg/mL suspension per 10 lb.',
  },
  {
    recordId: 'sedaxylan',
    species: 'dog',
    mlPerKg: 0.1,
    source: 'spc-sedaxylan',
    says: 'Dogs 1-2 mg/kg of the 20 mg/mL solution, 0.5-1 mL per 10 kg.',
  },
  {
    recordId: 'quest-gel',
    species: 'horse',
    mlPerKg: 0.4 / 20,
    source: 'label-quest-gel',
    says: '0.4 mg moxidectin/kg of the 20 mg/mL gel, once.',
  },
  {
    recordId: 'quest-plus',
    species: 'horse',
    mlPerKg: 0.4 / 20,
    source: 'label-quest-plus',
    says: '0.4 mg moxidectin and 2.5 mg praziquantel per kg (20 and 125 mg/mL), once.',
  },
  {
    recordId: 'strongid-t',
    species: 'horse',
    mlPerKg: (6 / 100) * PER_LB,
    source: 'label-strongid-t',
    says: '3 mg pyrantel base per lb: 6 mL of the 50 mg/mL suspension per 100 lb.',
  },
  {
    recordId: 'regu-mate',
    species: 'horse',
    mlPerKg: (1 / 110) * PER_LB,
    source: 'label-regu-mate',
    says: '1 mL of the 2.2 mg/mL solution per 110 lb (0.044 mg/kg) once a day for 15 days.',
  },
  {
    recordId: 'equibactin-vet',
    grams: true,
    species: 'horse',
    mlPerKg: 0.1,
    source: 'spc-equibactin',
    says: '10 g of the paste per 100 kg (25 mg sulfadiazine and 5 mg trimethoprim per kg).',
  },
  {
    recordId: 'dolorex',
    species: 'horse',
    ml: 5,
    route: 'IV',
    source: 'label-dolorex-us',
    says: '2.5-5 mL of the 10 mg/mL solution per 500 kg (0.05-0.1 mg/kg) into a vein.',
  },
  {
    recordId: 'legend',
    species: 'horse',
    ml: 4,
    route: 'IV',
    source: 'label-legend',
    says: '4 mL (40 mg) into a vein.',
  },
  {
    recordId: 'hyonate',
    species: 'horse',
    ml: 4,
    route: 'IV',
    source: 'spc-hyonate',
    says: '4 mL of the 10 mg/mL solution into a vein weekly for three doses.',
  },
  {
    recordId: 'ketofen-100',
    species: 'horse',
    mlPerKg: (1 / 100) * PER_LB,
    route: 'IV',
    source: 'label-ketofen-equine',
    says: '1 mg/lb (1 mL of the 100 mg/mL solution per 100 lb) into a vein once a day for up to 5 days.',
  },
  {
    recordId: 'dormosedan',
    species: 'horse',
    mlPerKg: 0.4 / 100,
    route: 'IV',
    source: 'label-dormosedan',
    says: '20 or 40 mcg/kg (0.2 or 0.4 mL of the 10 mg/mL solution per 100 kg) into a vein or muscle.',
  },
  {
    recordId: 'detomidine-injectable-10',
    species: 'horse',
    mlPerKg: 0.4 / 100,
    route: 'IM',
    source: 'label-dormosedan',
    says: 'As Dormosedan: 20 or 40 mcg/kg (0.2 or 0.4 mL per 100 kg) into a vein or muscle.',
  },
  {
    recordId: 'domosedan',
    species: 'horse',
    mlPerKg: 0.8 / 100,
    route: 'IV',
    source: 'spc-domosedan',
    says: 'Sedation 10-80 mcg/kg (0.1-0.8 mL of the 10 mg/mL solution per 100 kg), into a muscle or slowly into a vein.',
  },
  {
    recordId: 'rompun-100',
    species: 'horse',
    mlPerKg: (0.5 / 100) * PER_LB,
    route: 'IV',
    source: 'cfr-xylazine',
    says: 'Into a vein 0.5 mL of the 100 mg/mL solution per 100 lb (1.1 mg/kg); into a muscle 1 mL per 100 lb (2.2 mg/kg).',
  },
  {
    recordId: 'anased-100',
    species: 'horse',
    mlPerKg: (1 / 100) * PER_LB,
    route: 'IM',
    source: 'cfr-xylazine',
    says: 'Into a muscle 1 mL of the 100 mg/mL solution per 100 lb (2.2 mg/kg); into a vein half that.',
  },
  {
    recordId: 'xylazine-100-au',
    species: 'horse',
    mlPerKg: 1.1 / 100,
    route: 'IV',
    source: 'spc-xylazine-equine',
    says: 'Heavy sedation 1.1 mL of the 100 mg/mL solution per 100 kg slowly into a vein, or 2.2 mL per 100 kg into a muscle.',
  },
  {
    recordId: 'torbugesic',
    species: 'horse',
    mlPerKg: (5 / 1000) * PER_LB,
    route: 'IV',
    source: 'label-torbugesic-equine',
    says: '0.1 mg/kg (5 mL of the 10 mg/mL solution per 1,000 lb) into a vein, repeated in 3-4 hours for at most 48 hours.',
  },
  {
    recordId: 'banamine-injection',
    species: 'horse',
    mlPerKg: (1 / 100) * PER_LB,
    route: 'IV',
    source: 'label-banamine',
    says: '0.5 mg flunixin per lb (1 mL of the 50 mg/mL solution per 100 lb) a day into a vein or muscle, for up to 5 days (21 CFR 522.970).',
  },
  {
    recordId: 'flunixamine',
    species: 'horse',
    mlPerKg: (1 / 100) * PER_LB,
    route: 'IV',
    source: 'label-banamine',
    says: '0.5 mg flunixin per lb (1 mL of the 50 mg/mL solution per 100 lb) a day into a vein or muscle, for up to 5 days (21 CFR 522.970).',
  },
  {
    recordId: 'flu-nix',
    species: 'horse',
    mlPerKg: (1 / 100) * PER_LB,
    route: 'IV',
    source: 'label-banamine',
    says: '0.5 mg flunixin per lb (1 mL of the 50 mg/mL solution per 100 lb) a day into a vein or muscle, for up to 5 days (21 CFR 522.970).',
  },
  {
    recordId: 'cronyxin',
    species: 'horse',
    mlPerKg: (1 / 100) * PER_LB,
    route: 'IV',
    source: 'label-banamine',
    says: '0.5 mg flunixin per lb (1 mL of the 50 mg/mL solution per 100 lb) a day into a vein or muscle, for up to 5 days (21 CFR 522.970).',
  },
  {
    recordId: 'equioxx-injection',
    species: 'horse',
    mlPerKg: 0.09 / 20,
    route: 'IV',
    source: 'label-equioxx',
    says: '0.09 mg/kg (0.04 mg/lb) of the 20 mg/mL solution into a vein once a day for up to 5 days (21 CFR 522.930).',
  },
  {
    recordId: 'sedivet',
    species: 'horse',
    mlPerKg: 1.2 / 100,
    route: 'IV',
    source: 'label-sedivet',
    says: '40-120 mcg/kg (0.4-1.2 mL of the 10 mg/mL solution per 100 kg) slowly into a vein.',
  },
  {
    recordId: 'promace-injectable',
    species: 'horse',
    mlPerKg: (0.4 / 100) * PER_LB,
    source: 'cfr-acepromazine',
    says: 'Horses 2-4 mg per 100 lb (up to 0.4 mL of the 10 mg/mL solution per 100 lb) (21 CFR 522.23).',
  },
  {
    recordId: 'promace-injectable',
    species: 'dog',
    mlPerKg: 0.05 * PER_LB,
    source: 'cfr-acepromazine',
    says: 'Dogs 0.25-0.5 mg per lb (up to 0.05 mL of the 10 mg/mL solution per lb) (21 CFR 522.23).',
  },
  {
    recordId: 'promace-injectable',
    species: 'cat',
    mlPerKg: 0.1 * PER_LB,
    source: 'cfr-acepromazine',
    says: 'Cats 0.5-1.0 mg per lb (up to 0.1 mL of the 10 mg/mL solution per lb) (21 CFR 522.23).',
  },
  {
    recordId: 'acepromazine-10-injection',
    species: 'horse',
    mlPerKg: (0.4 / 100) * PER_LB,
    source: 'cfr-acepromazine',
    says: 'Horses 2-4 mg per 100 lb (up to 0.4 mL of the 10 mg/mL solution per 100 lb) (21 CFR 522.23).',
  },
  {
    recordId: 'acepromazine-10-injection',
    species: 'dog',
    mlPerKg: 0.05 * PER_LB,
    source: 'cfr-acepromazine',
    says: 'Dogs 0.25-0.5 mg per lb (up to 0.05 mL of the 10 mg/mL solution per lb) (21 CFR 522.23).',
  },
  {
    recordId: 'acepromazine-10-injection',
    species: 'cat',
    mlPerKg: 0.1 * PER_LB,
    source: 'cfr-acepromazine',
    says: 'Cats 0.5-1.0 mg per lb (up to 0.1 mL of the 10 mg/mL solution per lb) (21 CFR 522.23).',
  },
  {
    recordId: 'ventipulmin-us',
    species: 'horse',
    mlPerKg: (2 / 100) * PER_LB,
    source: 'label-ventipulmin',
    says: 'Twice a day, starting at 0.5 mL of the 72.5 mcg/mL syrup per 100 lb (0.8 mcg/kg) and stepping up every 3 days to at most 2 mL per 100 lb (3.2 mcg/kg).',
  },
  {
    recordId: 'ventipulmin-uk',
    species: 'horse',
    mlPerKg: 4 / 125,
    source: 'label-ventipulmin',
    says: '4 mL of the 25 mcg/mL syrup per 125 kg twice a day (0.8 mcg/kg).',
  },
  {
    recordId: 'metacam-15-horse',
    species: 'horse',
    mlPerKg: 0.6 / 15,
    source: 'spc-metacam-horse',
    says: '0.6 mg/kg of the 15 mg/mL suspension by mouth once a day for up to 14 days.',
  },
  {
    recordId: 'phenylbutazone-paste-20',
    grams: true,
    species: 'horse',
    ml: 20,
    source: 'cfr-phenylbutazone',
    says: '1-2 g phenylbutazone per 500 lb a day, not over 4 g a day (21 CFR 520.1720c): 4 g is 20 g of the 0.2 g/g paste for a horse over 1,000 lb.',
  },
  {
    recordId: 'rebalance',
    species: 'horse',
    mlPerKg: 4 / 50,
    source: 'label-rebalance',
    says: '4 mL per 110 lb (50 kg) once a day: 20 mg/kg sulfadiazine and 1 mg/kg pyrimethamine.',
  },
  {
    recordId: 'adequan-im',
    species: 'horse',
    ml: 5,
    route: 'IM',
    source: 'label-adequan-im',
    says: '500 mg (5 mL) into a muscle every 4 days for 28 days.',
  },
  {
    recordId: 'osphos',
    species: 'horse',
    ml: 15,
    route: 'IM',
    source: 'label-osphos',
    says: '1.8 mg/kg into a muscle up to 900 mg a horse (15 mL of the 60 mg/mL solution), split between three sites (21 CFR 522.454).',
  },
  {
    recordId: 'uniprim-powder',
    grams: true,
    species: 'horse',
    mlPerKg: 3.75 / 50,
    source: 'cfr-tms-powder',
    says: '3.75 g of powder per 110 lb (50 kg) a day in feed (21 CFR 520.2613).',
  },
  {
    recordId: 'equiproxen',
    species: 'horse',
    mlPerKg: 10 / 500,
    source: 'cfr-naproxen-equine',
    says: '10 mg/kg twice a day on feed for up to 14 days: 0.02 g of the 500 mg/g granules per kg (21 CFR 520.1468).',
  },
  {
    recordId: 'regumate-equine',
    species: 'horse',
    mlPerKg: (1 / 110) * PER_LB,
    source: 'label-regu-mate',
    says: 'The same 2.2 mg/mL altrenogest solution as Regu-Mate: 0.044 mg/kg (1 mL per 110 lb) once a day.',
  },
  {
    recordId: 'legend-multi-dose',
    species: 'horse',
    ml: 4,
    route: 'IV',
    source: 'label-legend',
    says: '4 mL (40 mg) into a vein.',
  },
  {
    recordId: 'hylartil',
    species: 'horse',
    ml: 2,
    source: 'spc-hylartil',
    says: 'One 2 mL syringe (20 mg sodium hyaluronate) into the joint.',
  },
  {
    recordId: 'surpass-cream',
    species: 'horse',
    ml: 7.3,
    grams: true,
    source: 'label-surpass',
    says: 'A 5-inch ribbon of the 1% cream (about 7.3 g, 73 mg diclofenac) rubbed over the joint twice a day for up to 10 days.',
  },
];
