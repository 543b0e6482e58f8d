import type { ProductRecord } from './product-record';

// Human eye drops, nose sprays and ear drops pets chew or are given. Amounts per mL from the
// Drug Facts or prescribing panels (percent strength × 10 = mg per mL). The imidazoline
// decongestants (naphazoline, oxymetazoline, tetrahydrozoline, xylometazoline) are on every
// species' toxic list when swallowed; Ciprodex is the ear drop, not the antidepressant Cipralex.

// prettier-ignore
export const HUMAN_TOPICAL: readonly ProductRecord[] = [
  // Redness-relief eye drops and decongestant nose sprays (imidazolines)
  { id: 'visine-original', name: 'Visine Original Redness Relief', aliases: ['Visine Original', 'Visine Redness Relief', 'Visine eye drops'], markets: ['US', 'CA'], audience: 'human-otc', unit: 'mL', route: 'ophthalmic', actives: [{ drug: 'tetrahydrozoline', mg: 0.5 }], source: 'openfda-otc-label' },
  { id: 'clear-eyes-redness-relief', name: 'Clear Eyes Redness Relief', aliases: ['Clear Eyes', 'Clear Eyes eye drops', 'Clear Eyes Maximum Redness Relief'], markets: ['US'], audience: 'human-otc', unit: 'mL', route: 'ophthalmic', actives: [{ drug: 'naphazoline', mg: 0.12 }], source: 'openfda-otc-label' },
  { id: 'naphcon-forte', name: 'Naphazoline 0.1% Eye Drops', aliases: ['Naphcon Forte', 'AK-Con', 'Vasocon', 'Naphazoline eye drops'], markets: ['US'], audience: 'human-rx', unit: 'mL', route: 'ophthalmic', actives: [{ drug: 'naphazoline', mg: 1 }], source: 'openfda-rx-label' },
  { id: 'afrin-original', name: 'Afrin Original Nasal Spray', aliases: ['Afrin Original', 'Afrin nasal spray', 'Afrin 12 Hour'], markets: ['US'], audience: 'human-otc', unit: 'mL', route: 'topical', actives: [{ drug: 'oxymetazoline', mg: 0.5 }], source: 'openfda-otc-label' },
  { id: 'otrivin-adult', name: 'Otrivine Adult Nasal Spray', aliases: ['Otrivin', 'Otrivine', 'Otrivin Nasal Spray', 'Xylometazoline 0.1% nasal spray'], markets: ['UK', 'CA', 'AU'], audience: 'human-otc', unit: 'mL', route: 'topical', actives: [{ drug: 'xylometazoline', mg: 1 }], source: 'uk-smpc' },
  // Ear drops
  { id: 'ciprodex-otic', name: 'Ciprodex Otic Suspension', aliases: ['Ciprodex', 'Ciprodex ear drops', 'Ciprofloxacin dexamethasone ear drops'], markets: ['US', 'CA'], audience: 'human-rx', unit: 'mL', route: 'otic', actives: [{ drug: 'ciprofloxacin', mg: 3 }, { drug: 'dexamethasone', mg: 1 }], source: 'openfda-rx-label' },
];
