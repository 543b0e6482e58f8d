import { EQUINE_DOSE_RANGES } from '../knowledge/dose-ranges-equine';
import type { SourceId } from '../knowledge/sources';

// Issue 22 item 4: the drugs horses are given, grouped by the equine chapters of the references
// (antimicrobials, NSAIDs, sedatives, anthelmintics, feed additives, stomach/airway/hormone drugs),
// so coverage is counted against the references and not against the cases seen so far.
// Each drug's horse dose range (or "not used" with why) lives in dose-ranges-equine.ts; this list
// adds what the label restricts and which interactions it names, each with its source, or what is
// still pending and what was tried.

export type EquineChapter =
  | 'antimicrobials'
  | 'NSAIDs'
  | 'sedatives and anaesthetics'
  | 'anthelmintics'
  | 'feed additives toxic to horses'
  | 'stomach, airways, hormones'
  | 'bone, nerves, muscles, joints';

/** A label section read (with its source), or pending with what was tried. */
export type Reading = { read: string; source: SourceId } | { pending: string };

export interface EquineReferenceDrug {
  drug: string;
  chapter: EquineChapter;
  /** Foal age, pregnancy, lactation, breeding, food-producing horses, conditions. */
  restrictions: Reading;
  interactions: Reading;
  /**
   * The rules that report what was read, beyond the dose row; equine-reference.test.ts checks
   * each id names a rule and sees it fire through the engine in its horse case.
   */
  enforcedBy?: readonly EquineEnforcement[];
}

/** A rule (pair, condition, duplicate, species or age-limit row) and the horse case it fires in. */
export interface EquineEnforcement {
  rule: string;
  /** The medications as typed ('name|dose|frequency', the last one new) and the horse's state. */
  fires: { meds: readonly string[]; conditions?: readonly string[]; ageYears?: number };
}

const NOT_YET = { pending: 'label restrictions not yet read for this list' } as const;
const NO_INTERACTIONS_YET = { pending: 'interaction section not yet read for this list' } as const;

const pending = (drug: string, chapter: EquineChapter): EquineReferenceDrug => ({
  drug,
  chapter,
  restrictions: NOT_YET,
  interactions: NO_INTERACTIONS_YET,
});

const chapter = (c: EquineChapter, drugs: readonly string[]) => drugs.map((d) => pending(d, c));

