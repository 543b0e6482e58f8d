import type { RiskLevel, Species } from '@pawrx/contracts/enums';
import { describe, expect, it } from 'vitest';
import { LEDGER_A_PAIR_RULES } from '../knowledge/interaction-rules-ledger-a';
import { PAIR_RULES } from './drug-drug';
import { check } from './test-support';

// The pair rules added while reading the labels for the interaction ledger's first half: each
// fires for a drug of each side (brand names too), and the near misses beside it stay silent.

function drugDrugRisks(meds: string[], species: Species = 'dog'): RiskLevel[] {
  return check({ species }, meds)
    .drugInteractions.filter((i) => i.kind === 'drug-drug')
    .map((i) => i.riskLevel);
}

describe('interaction ledger part A rules', () => {
  it('are all wired into the drug–drug check', () => {
    for (const rule of LEDGER_A_PAIR_RULES) expect(PAIR_RULES).toContain(rule);
  });

  it.each<[string, string, RiskLevel, Species?]>([
    // Clomicalm label: caution with sympathomimetic drugs.
    ['Clomicalm|20 mg|Twice daily', 'Proin|25 mg|Twice daily', 'Low'],
    ['Clomipramine|10 mg|Once daily', 'Phenylpropanolamine|12.5 mg|Twice daily', 'Low', 'cat'],
    ['Amitriptyline|10 mg|Once daily', 'Pseudoephedrine|30 mg|Once', 'Low'],
    // Anipryl label: the meperidine contraindication often extended to other opioids.
    ['Anipryl|10 mg|Once daily', 'Morphine|5 mg|Twice daily', 'Low'],
    ['Selegiline|5 mg|Once daily', 'Buprenorphine|0.1 mg|Twice daily', 'Low'],
    ['Anipryl|10 mg|Once daily', 'Hydrocodone|5 mg|Twice daily', 'Low'],
    // Gabapentin: no antacid within 2 hours.
    ['Gabapentin|100 mg|Twice daily', 'Tums|500 mg|Once daily', 'Low'],
    ['Neurontin|300 mg|Twice daily', 'Maalox|10 mL|Once daily', 'Low'],
    // Clindamycin leaflet: not with macrolides or chloramphenicol; aminoglycosides with care.
    ['Antirobe|150 mg|Twice daily', 'Azithromycin|100 mg|Once daily', 'Medium'],
    ['Clindamycin|75 mg|Twice daily', 'Chloramphenicol|250 mg|Three times daily', 'Medium', 'cat'],
    ['Antirobe|150 mg|Twice daily', 'Neomycin|250 mg|Twice daily', 'Low'],
    // Doxycycline guide: not with digoxin.
    ['Doxycycline|100 mg|Twice daily', 'Lanoxin|0.125 mg|Twice daily', 'Medium'],
    ['Vibramycin|50 mg|Once daily', 'Digoxin|0.03 mg|Twice daily', 'Medium', 'cat'],
    // Cefalexin leaflet: aminoglycosides or furosemide, kidney toxicity.
    ['Cephalexin|500 mg|Twice daily', 'Furosemide|20 mg|Twice daily', 'Low'],
    ['Rilexine|300 mg|Twice daily', 'Salix|12.5 mg|Once daily', 'Low'],
    ['Cefadroxil|100 mg|Twice daily', 'Neomycin|100 mg|Twice daily', 'Low', 'cat'],
    // Cartrophen SPC: not with NSAIDs, anticoagulants (High) or corticosteroids (Medium).
    ['Cartrophen|0.6 mL|Once weekly', 'Rimadyl|75 mg|Twice daily', 'High'],
    ['Pentosan polysulfate|60 mg|Once weekly', 'Aspirin|81 mg|Once daily', 'High'],
    ['Cartrophen|0.6 mL|Once weekly', 'Rivaroxaban|2.5 mg|Once daily', 'High'],
    ['Cartrophen|0.6 mL|Once weekly', 'Prednisolone|5 mg|Once daily', 'Medium'],
    // Mirataz SPC: not with tramadol or cyproheptadine.
    ['Mirataz|1.5 inch|Once daily', 'Tramadol|12.5 mg|Twice daily', 'High', 'cat'],
    ['Mirtazapine|1.88 mg|Every other day', 'Cyproheptadine|1 mg|Twice daily', 'High', 'cat'],
    // Proin label: caution with other sympathomimetics.
    ['Proin|25 mg|Twice daily', 'Sudafed|30 mg|Twice daily', 'Low'],
    ['Phenylpropanolamine|12.5 mg|Twice daily', 'Phenylephrine|10 mg|Once', 'Low'],
    // Theophylline SPC: beta-agonists contraindicated; erythromycin raises levels.
    ['Theophylline|100 mg|Twice daily', 'Terbutaline|1.25 mg|Twice daily', 'High'],
    ['Theophylline|25 mg|Once daily', 'Terbutaline|0.625 mg|Twice daily', 'High', 'cat'],
    ['Erythromycin|100 mg|Three times daily', 'Theophylline|100 mg|Twice daily', 'Low'],
    // Diazepam SPC: metabolism slowed by cimetidine and azoles; digoxin's action increased.
    ['Valium|5 mg|Twice daily', 'Tagamet|100 mg|Twice daily', 'Low'],
    ['Diazepam|5 mg|Once', 'Ketoconazole|100 mg|Once daily', 'Low'],
    ['Diazepam|5 mg|Once', 'Digoxin|0.125 mg|Twice daily', 'Low'],
    // 21 CFR 522.1156: imidocarb not with cholinesterase-inhibiting insecticides (collars too).
    ['Imizol|2.6 mL|Once', 'Chlorpyrifos dip|1 dip|Once', 'High'],
    ['Imidocarb|66 mg|Once', 'Propoxur collar|1 collar|Monthly', 'High'],
    // Ventipulmin leaflet: arrhythmias with digitalis glycosides.
    ['Terbutaline|1.25 mg|Twice daily', 'Digoxin|0.125 mg|Twice daily', 'Medium'],
    // Bromide monograph: diuretics may speed bromide excretion (the thiazide side).
    ['Libromide|325 mg|Twice daily', 'Hydrochlorothiazide|12.5 mg|Once daily', 'Low'],
    ['Potassium bromide|250 mg|Twice daily', 'Hydrochlorothiazide|25 mg|Once daily', 'Low', 'cat'],
  ])('%s with %s → %s', (a, b, risk, species = 'dog') => {
    expect(drugDrugRisks([a, b], species)).toEqual([risk]);
    expect(drugDrugRisks([b, a], species)).toEqual([risk]);
  });

  it.each<[string, string, Species?]>([
    // An SSRI is not a tricyclic: the Clomicalm caution is not on the Reconcile label.
    ['Reconcile|16 mg|Once daily', 'Proin|25 mg|Twice daily'],
    // Decongestant eye drops are not systemic.
    ['Clomicalm|20 mg|Twice daily', 'Tetrahydrozoline eye drops|1 drop|Twice daily'],
    // A tricyclic with an antihistamine that is no sympathomimetic.
    ['Clomicalm|20 mg|Twice daily', 'Cetirizine|10 mg|Once daily'],
    // Selegiline with a non-opioid pain reliever, and an amitraz collar with an opioid.
    ['Anipryl|10 mg|Once daily', 'Gabapentin|100 mg|Twice daily'],
    ['Preventic collar|1 collar|Every 3 months', 'Morphine|5 mg|Twice daily'],
    // Gabapentin with an acid reducer that is no antacid, or with an opioid (routine).
    ['Gabapentin|100 mg|Twice daily', 'Famotidine|10 mg|Twice daily'],
    ['Gabapentin|100 mg|Twice daily', 'Buprenorphine|0.1 mg|Twice daily'],
    // Clindamycin with a beta-lactam, and gentamicin ear drops (not systemic).
    ['Antirobe|150 mg|Twice daily', 'Clavamox|250 mg|Twice daily'],
    ['Clindamycin|75 mg|Twice daily', 'Gentamicin ear drops|4 drops|Twice daily'],
    // Digoxin with an antibiotic that is no tetracycline.
    ['Digoxin|0.125 mg|Twice daily', 'Cephalexin|500 mg|Twice daily'],
    // A later cephalosporin (the leaflet is about first-generation ones), and a non-loop diuretic.
    ['Simplicef|100 mg|Once daily', 'Furosemide|20 mg|Twice daily'],
    ['Cephalexin|500 mg|Twice daily', 'Spironolactone|25 mg|Once daily'],
    // Adequan is another joint protectant the Cartrophen label does not cover; gabapentin is no NSAID.
    ['Adequan|2 mL|Twice weekly', 'Rimadyl|75 mg|Twice daily'],
    ['Cartrophen|0.6 mL|Once weekly', 'Gabapentin|100 mg|Twice daily'],
    // Mirtazapine with an appetite stimulant that is no serotonin blocker, and Proin with an antihistamine.
    ['Mirataz|1.5 inch|Once daily', 'Entyce|1 mL|Once daily', 'dog'],
    ['Proin|25 mg|Twice daily', 'Cetirizine|10 mg|Once daily'],
    // An albuterol inhaler is not systemic; alprazolam is not diazepam; famotidine is no cimetidine.
    ['Theophylline|100 mg|Twice daily', 'Albuterol inhaler|1 puff|Twice daily'],
    ['Alprazolam|0.5 mg|Once', 'Digoxin|0.125 mg|Twice daily'],
    ['Diazepam|5 mg|Once', 'Famotidine|10 mg|Twice daily'],
    // Imidocarb with a flea product that is no cholinesterase inhibitor.
    ['Imizol|2.6 mL|Once', 'Frontline Plus|1 pipette|Monthly'],
    // An albuterol inhaler with digoxin is not systemic.
    ['Albuterol inhaler|1 puff|Twice daily', 'Digoxin|0.125 mg|Twice daily'],
    // Phenobarbital is not bromide, and an ACE inhibitor is not a diuretic.
    ['Phenobarbital|30 mg|Twice daily', 'Hydrochlorothiazide|12.5 mg|Once daily'],
    ['Libromide|325 mg|Twice daily', 'Enalapril|5 mg|Once daily'],
  ])('%s with %s stays silent', (a, b, species = 'dog') => {
    expect(drugDrugRisks([a, b], species)).toEqual([]);
    expect(drugDrugRisks([b, a], species)).toEqual([]);
  });

  it('does not add a second finding where an MAOI row already reports the opioid', () => {
    expect(drugDrugRisks(['Anipryl|10 mg|Once daily', 'Tramadol|50 mg|Twice daily'])).toEqual([
      'High',
    ]);
    expect(
      drugDrugRisks(['Anipryl|10 mg|Once daily', 'Fentanyl patch|25 mcg|Every 3 days']),
    ).toEqual(['Medium']);
    expect(drugDrugRisks(['Clomicalm|20 mg|Twice daily', 'Wellbutrin|150 mg|Once daily'])).toEqual([
      'High',
    ]);
  });
});
