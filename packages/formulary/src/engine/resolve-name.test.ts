import { describe, expect, it } from 'vitest';
import { resolveMedication } from './resolve-medication';
import { resolveName } from './resolve-name';
import { boundedDistance, fuzzyMatch } from './fuzzy';

const ids = (name: string): string[] => resolveName(name).drugs.map((d) => d.id);

describe('resolveName: generic, brand, salt, form and combination names', () => {
  it.each([
    ['Carprofen', ['carprofen']],
    ['  RIMADYL  ', ['carprofen']],
    ['Rimadyl®', ['carprofen']],
    ['Metacam', ['meloxicam']],
    ['meloxicam oral suspension 1.5 mg/mL', ['meloxicam']],
    ['Deramaxx', ['deracoxib']],
    ['Previcox', ['firocoxib']],
    ['Galliprant', ['grapiprant']],
    ['Onsior', ['robenacoxib']],
    ['Cerenia', ['maropitant']],
    ['Isemid', ['torsemide']],
    ['HyperCard', ['diltiazem']],
    ['Hypercard 10 mg', ['diltiazem']],
    ['ZydaClin', ['clindamycin']],
    // A '+' closing a brand is its 'Plus' line; between two names it still joins two medicines.
    ['Credelio+', ['lotilaner', 'milbemycin']],
    ['Heartgard+ 1 chew', ['ivermectin', 'pyrantel']],
    ['carprofen+gabapentin', ['carprofen', 'gabapentin']],
    ['Rimadyl+', ['carprofen']],
    ['Equicide', ['pyrantel']],
    // Effipro Duo adds pyriproxyfen to Effipro's fipronil: its own product, not the plain line.
    ['Effipro Duo', ['fipronil', 'pyriproxyfen']],
    ['Effipro', ['fipronil']],
    ['Furosoral', ['furosemide']],
    ['Ulcershield', ['omeprazole']],
    ['Fiprotec', ['fipronil']],
    ['Fypryst', ['fipronil']],
    ['Fipratix', ['fipronil', 'permethrin']],
    ['Apoquel', ['oclacitinib']],
    ['Atopica', ['cyclosporine']],
    ['Cyclosporine (modified)', ['cyclosporine']],
    ['Nizoral', ['ketoconazole']],
    ['Norvasc', ['amlodipine']],
    ['Vetmedin', ['pimobendan']],
    ['NexGard', ['afoxolaner']],
    ['Bravecto', ['fluralaner']],
    ['Credelio', ['lotilaner']],
    ['Tylenol', ['acetaminophen']],
    ['paracetamol', ['acetaminophen']],
    ['Advil', ['ibuprofen']],
    ['Aleve', ['naproxen']],
    ['Naproxen sodium', ['naproxen']],
    ['Pepto-Bismol', ['bismuth subsalicylate']],
    ['Imodium', ['loperamide']],
    ['Benadryl', ['diphenhydramine']],
    ['Neurontin', ['gabapentin']],
    ['Prozac', ['fluoxetine']],
    ['Clomicalm', ['clomipramine']],
    ['Reconcile', ['fluoxetine']],
    ['Anipryl', ['selegiline']],
    ['Soloxine', ['levothyroxine']],
    ['Felimazole', ['methimazole']],
    ['Vetoryl', ['trilostane']],
    ['Lasix', ['furosemide']],
    ['Fortekor', ['benazepril']],
    ['Enacard', ['enalapril']],
    ['Baytril', ['enrofloxacin']],
    ['Veraflox', ['pradofloxacin']],
    ['Zeniquin', ['marbofloxacin']],
    ['Convenia', ['cefovecin']],
    ['Simplicef', ['cefpodoxime']],
    ['Flagyl', ['metronidazole']],
    ['Sileo', ['dexmedetomidine']],
    ['Desyrel', ['trazodone']],
    ['prednisolone acetate', ['prednisolone']],
    ['doxycycline hyclate', ['doxycycline']],
    ['Fluticasone (inhaled)', ['fluticasone']],
    ['Theophylline (extended release)', ['theophylline']],
    ['Clindamycin (oral)', ['clindamycin']],
    ['Tri-Heart', ['ivermectin', 'pyrantel']],
    ['Selarid', ['selamectin']],
    ['Cydectin', ['moxidectin']],
    ['Alka-Seltzer', ['aspirin', 'sodium bicarbonate']],
    ['Vicks VapoRub', ['camphor', 'essential oils', 'menthol']],
    ['Cortizone-10', ['hydrocortisone']],
    ['Moxidectin (oral, extra-label)', ['moxidectin']],
    ['Milbemycin oxime', ['milbemycin']],
    ['Amoxicillin-clavulanate', ['amoxicillin', 'clavulanate']],
    ['Clavamox', ['amoxicillin', 'clavulanate']],
    ['Trimethoprim-sulfamethoxazole', ['trimethoprim', 'sulfamethoxazole']],
    ['TMP/sulfa', ['trimethoprim', 'sulfamethoxazole']],
    ['ivermectin/pyrantel', ['ivermectin', 'pyrantel']],
    ['Heartgard Plus', ['ivermectin', 'pyrantel']],
    ['Sarolaner/moxidectin/pyrantel (Simparica Trio)', ['sarolaner', 'moxidectin', 'pyrantel']],
    ['Simparica Trio', ['sarolaner', 'moxidectin', 'pyrantel']],
    ['Advantage Multi', ['imidacloprid', 'moxidectin']],
    ['K9 Advantix II', ['imidacloprid', 'permethrin', 'pyriproxyfen']],
    ['Seresto', ['imidacloprid', 'flumethrin']],
    ['Frontline Plus', ['fipronil', 'methoprene']],
    ['Claritin-D', ['loratadine', 'pseudoephedrine']],
    ['Tylenol w/ codeine', ['acetaminophen', 'codeine']],
    ['Amitraz collar (Preventic 9%)', ['amitraz']],
    ['Nex Gard', ['afoxolaner']],
    ['Raisins', ['raisins']],
    ['Daylily (Hemerocallis) flower', ['lily']],
    ['chocolate', ['chocolate']],
    ['xylitol gum', ['xylitol']],
    ['sugar-free gum', ['xylitol']],
    ['onion', ['onion']],
    ['garlic', ['garlic']],
    ['avocado', ['avocado']],
    ['Easter lily', ['lily']],
    ['peace lily', ['peace lily']],
    ['macadamia', ['macadamia nuts']],
    ['ethylene glycol / antifreeze', ['ethylene glycol']],
    ['rat poison', ['rodenticide']],
    ['coffee', ['caffeine']],
    ['alcohol', ['ethanol']],
  ])('%s → %j', (name, expected) => {
    expect(ids(name)).toEqual(expected);
  });

  it.each([
    ['Rimadil', ['carprofen']],
    ['Apoquell', ['oclacitinib']],
    ['trazadone', ['trazodone']],
    ['Gabapentine', ['gabapentin']],
    ['phenobarbitol', ['phenobarbital']],
    ['Prednisolon', ['prednisolone']],
    ['Cerinia', ['maropitant']],
    ['metronidazol', ['metronidazole']],
    ['Bravekto', ['fluralaner']],
    ['Serenia', ['maropitant']],
    // 'ph' for 'f' beats a look-alike brand one letter away (Cartrophen)
    ['Carprophen', ['carprofen']],
    ['Ibuprophen', ['ibuprofen']],
    ['Fenobarbital', ['phenobarbital']],
    ['Cartrophen', ['pentosan polysulfate']],
    ['Asprin', ['aspirin']],
    // A corrected word still reaches the longer product name
    ['Nexguard Plus', ['afoxolaner', 'moxidectin', 'pyrantel']],
    ['Simparico Trio', ['sarolaner', 'moxidectin', 'pyrantel']],
    ['Interseptor Plus', ['milbemycin', 'praziquantel']],
    ['Heart guard', ['ivermectin']],
    ['Cyto point', ['lokivetmab']],
  ])('corrects the misspelling %s', (name, expected) => {
    const r = resolveName(name);
    expect(r.drugs.map((d) => d.id)).toEqual(expected);
  });

  it.each(['Zyxorbin', 'Foobarzine', 'Tablet', 'Blue pill', 'Ace', 'Pred XYZ123'])(
    'does not guess a drug for %s (reported as not recognised)',
    (name) => {
      const r = resolveName(name);
      if (r.drugs.length === 0) expect(r.unknownParts.length).toBeGreaterThan(0);
      else expect(r.drugs.map((d) => d.id)).toEqual(['prednisolone']);
    },
  );

  it('reports the unknown part of a partly known name', () => {
    const r = resolveName('Carprofen and Zylkenezz');
    expect(r.drugs.map((d) => d.id)).toEqual(['carprofen']);
    expect(r.unknownParts).toEqual(['zylkenezz']);
  });

  it('reports an unknown ingredient typed after a slash', () => {
    const r = resolveName('Carprofen / Qwertyzol');
    expect(r.unknownParts).toEqual(['Qwertyzol']);
  });

  it.each([
    ['Meloxicam injection', 'injectable'],
    ['Fluticasone (inhaled)', 'inhaled'],
    ['Neopolydex eye drops', 'ophthalmic'],
    ['Otomax', null],
    ['Amitraz collar', 'collar'],
    ['Clindamycin (oral)', 'oral'],
  ])('reads the route named in %s', (name, route) => {
    expect(resolveName(name).namedRoute).toBe(route);
  });

  it.each([
    ['Heartgard Plus', true],
    ['Ivermectin/pyrantel (heartworm preventive)', true],
    ['ivermectin/pyrantel', true],
    ['Interceptor', true],
    ['Ivermectin', false],
    ['Moxidectin (oral, extra-label)', false],
  ])('knows whether %s is a heartworm-preventive product', (name, expected) => {
    expect(resolveName(name).heartwormPreventive).toBe(expected);
  });
});

