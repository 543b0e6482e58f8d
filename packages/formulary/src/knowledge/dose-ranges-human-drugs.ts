import { r, type DoseRange } from './dose-range-row';

// Human medicines of the all-species catalogue in dogs and cats: most are not used in pets (a
// species rule already reports the danger, so these rows carry no notUsedRisk) and some have a
// published poisoning dose (toxicMgKg) from a poison centre or toxicology text.

const D = ['dog'] as const;
const C = ['cat'] as const;
const DC = ['dog', 'cat'] as const;

const NOT_FOR_PETS = 'A human medicine with no dose for pets.';

// prettier-ignore
export const HUMAN_DRUG_DOSE_RANGES: readonly DoseRange[] = [
  // Diabetes tablets: metformin has a wide margin (mostly vomiting and diarrhoea) until about 200 mg/kg
  r('metformin', DC, undefined, undefined, 'Not a pet medicine here; human tablets hold 500–1,000 mg.', { toxicMgKg: 200, mildBelowToxic: true, toxicSigns: 'Around 200 mg/kg a dog developed severe lactic acidosis, low blood sugar and collapse; below it vomiting and diarrhoea are the usual signs.', source: 'heller-metformin' }),
  // Pain relievers
  r('acetaminophen', C, undefined, undefined, NOT_FOR_PETS, { notUsed: 'Cats cannot break acetaminophen down; there is no safe dose for a cat.', source: 'otc-toxicology' }),
  r('aspirin', C, 20, 6.75, '81 mg per cat every 72 hours as an antiplatelet drug (20 mg/kg for a 4 kg cat), only as a vet directs', { source: 'msd-antithrombotic-table' }),
  r('ibuprofen', D, undefined, undefined, NOT_FOR_PETS, { notUsed: 'Not used in dogs: a very narrow safety margin.', toxicMgKg: 25, toxicSigns: 'From 25 mg/kg vomiting and stomach ulcers; kidney failure near 175 mg/kg; seizures and coma above 400 mg/kg.', mildBelowToxic: true, source: 'aspca-top-toxicoses' }), // ASPCA APCC: single acute overdoses from 25 mg/kg cause vomiting; harm below it comes from repeated dosing
  r('ibuprofen', C, undefined, undefined, NOT_FOR_PETS, { notUsed: 'Not used in cats, which are at least twice as sensitive to ibuprofen as dogs.', source: 'otc-toxicology' }),
  // ASPCA APCC single exposures: 1–7 mg/kg vomiting and lethargy, from 7.4 mg/kg bloody vomit and melena (a dose given on purpose stays on the toxic list by the species rule).
  r('naproxen', D, undefined, undefined, NOT_FOR_PETS, { notUsed: 'Not used in dogs: naproxen lasts for days in a dog.', toxicMgKg: 7, mildBelowToxic: true, toxicSigns: 'Single doses from about 7.4 mg/kg have caused bloody vomiting and black stools and 13 mg/kg kidney injury; 5.6 mg/kg a day for a week caused stomach bleeding and anaemia.', source: 'aspca-naproxen-brief' }),
  r('naproxen', C, undefined, undefined, NOT_FOR_PETS, { notUsed: 'Not used in cats: cats are more sensitive to NSAIDs than dogs.', source: 'otc-toxicology' }),
  // Dogs: stomach ulcers from 2 mg/kg and kidney injury from 4 mg/kg; one accidental lick below 2 mg/kg is a caution (a dose given on purpose stays on the toxic list by the species rule).
  r('diclofenac', D, undefined, undefined, NOT_FOR_PETS, { notUsed: 'A human NSAID (tablets and pain gels) that is not used in pets.', toxicMgKg: 2, mildBelowToxic: true, toxicSigns: 'Stomach ulcers from about 2 mg/kg and kidney injury from 4 mg/kg (Voltaren gel holds 10 mg in each gram).', source: 'vet-diclofenac-gel' }),
  r('diclofenac', C, undefined, undefined, NOT_FOR_PETS, { notUsed: 'A human NSAID (tablets and pain gels) that is not used in pets.', source: 'fda-nsaid' }),
  r('flurbiprofen', DC, undefined, undefined, NOT_FOR_PETS, { notUsed: 'Used in pets only as eye drops; flurbiprofen tablets and creams are human medicines.', source: 'fda-nsaid' }),
  r('oxycodone', DC, undefined, undefined, NOT_FOR_PETS, { notUsed: 'A human opioid tablet, often combined with acetaminophen; vets use other opioids.', source: 'aspca-human-meds' }),
  // Cold, allergy and stomach remedies
  // Dogs: one 30 mg tablet in a 20 lb dog (about 3.3 mg/kg) can cause signs and three can kill (ASPCA APCC); serious signs from 5–6 mg/kg (Bischoff): below 3.3 mg/kg one exposure is a caution.
  r('pseudoephedrine', D, undefined, undefined, NOT_FOR_PETS, { notUsed: 'A human decongestant that overstimulates the heart and nervous system of pets.', toxicMgKg: 3.3, mildBelowToxic: true, toxicSigns: 'Nervousness, panting and a racing heart from about 3.3 mg/kg (one 30 mg tablet in a 20 lb dog); serious signs from 5–6 mg/kg and deaths at 10–12 mg/kg.', source: 'aspca-pseudoephedrine' }),
  r('pseudoephedrine', C, undefined, undefined, NOT_FOR_PETS, { notUsed: 'A human decongestant that overstimulates the heart and nervous system of pets.', toxicMgKg: 5, toxicSigns: 'Signs (agitation, racing heart, high temperature) from 5–6 mg/kg; deaths at 10–12 mg/kg.', source: 'otc-toxicology' }),
  r('phenylephrine', DC, undefined, undefined, NOT_FOR_PETS, { notUsed: 'A human decongestant with no pet dose and no established toxic threshold in pets.', source: 'acvp-poison-control' }),
  r('oxymetazoline', DC, undefined, undefined, NOT_FOR_PETS, { notUsed: 'A human nose spray and eye drop decongestant; swallowed, it slows the heart and drops blood pressure.', source: 'merck-cold-cough' }),
  r('tetrahydrozoline', DC, undefined, undefined, NOT_FOR_PETS, { notUsed: 'A human eye drop decongestant; swallowed, it slows the heart and drops blood pressure.', source: 'merck-cold-cough' }),
  r('dextromethorphan', DC, 2.2, 6.6, '0.5–2.2 mg/kg (0.25–1 mg/lb) every 8 hours as a cough suppressant (single-ingredient products only)'),
  r('doxylamine', DC, undefined, undefined, NOT_FOR_PETS, { notUsed: 'A human sleep-aid antihistamine; vets use other antihistamines.', source: 'merck-cold-cough' }),
  r('bismuth subsalicylate', D, 35, 140, '1–2 mL/kg of the 17.5 mg/mL liquid (17.5–35 mg/kg) every 6–8 hours for a few days'),
  r('bismuth subsalicylate', C, undefined, undefined, NOT_FOR_PETS, { notUsed: 'Not used in cats: it releases salicylate, which cats clear very slowly.', source: 'otc-toxicology' }),
  r('benzocaine', D, undefined, undefined, 'Used on the skin or in the mouth only.', { notUsed: 'A human numbing spray, gel or lozenge with no dose for pets; large amounts can damage red blood cells.', source: 'aspca-human-meds' }),
  r('benzocaine', C, undefined, undefined, 'Used on the skin or in the mouth only.', { notUsed: 'Not used on cats: it damages their red blood cells (methaemoglobin).', source: 'aspca-human-meds' }),
  r('phenazopyridine', DC, undefined, undefined, NOT_FOR_PETS, { notUsed: 'A human bladder pain remedy that damages red blood cells and the liver in pets.', source: 'aspca-human-meds' }),
  // Nervous system
  r('amphetamine', D, undefined, undefined, NOT_FOR_PETS, { notUsed: 'A human ADHD stimulant with no pet dose.', toxicMgKg: 1, toxicSigns: 'Signs (agitation, racing heart, high temperature) from about 1 mg/kg, tremors and seizures near 10 mg/kg; the oral lethal dose for half of dogs is about 23 mg/kg.', source: 'amphetamine-dogs' }),
  r('amphetamine', C, undefined, undefined, NOT_FOR_PETS, { notUsed: 'A human ADHD stimulant with no pet dose.', source: 'aspca-human-meds' }),
  r('methylphenidate', D, undefined, undefined, NOT_FOR_PETS, { notUsed: 'A human ADHD stimulant with no pet dose; even small amounts cause signs.', toxicMgKg: 10, toxicRisk: 'Critical', toxicSigns: 'Dogs have died after 10–31 mg/kg of extended-release tablets.', source: 'javma-methylphenidate' }),
  r('methylphenidate', C, undefined, undefined, NOT_FOR_PETS, { notUsed: 'A human ADHD stimulant with no pet dose.', source: 'aspca-human-meds' }),
  r('baclofen', D, undefined, undefined, NOT_FOR_PETS, { notUsed: 'A human muscle relaxant with a very narrow safety margin in pets.', toxicMgKg: 1.3, toxicSigns: 'Signs (wobbliness, vocalising, slow heart, breathing failure) from 1.3 mg/kg; dogs have died at 8–16 mg/kg.', source: 'acvp-poison-control' }),
  r('baclofen', C, undefined, undefined, NOT_FOR_PETS, { notUsed: 'A human muscle relaxant with a very narrow safety margin in pets.', source: 'acvp-poison-control' }),
  r('bupropion', DC, undefined, undefined, NOT_FOR_PETS, { notUsed: 'A human antidepressant and smoking aid that causes tremors and seizures in pets.', source: 'aspca-human-meds' }),
  r('venlafaxine', DC, undefined, undefined, NOT_FOR_PETS, { notUsed: 'A human antidepressant that cats in particular eat; it causes agitation, racing heart and tremors.', source: 'aspca-human-meds' }),
  r('duloxetine', D, undefined, undefined, NOT_FOR_PETS, { notUsed: 'A human antidepressant with no pet dose.', toxicMgKg: 20, toxicSigns: 'Lethargy, dilated pupils, vomiting and trembling are more likely from about 20 mg/kg.', source: 'javma-duloxetine' }),
  r('duloxetine', C, undefined, undefined, NOT_FOR_PETS, { notUsed: 'A human antidepressant with no pet dose.', source: 'aspca-human-meds' }),
  r('eszopiclone', DC, undefined, undefined, NOT_FOR_PETS, { notUsed: 'A human sleeping tablet (Lunesta) that can sedate or excite pets.', source: 'pph-sleep-aids' }),
  // ASPCA APCC: mild signs from 1–2 mg/kg in dogs and cats; in dogs hyperactivity, agitation and a racing heart above 2 mg/kg.
  r('atomoxetine', D, undefined, undefined, NOT_FOR_PETS, { notUsed: 'A human ADHD medicine (Strattera) with no pet dose.', notUsedRisk: 'Medium', toxicMgKg: 2, mildBelowToxic: true, toxicSigns: 'Drooling, vomiting and tiredness from about 1 mg/kg; above 2 mg/kg hyperactivity, agitation and a racing heart; tremors at 22 mg/kg.', source: 'aspca-atomoxetine' }),
  r('atomoxetine', C, undefined, undefined, NOT_FOR_PETS, { notUsed: 'A human ADHD medicine (Strattera) with no pet dose; drooling, vomiting and tiredness from about 1 mg/kg.', notUsedRisk: 'Medium', source: 'aspca-atomoxetine' }),
  r('zolpidem', DC, undefined, undefined, NOT_FOR_PETS, { notUsed: 'A human sleeping tablet that often excites rather than sedates pets.', source: 'aspca-human-meds' }),
  // Others
  r('isoniazid', D, undefined, undefined, NOT_FOR_PETS, { notUsed: 'A human tuberculosis drug that dogs cannot break down well.', toxicMgKg: 50, toxicRisk: 'Critical', toxicSigns: 'Seizures at about 50 mg/kg, which is also the estimated dose that kills half of dogs; one 300 mg tablet can badly poison a 4.5 kg dog.', source: 'cliniciansbrief-isoniazid' }),
  r('isoniazid', C, undefined, undefined, NOT_FOR_PETS, { notUsed: 'A human tuberculosis drug with a narrow safety margin in pets.', source: 'cliniciansbrief-isoniazid' }),
  r('minoxidil', DC, undefined, undefined, NOT_FOR_PETS, { notUsed: 'A human hair-regrowth and blood pressure drug; cats can die from licking treated skin.', source: 'aspca-human-meds' }),
  r('fluorouracil', D, undefined, undefined, 'Used on the skin of people only.', { notUsed: 'A human skin-cancer cream with no pet dose.', toxicMgKg: 8.6, toxicSigns: 'Vomiting, bloody diarrhoea, tremors and seizures from 8.6 mg/kg; 20 mg/kg has killed dogs.', source: 'merck-topical-agents' }),
  r('fluorouracil', C, undefined, undefined, 'Used on the skin of people only.', { notUsed: 'A human skin-cancer cream with no pet dose.', source: 'merck-topical-agents' }),
  r('calcipotriene', DC, undefined, undefined, 'Used on the skin of people only.', { notUsed: 'A human psoriasis cream (a vitamin D drug); licked or chewed, it raises calcium and damages the kidneys.', source: 'merck-topical-agents' }),
  r('estradiol', DC, undefined, undefined, 'Used on the skin of people only.', { notUsed: 'A human hormone gel or spray; pets that lick treated skin can develop hormone and bone marrow effects.', source: 'aspca-human-meds' }),
];