// prettier-ignore
export const EQUINE_REFERENCE: readonly EquineReferenceDrug[] = [
  {
    drug: 'phenylbutazone', chapter: 'NSAIDs',
    restrictions: { read: 'never in horses intended for human consumption (all US labels); avoid in debilitated horses, foals and ponies', source: 'cfr-phenylbutazone' },
    interactions: { read: 'corticosteroids worsen gut ulceration; avoid nephrotoxic drugs such as aminoglycosides; other highly protein-bound drugs displaced', source: 'spc-phenylject' },
    enforcedBy: [{ rule: 'two-nsaids', fires: { meds: ['flunixin', 'phenylbutazone'] } }],
  },
  {
    drug: 'flunixin', chapter: 'NSAIDs',
    restrictions: { read: 'not for horses intended for food; effect on pregnancy not determined; no harm to stallion spermatogenesis; at most 5 days', source: 'cfr-flunixin-paste' },
    interactions: { read: 'no other NSAID or corticosteroid at the same time or within 24 hours; avoid nephrotoxic drugs and methoxyflurane (the US labels name none)', source: 'pil-flunixin-norbrook-at' },
  },
  {
    drug: 'firocoxib', chapter: 'NSAIDs',
    restrictions: { read: 'not in horses intended for human consumption; at most 14 days in all; care in dehydrated horses and horses with kidney, heart or liver disease', source: 'label-equioxx' },
    interactions: { read: 'avoid other NSAIDs and corticosteroids at the same time (ulcers); approach nephrotoxic drugs and diuretics with care', source: 'label-equioxx' },
  },
  {
    drug: 'meloxicam', chapter: 'NSAIDs',
    restrictions: { read: 'not under 6 weeks of age; not in pregnant or lactating mares; not with gut, liver, heart or kidney disease or bleeding disorders', source: 'spc-metacam-horse' },
    interactions: { read: 'not with glucocorticosteroids, other NSAIDs or anticoagulants', source: 'spc-metacam-horse-se' },
    // The foal age floor (6 weeks) is not yet checked here.
    enforcedBy: [{ rule: 'pregnancy-caution', fires: { meds: ['meloxicam'], conditions: ['pregnant'] } }],
  },
  {
    drug: 'ketoprofen', chapter: 'NSAIDs',
    restrictions: { read: 'UK: not with heart, liver or kidney disease, possible gut ulcers or bleeding, or blood dyscrasia; extra risk under 6 weeks and in aged horses; avoid in dehydrated horses; Ketink: not in foals in their first month; US Ketofen: not in breeding animals', source: 'spc-ketofen-uk' },
    interactions: { pending: 'the UK Ketofen 10% and Ketink SPCs reached (vetisearch, imedi, hyperdrug, NOAH -464664 and -482627) show only the contraindication of another NSAID within 24 hours; their interaction section (4.8) was not reached' },
    enforcedBy: [
      { rule: 'two-nsaids', fires: { meds: ['flunixin', 'ketoprofen'] } },
      { rule: 'ketoprofen-horse-1-month', fires: { meds: ['ketoprofen'], ageYears: 0.05 } },
    ],
  },
  {
    drug: 'suxibuzone', chapter: 'NSAIDs',
    restrictions: { read: 'non-food horses and ponies only; not with gut disorders (ulcers or bleeding), blood dyscrasia or clotting disorders, heart, liver or kidney disease; not under one month old; extra risk under 12 weeks, in aged horses and ponies (UK)', source: 'spc-danilon-nf' },
    interactions: { pending: 'the Danilon Equidos NF, Spanish and Danish SPCs reached say not with other NSAIDs and refer to section 4.8, which was not reached (docslib, imedi.es, myhealthbox)' },
    enforcedBy: [
      { rule: 'two-nsaids', fires: { meds: ['flunixin', 'suxibuzone'] } },
      { rule: 'suxibuzone-horse-1-month', fires: { meds: ['suxibuzone'], ageYears: 0.05 } },
    ],
  },
  {
    drug: 'vedaprofen', chapter: 'NSAIDs',
    restrictions: { read: 'not with gut disorders or poor heart, liver or kidney function; not in foals under 6 months; not in lactating mares; stop if mouth lesions persist', source: 'spc-quadrisol' },
    interactions: { pending: 'the Quadrisol SPC (patient-info, vetxed, EMA EPAR summary) was reached to section 4.5 only; its interaction section was not reached' },
  },
  ...chapter('NSAIDs', ['naproxen', 'diclofenac']),
  ...chapter('antimicrobials', [
    'trimethoprim', 'sulfadiazine', 'sulfamethoxazole', 'pyrimethamine', 'ceftiofur', 'gentamicin', 'amikacin',
    'oxytetracycline', 'doxycycline', 'enrofloxacin', 'metronidazole', 'erythromycin', 'azithromycin',
    'clarithromycin', 'chloramphenicol', 'rifampin', 'clindamycin', 'lincomycin', 'tylosin', 'tilmicosin',
  ]),
  {
    drug: 'detomidine', chapter: 'sedatives and anaesthetics',
    restrictions: { read: 'not in the last month of pregnancy; not in heart failure or liver or kidney impairment; the butorphanol combination not in colic', source: 'spc-domosedan' },
    interactions: { read: 'never with intravenous potentiated sulphonamides (fatal arrhythmias) or sympathomimetic amines; not in the same syringe as ketamine', source: 'spc-domosedan' },
    enforcedBy: [
      { rule: 'alpha2-iv-potentiated-sulfonamide', fires: { meds: ['trimethoprim-sulfadiazine injection', 'detomidine'] } },
      { rule: 'lbl-alpha2-pregnancy', fires: { meds: ['detomidine'], conditions: ['pregnant'] } },
    ],
  },
  {
    drug: 'romifidine', chapter: 'sedatives and anaesthetics',
    restrictions: { read: 'not in the last month of pregnancy; care in heart disease', source: 'spc-sedivet-uk' },
    interactions: { read: 'deepened by tranquillisers, other sedatives and opioids; no intravenous trimethoprim-sulfonamide while sedated with it', source: 'spc-sedivet-uk' },
    enforcedBy: [{ rule: 'lbl-alpha2-pregnancy', fires: { meds: ['romifidine'], conditions: ['pregnant'] } }],
  },
  {
    drug: 'xylazine', chapter: 'sedatives and anaesthetics',
    restrictions: { read: 'not in gut obstruction, severe kidney or liver impairment, breathing or heart disorders, low blood pressure or shock, diabetes or a history of seizures; not in foals under 2 weeks; not in the last stage of pregnancy except at foaling; in colic only when analgesics fail', source: 'spc-xylasol' },
    interactions: { pending: 'the Xylasol, Xylacare and Sedaxylan SPCs were reached only to sections 4.3 to 4.5 (studylib, imedi, NOAH -459872); the interaction section was not reached' },
    enforcedBy: [
      { rule: 'xylazine-horse-2-weeks', fires: { meds: ['xylazine'], ageYears: 0.02 } },
      { rule: 'lbl-alpha2-pregnancy', fires: { meds: ['xylazine'], conditions: ['pregnant'] } },
      { rule: 'alpha2-iv-potentiated-sulfonamide', fires: { meds: ['trimethoprim-sulfadiazine injection', 'xylazine'] } },
    ],
  },
  {
    drug: 'acepromazine', chapter: 'sedatives and anaesthetics',
    restrictions: { read: 'not in breeding stallions (penile paralysis); not in shock or hypovolaemia, severe excitement, epilepsy, heart failure, blood or clotting disorders, hypothermia, neonates, or pregnant or lactating mares', source: 'spc-acepromazine-horse' },
    interactions: { pending: 'the ACP Injection SPC contraindications name organophosphates and procaine hydrochloride (enhanced activity and toxicity), but its interaction section was not reached (imedi, studylib, NOAH -475708, vetisearch AceSedate)' },
    enforcedBy: [
      { rule: 'lbl-acepromazine-pregnancy-horse', fires: { meds: ['acepromazine'], conditions: ['pregnant'] } },
      { rule: 'lbl-acepromazine-lactation-horse', fires: { meds: ['acepromazine'], conditions: ['lactating'] } },
      { rule: 'acepromazine-organophosphate', fires: { meds: ['acepromazine', 'dichlorvos'] } },
      { rule: 'acepromazine-procaine', fires: { meds: ['acepromazine', 'procaine'] } },
    ],
  },
  {
    drug: 'butorphanol', chapter: 'sedatives and anaesthetics',
    restrictions: { read: 'not with severe liver or kidney dysfunction, brain injury, obstructive airway disease, heart dysfunction or spastic conditions; with detomidine not in dysrhythmia or bradycardia, impaction colic or pregnancy; US labels: adult horses and yearlings, not breeding horses', source: 'spc-torphadine' },
    interactions: { pending: 'the Torphadine, Alvegesic and Dolorex SPCs and leaflets refer to their interaction section (CNS depressants, alpha-2 agonists) but it was not reached (NOAH -477622 and -449051, medikamio, vetisearch)' },
  },
  ...chapter('sedatives and anaesthetics', ['ketamine']),
  {
    drug: 'moxidectin', chapter: 'anthelmintics',
    restrictions: { read: 'not in foals under 4 months (Equest, UK); Quest gel is labelled for horses and ponies 6 months and older (US)', source: 'spc-equest' },
    interactions: { pending: 'the Equest and Quest label excerpts reached show no interaction section; not yet found' },
    enforcedBy: [{ rule: 'label-quest-gel', fires: { meds: ['Quest gel'], ageYears: 0.33 } }],
  },
  {
    drug: 'pyrantel', chapter: 'anthelmintics',
    restrictions: { read: 'UK paste: not for foals under 4 weeks; contraindicated in severely debilitated animals; US daily pyrantel tartrate: foals once eating grain, mares at any stage of pregnancy or lactation, no effect on stallion fertility', source: 'spc-alonate-p' },
    interactions: { pending: 'the Alonate-P and Strongid SPCs (studylib, NOAH -447022 and -462829) and the US paste labels were reached to sections 4.3 to 4.5 only; no interaction section was reached' },
    enforcedBy: [
      { rule: 'pyrantel-horse-4-weeks', fires: { meds: ['pyrantel'], ageYears: 0.04 } },
      { rule: 'lbl-pyrantel-debilitated-horse', fires: { meds: ['pyrantel'], conditions: ['severely debilitated'] } },
    ],
  },
  ...chapter('anthelmintics', ['ivermectin', 'praziquantel', 'fenbendazole', 'oxibendazole']),
  ...chapter('feed additives toxic to horses', ['monensin', 'lasalocid', 'salinomycin', 'narasin', 'maduramicin', 'selenium']),
  {
    drug: 'omeprazole', chapter: 'stomach, airways, hormones',
    restrictions: { read: 'not recommended under 4 weeks of age or 70 kg; not recommended in pregnant or lactating mares (no data); not in mares whose milk is taken for people', source: 'spc-gastrogard-uk' },
    interactions: { read: 'may delay the elimination of warfarin; no other interaction expected with drugs routinely used in horses, though drugs metabolised by liver enzymes cannot be excluded', source: 'spc-gastrogard-uk' },
  },
  {
    drug: 'clenbuterol', chapter: 'stomach, airways, hormones',
    restrictions: { read: 'not in horses with heart disease; stop by the expected foaling date (it stops labour); not to nursing mares in the first two months of the foal; care with glaucoma and halothane anaesthesia', source: 'spc-ventipulmin-syrup-noah' },
    interactions: { read: 'works against prostaglandin F2-alpha, oxytocin and ergot alkaloids; blocked by beta-blockers; stronger with glucocorticoids, other beta2-agonists, anticholinergics and methylxanthines; arrhythmias with halogenated anaesthetics and digitalis', source: 'pil-ventipulmin-granules-at' },
    enforcedBy: [
      { rule: 'lbl-clenbuterol-heart', fires: { meds: ['clenbuterol'], conditions: ['heart disease'] } },
      { rule: 'lbl-clenbuterol-pregnancy-stop-at-term', fires: { meds: ['clenbuterol'], conditions: ['pregnant'] } },
      { rule: 'clenbuterol-uterotonics', fires: { meds: ['oxytocin', 'clenbuterol'] } },
      { rule: 'nonselective-beta-agonist', fires: { meds: ['propranolol', 'clenbuterol'] } },
    ],
  },
  {
    drug: 'altrenogest', chapter: 'stomach, airways, hormones',
    restrictions: { read: 'mares only: not in males; not in mares with diagnosed (US: past or current) uterine infection or inflammation; not in mares whose milk is taken for people; pregnant women should not handle it', source: 'spc-regumate-uk' },
    interactions: { read: 'griseofulvin given at the same time may affect its action (no rule: griseofulvin is rarely given to horses and the label gives no owner action beyond telling the vet)', source: 'msd-regumate-dk' },
    enforcedBy: [
      { rule: 'lbl-altrenogest-uterine-infection', fires: { meds: ['altrenogest'], conditions: ['endometritis'] } },
      { rule: 'lbl-altrenogest-male', fires: { meds: ['altrenogest'], conditions: ['gelding'] } },
    ],
  },
  {
    drug: 'levothyroxine', chapter: 'stomach, airways, hormones',
    restrictions: { read: 'use with caution in horses with significant heart disease, high blood pressure or anything a sharply raised metabolic rate would endanger; not evaluated in pregnant mares', source: 'label-thyro-l' },
    interactions: { read: 'the Thyro-L label (DailyMed: indications, dosage, administration, warnings, caution) has no interaction section and names none', source: 'label-thyro-l' },
  },
  ...chapter('stomach, airways, hormones', [
    'ranitidine', 'sucralfate', 'ciclesonide', 'dexamethasone', 'prednisolone',
    'pergolide',
  ]),
  ...chapter('bone, nerves, muscles, joints', [
    'clodronate', 'tiludronate', 'ponazuril', 'diclazuril', 'isoxsuprine', 'acetazolamide', 'dantrolene',
    'hyaluronate sodium', 'polysulfated glycosaminoglycan',
  ]),
];

const isRead = (r: Reading): boolean => 'read' in r;

/** The drug's horse dose row: a range, a per-horse dose, or "not used" with why. */
export const equineDoseRow = (drug: string) =>
  EQUINE_DOSE_RANGES.find(
    (row) =>
      row.drug === drug &&
      (row.maxPerDose !== undefined ||
        row.maxPerDay !== undefined ||
        row.notUsed !== undefined ||
        row.dosedIn !== undefined),
  );

/**
 * Read when the drug has a horse dose row and, unless horses are never given it (then the row's
 * "not used" reason is the whole verdict), both its label restrictions and interactions were read.
 */
export function equineReferenceRead(entry: EquineReferenceDrug): boolean {
  const row = equineDoseRow(entry.drug);
  if (row === undefined) return false;
  if (row.notUsed !== undefined) return true;
  return isRead(entry.restrictions) && isRead(entry.interactions);
}

export const EQUINE_REFERENCE_LINE =
  'equine reference drugs with a horse dose range or not-used, label restrictions and interactions read';