describe('fuzzy guards', () => {
  it.each([
    ['carprofen', 'carprofin', 1],
    ['trazodone', 'trazadone', 1],
    ['abc', 'acb', 1],
    ['gabapentin', 'pregabalin', 3],
  ])('distance(%s, %s) = %i (bounded at 2)', (a, b, d) => {
    expect(boundedDistance(a, b, 2)).toBe(Math.min(d, 3));
  });

  it.each([
    ['xanax', 'alprazolam'],
    ['lasix', 'furosemide'],
  ])('matches an exactly spelled name %s to itself', (word, id) => {
    const hit = fuzzyMatch(word);
    expect(hit?.type === 'drug' ? hit.drug.id : null).toBe(id);
  });

  it.each(['sid', 'coll', 'pill', 'collar', 'flower', 'petals', 'liquid'])(
    'never corrects the short or ordinary word %s into a drug',
    (word) => {
      expect(fuzzyMatch(word)).toBeNull();
    },
  );

  it('does not correct a word that is two edits from a short name', () => {
    expect(fuzzyMatch('lasik')).not.toBeNull();
    expect(fuzzyMatch('laxxxx')).toBeNull();
  });
});

describe('resolveMedication (for the AI analysis)', () => {
  it('gives generics, classes and purposes for a brand', () => {
    const info = resolveMedication('Rimadyl');
    expect(info).toMatchObject({
      recognised: true,
      display: 'Rimadyl (carprofen)',
      generic: 'carprofen',
      kind: 'drug',
    });
    expect(info.classes).toContain('nsaid');
    expect(info.purposes).toContain('pain/inflammation');
  });

  it('splits a combination product', () => {
    const info = resolveMedication('Simparica Trio');
    expect(info.generics).toEqual(['sarolaner', 'moxidectin', 'pyrantel']);
    expect(info.purposes).toEqual(expect.arrayContaining(['flea/tick', 'heartworm prevention']));
    expect(info.heartwormPreventive).toBe(true);
  });

  it('marks foods as not medicines', () => {
    expect(resolveMedication('grapes')).toMatchObject({ recognised: true, kind: 'food' });
  });

  it('reports an unknown name', () => {
    expect(resolveMedication('Qwertyzol')).toMatchObject({
      recognised: false,
      generic: '',
      unrecognizedParts: ['Qwertyzol'],
    });
  });
});
