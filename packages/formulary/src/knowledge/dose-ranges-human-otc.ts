import { r, type DoseRange } from './dose-range-row';

// Ingredients of the human medicines and OTC records that had no dog or cat verdict: a dose row
// where vets use the drug (maxima at the top of the published range), a published toxic dose, or
// 'not used' with the reason. No row here carries notUsedRisk: where a human product is dangerous to
// a pet, a species or toxin rule already reports it. Where only a per-animal dose was published the
// row says so in `dosedIn` and has no mg/kg maximum. Sources named per row.

const D = ['dog'] as const;
const C = ['cat'] as const;
const DC = ['dog', 'cat'] as const;

const FIRST_GEN_ANTIHISTAMINE =
  'A first-generation antihistamine of human cold and allergy products; vets use diphenhydramine, chlorpheniramine or hydroxyzine instead, and the combination products often also hold decongestants that poison pets.';
const SECOND_GEN_ANTIHISTAMINE =
  'A human second-generation antihistamine with no published pet dose; vets use cetirizine, loratadine or fexofenadine.';

// prettier-ignore
export const HUMAN_OTC_DOSE_RANGES: readonly DoseRange[] = [
  // ── Stomach acid
  r('ranitidine', D, 2, 6, '1–2 mg/kg by mouth or into a vein every 8–12 hours', { source: 'nelson-couto-antacids' }),
  r('ranitidine', C, 3.5, 7, '2.5 mg/kg into a vein or 3.5 mg/kg by mouth every 12 hours', { source: 'nelson-couto-antacids' }),
  r('cimetidine', D, 15, 45, '5–15 mg/kg by mouth every 8–12 hours', { source: 'cimetidine-monographs' }),
  r('cimetidine', C, 11, 44, '6.6–11 mg/kg (3–5 mg/lb) by mouth every 6–8 hours', { source: 'cimetidine-monographs' }),
  r('esomeprazole', C, 1, 2, '1 mg/kg by mouth twice daily', { source: 'csaim-gastritis-table' }),
  r('lansoprazole', DC, undefined, undefined, 'Not used in pets.', { notUsed: 'A human proton pump inhibitor; vets use omeprazole, esomeprazole or pantoprazole, which have established pet doses.', source: 'csaim-gastritis-table' }),
  r('calcium carbonate', D, 150, 150, '90–150 mg/kg a day with food as a phosphate binder; antacid tablets only for a day or two', { source: 'plumbs' }),
  r('magnesium hydroxide', D, undefined, undefined, '5–10 mL of milk of magnesia by mouth: every 4–6 hours as an antacid, once as a laxative', { dosedIn: 'mL of milk of magnesia', source: 'msd-laxatives-table' }),
  r('magnesium hydroxide', C, undefined, undefined, '2–6 mL of milk of magnesia by mouth as a laxative; as an antacid every 8–12 hours', { dosedIn: 'mL of milk of magnesia', source: 'msd-laxatives-table' }),
  r('magnesium carbonate', DC, undefined, undefined, 'Not used in pets.', { notUsed: 'A human antacid of heartburn remedies; vets use other antacids, and magnesium antacids should be avoided in pets with kidney failure.', source: 'petmd-antacids' }),
  r('sodium alginate', DC, undefined, undefined, 'Not used in pets.', { notUsed: 'A human reflux remedy (Gaviscon) that floats a gel raft on the stomach contents; it has no published pet dose.', source: 'nelson-couto-antacids' }),
  r('sodium bicarbonate', DC, 12, 36, '8–12 mg/kg by mouth every 8–12 hours for the acidosis of kidney disease, adjusted to blood tests', { tolerance: 1.5, source: 'polzin-ckd-guidelines' }),
  r('simethicone', DC, undefined, undefined, 'Not used in pets.', { notUsed: 'A human anti-gas remedy that stays in the gut unabsorbed; it is not a routine pet medicine.', source: 'openfda-otc-label' }),
  // ── Laxatives
  r('bisacodyl', D, undefined, undefined, '5–20 mg per dog by mouth once or twice daily', { dosedIn: 'mg per dog', source: 'msd-laxatives-table' }),
  r('bisacodyl', C, undefined, undefined, '2.5–5 mg per cat by mouth once or twice daily', { dosedIn: 'mg per cat', source: 'msd-laxatives-table' }),
  r('docusate', DC, 2, 2, '2 mg/kg a day by mouth as a stool softener', { source: 'msd-laxatives-table' }),
  r('sennosides', DC, undefined, undefined, 'Not used in pets.', { notUsed: 'A human stimulant laxative with no published pet dose; vets use other laxatives.', source: 'msd-laxatives-table' }),
  r('polyethylene glycol 3350', C, undefined, undefined, '1/8–1/4 teaspoon of powder mixed into food twice daily', { dosedIn: 'teaspoons of powder with food', source: 'peg3350-pets' }),
  r('polyethylene glycol 3350', D, undefined, undefined, 'powder mixed into food, the amount set by the vet for the dog’s size and adjusted to soft stools', { dosedIn: 'teaspoons of powder with food', source: 'peg3350-pets' }),
  // ── Nausea, motion sickness, allergy
  r('dimenhydrinate', C, 8, 24, '4–8 mg/kg by mouth every 8 hours', { source: 'armstrong-antiemetics' }),
  r('meclizine', C, 4, 4, '4 mg/kg a day by mouth', { source: 'merck-antiemetics-table' }),
  r('promethazine', D, 5, 5, '2–5 mg/kg by mouth or injection once daily', { source: 'vetbook-promethazine' }),
  r('promethazine', C, 2, 2, '2 mg/kg by mouth or injection once daily', { source: 'merck-antiemetics-table' }),
  r('brompheniramine', DC, undefined, undefined, 'Not used in pets.', { notUsed: FIRST_GEN_ANTIHISTAMINE, source: 'merck-cold-cough' }),
  r('triprolidine', DC, undefined, undefined, 'Not used in pets.', { notUsed: FIRST_GEN_ANTIHISTAMINE, source: 'merck-cold-cough' }),
  r('pyrilamine', DC, undefined, undefined, 'Not used in dogs and cats.', { notUsed: FIRST_GEN_ANTIHISTAMINE, source: 'merck-cold-cough' }),
  r('acrivastine', DC, undefined, undefined, 'Not used in pets.', { notUsed: SECOND_GEN_ANTIHISTAMINE, source: 'msd-antihistamines-table' }),
  r('desloratadine', DC, undefined, undefined, 'Not used in pets.', { notUsed: SECOND_GEN_ANTIHISTAMINE, source: 'msd-antihistamines-table' }),
  r('levocetirizine', DC, undefined, undefined, 'Not used in pets.', { notUsed: SECOND_GEN_ANTIHISTAMINE, source: 'msd-antihistamines-table' }),
  r('guaifenesin', DC, undefined, undefined, 'Not used in pets.', { notUsed: 'Guaifenesin tablets and syrups are human expectorants, not routine pet medicines; many also hold decongestants or dextromethorphan, which have their own risks.', source: 'openfda-otc-label' }),
  r('melatonin', C, undefined, undefined, '0.5–3 mg per cat by mouth about 30 minutes before the effect is wanted', { dosedIn: 'mg per cat', source: 'melatonin-cats' }),
  // ── Pain, cough, muscles, urine
  r('codeine', D, 2, 8, '1–2 mg/kg by mouth every 6–12 hours for pain or cough', { source: 'petmd-codeine' }),
  r('codeine', C, undefined, undefined, 'Not used in cats.', { notUsed: 'Not used in cats: many codeine products also hold acetaminophen, which kills cats, and vets choose other opioids.', source: 'petmd-codeine' }),
  r('pholcodine', DC, undefined, undefined, 'Not used in pets.', { notUsed: 'A human opioid cough suppressant (cough linctus) with no pet dose.', source: 'uk-smpc' }),
  r('acetazolamide', D, 10, 30, '4–10 mg/kg by mouth every 8–12 hours', { source: 'acetazolamide-pets' }),
  r('acetazolamide', C, undefined, undefined, 'Not recommended in cats.', { notUsed: 'Not recommended in cats, which are especially prone to the side effects of carbonic anhydrase inhibitor tablets.', source: 'acetazolamide-pets' }),
  r('dantrolene', DC, 10, undefined, '1–3 mg/kg into a vein for malignant hyperthermia; 5–10 mg/kg by mouth before anaesthesia to prevent it; also given by mouth for urethral spasm', { source: 'dantrolene-pets' }),
  r('isoxsuprine', DC, undefined, undefined, 'Not used in dogs and cats.', { notUsed: 'A vasodilator used in horses for navicular disease; it has no dog or cat dose.', source: 'plumbs' }),
  r('rifampin', C, 20, 20, '10–20 mg/kg by mouth once daily or divided twice daily (no more than 600 mg a day), always with other drugs, for mycobacterial infections', { source: 'small-animal-derm' }),
  r('methenamine', D, undefined, undefined, 'Rarely used.', { notUsed: 'Rarely used in dogs: vets keep it for repeated bladder infections that other drugs did not clear, it works only while the urine is acidic, and the vet sets the dose.', source: 'methenamine-pets' }),
  r('methenamine', C, undefined, undefined, 'Rarely used.', { notUsed: 'Rarely used in cats, which tolerate it less well than dogs; the vet sets the dose.', source: 'methenamine-pets' }),
  r('vitamin c', DC, undefined, undefined, 'Not needed as a supplement.', { notUsed: 'Dogs and cats make their own vitamin C, so they do not need it as a supplement; vets give it only for special purposes.', source: 'plumbs' }),
  r('cranberry extract', DC, undefined, undefined, 'Not used in pets.', { notUsed: 'A human urinary supplement with no established pet dose.', source: 'supplement-facts-label' }),
  // ── Poisons and rubs
  // Dogs: mild signs from 20 mg/kg (a Medium caution from the toxin row), the heart affected from 40 mg/kg, seizures from 60 mg/kg.
  r('caffeine', D, undefined, undefined, 'Not a pet medicine.', { notUsed: 'Caffeine is not a pet medicine; coffee, tea, energy drinks and caffeine tablets poison pets.', toxicMgKg: 40, toxicSigns: 'Mild signs (vomiting, restlessness, thirst) from about 20 mg/kg, effects on the heart from 40 mg/kg and seizures from 60 mg/kg.', source: 'vet-methylxanthine-thresholds' }),
  r('caffeine', C, undefined, undefined, 'Not a pet medicine.', { notUsed: 'Caffeine is not a pet medicine; coffee, tea, energy drinks and caffeine tablets poison pets.', toxicMgKg: 20, toxicSigns: 'Restlessness, vomiting and a racing heart from about 20 mg/kg.', source: 'merck-toxicology' }),
  r('nicotine', DC, undefined, undefined, 'Not a pet medicine.', { notUsed: 'Nicotine (tobacco, gum, patches, vape liquid) is a poison to pets, not a medicine.', source: 'aspca-household' }),
  r('essential oils', DC, undefined, undefined, 'Not a pet medicine.', { notUsed: 'Concentrated plant oils are not pet medicines; they pass through the skin and lungs, and cats are especially sensitive to them.', source: 'aspca-essential-oils' }),
  r('camphor', DC, undefined, undefined, 'Not a pet medicine.', { notUsed: 'A plant oil of human chest rubs and liniments that passes through the skin; it is not a pet medicine.', source: 'aspca-essential-oils' }),
  r('menthol', DC, undefined, undefined, 'Not a pet medicine.', { notUsed: 'The cooling ingredient of human rubs, cough drops and sprays; it is not a pet medicine.', source: 'aspca-essential-oils' }),
  r('methyl salicylate', DC, undefined, undefined, 'Not used in pets.', { notUsed: 'Oil of wintergreen, a concentrated salicylate of human muscle rubs; licked or swallowed it adds up to an aspirin-like poisoning.', source: 'otc-toxicology' }),
  r('trolamine salicylate', DC, undefined, undefined, 'Not used in pets.', { notUsed: 'A salicylate of human pain creams; licked cream adds salicylate, the active part of aspirin.', source: 'otc-toxicology' }),
];
