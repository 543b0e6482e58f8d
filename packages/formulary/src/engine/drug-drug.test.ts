import type { RiskLevel } from '@pawrx/contracts/enums';
import { describe, expect, it } from 'vitest';
import { check } from './test-support';

// Pairs of medications for a healthy, non-herding-breed 25 kg dog with no allergies, so only
// drug–drug and duplicate findings can appear. null means no finding at all.

function pairRisk(a: string, b: string): RiskLevel | null {
  const r = check({ species: 'dog', breed: 'Labrador Retriever', kg: 25 }, [a, b]);
  const pair = r.drugInteractions.filter((i) => i.kind === 'drug-drug' || i.kind === 'duplicate');
  expect(pair.length).toBeLessThanOrEqual(1);
  return pair[0]?.riskLevel ?? null;
}

describe('drug–drug interactions', () => {
  it.each<[string, string, RiskLevel]>([
    ['Carprofen', 'Prednisone', 'High'],
    ['Meloxicam', 'Dexamethasone', 'High'],
    ['Firocoxib', 'Methylprednisolone', 'High'],
    ['Grapiprant', 'Prednisolone', 'High'],
    ['Aspirin', 'Triamcinolone', 'High'],
    ['Robenacoxib', 'Budesonide', 'High'],
    ['Deracoxib', 'Depo-Medrol', 'High'],
    ['Selegiline', 'Fluoxetine', 'High'],
    ['Selegiline', 'Amitriptyline', 'High'],
    ['Selegiline', 'Tramadol', 'High'],
    ['Selegiline', 'Trazodone', 'High'],
    ['Amitraz collar', 'Clomipramine', 'High'],
    ['Selegiline', 'Phenylpropanolamine', 'High'],
    ['Selegiline', 'Ondansetron', 'Medium'],
    ['Fluoxetine', 'Tramadol', 'High'],
    ['Sertraline', 'Clomipramine', 'High'],
    ['Fluoxetine', 'Trazodone', 'Medium'],
    ['Clomipramine', 'Tramadol', 'High'],
    ['Tramadol', 'Mirtazapine', 'High'],
    ['Fluoxetine', 'Ondansetron', 'Low'],
    ['Enrofloxacin', 'Theophylline', 'Medium'],
    ['Ciprofloxacin', 'Aminophylline', 'Medium'],
    ['Marbofloxacin', 'Theophylline', 'Low'],
    ['Doxycycline', 'Sucralfate', 'Low'],
    ['Enrofloxacin', 'Maalox', 'Low'],
    ['Doxycycline', 'Calcium carbonate', 'Low'],
    ['Ketoconazole', 'Cyclosporine', 'Medium'],
    ['Erythromycin', 'Cyclosporine', 'Medium'],
    ['Phenobarbital', 'Cyclosporine', 'Medium'],
    ['Phenobarbital', 'Metronidazole', 'Low'],
    ['Chloramphenicol', 'Phenobarbital', 'Medium'],
    ['Enalapril', 'Carprofen', 'Medium'],
    ['Telmisartan', 'Meloxicam', 'Medium'],
    ['Furosemide', 'Carprofen', 'Low'],
    ['Enalapril', 'Spironolactone', 'Low'],
    ['Enalapril', 'Potassium chloride', 'Low'],
    ['Spironolactone', 'Potassium gluconate', 'Medium'],
    ['Prilactone', 'Carprofen', 'Low'],
    ['Reconcile', 'Acepromazine', 'High'],
    ['Enalapril', 'Telmisartan', 'Medium'],
    ['Digoxin', 'Furosemide', 'Medium'],
    ['Digoxin', 'Amiodarone', 'Medium'],
    ['Digoxin', 'Diltiazem', 'Low'],
    ['Gentamicin', 'Furosemide', 'High'],
    ['Amikacin', 'Torsemide', 'High'],
    ['Gentamicin', 'Meloxicam', 'Medium'],
    ['Atenolol', 'Diltiazem', 'Medium'],
    ['Propranolol', 'Terbutaline', 'Medium'],
    ['Pimobendan', 'Atenolol', 'Low'],
    ['Maropitant', 'Amlodipine', 'Low'],
    ['Maropitant', 'Diltiazem', 'Low'],
    ['Cerenia', 'Vetmedin', 'Low'],
    ['Sildenafil', 'Isosorbide', 'High'],
    ['Warfarin', 'Aspirin', 'High'],
    ['Warfarin', 'Metronidazole', 'Medium'],
    ['Clopidogrel', 'Meloxicam', 'Medium'],
    ['Rivaroxaban', 'Clopidogrel', 'Medium'],
    ['Levothyroxine', 'Methimazole', 'Medium'],
    ['Levothyroxine', 'Sucralfate', 'Low'],
    ['Insulin', 'Bexagliflozin', 'High'],
    ['Trilostane', 'Spironolactone', 'Medium'],
    ['Trilostane', 'Benazepril', 'Low'],
    ['Acepromazine', 'Chlorpyrifos', 'High'],
    ['Ondansetron', 'Apomorphine', 'High'],
    ['Ketoconazole', 'Famotidine', 'Low'],
    ['Lysodren', 'Spironolactone', 'Medium'],
    ['Allopurinol', 'Azathioprine', 'High'],
    ['Alka-Seltzer', 'Rimadyl', 'High'],
    ['Alprazolam', 'Butorphanol', 'Low'],
    ['Diazepam', 'Hydrocodone', 'Low'],
  ])('%s + %s → %s', (a, b, risk) => {
    expect(pairRisk(`${a}||`, `${b}||`)).toBe(risk);
  });

  it.each<[string, string]>([
    ['Alprazolam', 'Imodium'],
    ['Carprofen', 'Gabapentin'],
    ['Meloxicam', 'Gabapentin'],
    ['Mitotane', 'Prednisone'],
    ['Galliprant', 'Omeprazole'],
    ['Carprofen', 'Buprenorphine'],
    ['Carprofen', 'Tramadol'],
    ['Meloxicam', 'Methadone'],
    ['Grapiprant', 'Amantadine'],
    ['Amoxicillin-clavulanate', 'Maropitant'],
    ['Metronidazole', 'Maropitant'],
    ['Oclacitinib', 'Cephalexin'],
    ['Oclacitinib', 'NexGard'],
    ['Oclacitinib', 'Simparica Trio'],
    ['Cephalexin', 'Diphenhydramine'],
    ['Meloxicam', 'Enrofloxacin'],
    ['Gabapentin', 'Maropitant'],
    ['Gabapentin', 'Trazodone'],
    ['Famotidine', 'Cephalexin'],
    ['Famotidine', 'Prednisone'],
    ['Famotidine', 'Carprofen'],
    ['Pimobendan', 'Furosemide'],
    ['Enalapril', 'Furosemide'],
    ['Pimobendan', 'Spironolactone'],
    ['Phenobarbital', 'Potassium bromide'],
    ['Phenobarbital', 'Levetiracetam'],
    ['Levetiracetam', 'Zonisamide'],
    ['Methimazole', 'Amlodipine'],
    ['Benazepril', 'Amlodipine'],
    ['Prednisone', 'Omeprazole'],
    ['Doxycycline', 'Prednisone'],
    ['Enrofloxacin', 'Metronidazole'],
    ['Maropitant', 'Ondansetron'],
    ['Cetirizine', 'Oclacitinib'],
    ['Lokivetmab', 'Oclacitinib'],
    ['Bedinvetmab', 'Carprofen'],
    ['Sarolaner', 'Ivermectin/pyrantel'],
    ['Spinosad', 'Heartgard Plus'],
    ['Fluticasone (inhaled)', 'Meloxicam'],
    ['Neopolydex eye drops', 'Carprofen'],
    ['Otomax', 'Furosemide'],
    ['Insulin', 'Famotidine'],
    ['Fish oil', 'Carprofen'],
  ])('%s + %s → no finding', (a, b) => {
    expect(pairRisk(`${a}||`, `${b}||`)).toBeNull();
  });

  it('checks ingredients typed together in one field, but not a known product’s own ingredients', () => {
    const typed = check({ species: 'dog', kg: 30 }, ['Carprofen + prednisone|75 mg|Twice daily']);
    expect(typed.drugInteractions).toMatchObject([
      { medication2: 'prednisone', riskLevel: 'High' },
    ]);
    expect(
      check({ species: 'dog', kg: 30 }, ['Temaril-P|1 tablet|Twice daily']).drugInteractions,
    ).toEqual([]);
    // A product typed with another medicine: the product's own pair is still left alone.
    const mixed = check({ species: 'dog', kg: 30 }, [
      'Heartgard Plus / Rimadyl / Prednisone|as directed|Once daily',
    ]);
    expect(mixed.drugInteractions).toMatchObject([
      { kind: 'drug-drug', medication2: 'prednisone', riskLevel: 'High' },
    ]);
  });

  it('reports a pair once even when several rules of one group match', () => {
    const r = check({ species: 'dog', kg: 25 }, ['Selegiline||', 'Fluoxetine||']);
    expect(r.drugInteractions).toHaveLength(1);
  });

  it('names the earlier medication first and shows brands with their generic', () => {
    const r = check({ species: 'dog', kg: 30 }, [
      'Rimadyl|75 mg|Twice daily',
      'Prednisone|20 mg|Once daily',
    ]);
    expect(r.drugInteractions[0]).toMatchObject({
      medication1: 'Rimadyl (carprofen)',
      medication2: 'Prednisone',
      kind: 'drug-drug',
      riskLevel: 'High',
    });
    expect(r.drugInteractions[0]!.source.publisher.length).toBeGreaterThan(0);
  });

  it('checks every pair, not only pairs with the new medication', () => {
    const r = check({ species: 'dog', kg: 30 }, ['Carprofen||', 'Prednisone||', 'Gabapentin||']);
    expect(r.drugInteractions.map((i) => [i.medication1, i.medication2])).toEqual([
      ['Carprofen', 'Prednisone'],
    ]);
  });

  it('flags spinosad with a mange dose of ivermectin but not with a heartworm preventive', () => {
    const high = check({ species: 'dog', kg: 30 }, [
      'Comfortis||Monthly',
      'Ivermectin|9 mg|Once daily',
    ]);
    const preventive = check({ species: 'dog', kg: 30 }, [
      'Comfortis||Monthly',
      'Heartgard|272 mcg|Monthly',
    ]);
    expect(high.drugInteractions.some((i) => i.riskLevel === 'High')).toBe(true);
    expect(preventive.drugInteractions).toEqual([]);
  });
});
