import { CATTLE_AND_SHEEP_WORDS, CATTLE_WORDS, GOAT_WORDS, SHEEP_WORDS } from './livestock-words';
import { speciesExcept } from './species-groups';
import type { DoseFacts, SpeciesRule } from './types';

// Farm animals kept as pets ('Other' with the animal in the breed text, livestock-words.ts) and
// the farm-store medicines whose labels name the species they kill. Rows read from the labels
// cited beside them; the horse's own tilmicosin row is in species-rules-more.ts.

/** Xylazine in cattle: the upper dose by the route given (Plumb's, after Thurmon and Benson). */
const XYLAZINE_CATTLE_MAX = { intravenous: 0.15, otherwise: 0.33 };
const xylazineCattleRatio = (dose: DoseFacts): number =>
  dose.perDoseMgKg === null
    ? 0
    : dose.perDoseMgKg /
      (dose.intravenous ? XYLAZINE_CATTLE_MAX.intravenous : XYLAZINE_CATTLE_MAX.otherwise);

const XYLAZINE_CATTLE_TEXT =
  'Cattle are far more sensitive to xylazine than horses or dogs: their dose is about a tenth of the horse dose (0.05–0.15 mg/kg into a vein, 0.1–0.33 mg/kg into a muscle). More causes deep, long sedation, a slow heart, bloat and a risk of inhaling rumen contents.';

export const LIVESTOCK_SPECIES_RULES: readonly SpeciesRule[] = [
  {
    id: 'tilmicosin-injection-not-cattle-or-sheep',
    match: { drugs: ['tilmicosin'] },
    // Every species but the horse (its own Critical row) and an 'Other' pet named as cattle or
    // sheep; the oral premix is labelled for pigs and rabbits, so only injections.
    species: speciesExcept('horse'),
    exceptBreedWords: CATTLE_AND_SHEEP_WORDS,
    routes: ['injectable'],
    risk: 'High',
    outcome: 'toxic',
    description:
      'Tilmicosin injection (Micotil) is for cattle and sheep only: its labels say not to give it to any other animal, naming pigs, goats, horses and primates, in which an injection can be fatal (the drug poisons the heart).',
    recommendation:
      'Do not inject tilmicosin into this animal. If it was given, call your vet now.',
    source: 'spc-tilmicosin-uk',
  },
  {
    id: 'tilmicosin-intravenous-cattle-sheep',
    match: { drugs: ['tilmicosin'] },
    species: ['other'],
    breedWords: CATTLE_AND_SHEEP_WORDS,
    when: (dose) => dose.intravenous,
    risk: 'Critical',
    outcome: 'toxic',
    description:
      'Tilmicosin must only be injected under the skin: its label says an injection into a vein will be fatal to cattle or sheep.',
    recommendation: 'Never give tilmicosin into a vein. If it was given, call your vet now.',
    source: 'dailymed-micotil',
  },
  {
    id: 'tilmicosin-lamb-under-15kg',
    match: { drugs: ['tilmicosin'] },
    species: ['other'],
    breedWords: SHEEP_WORDS,
    belowKg: 15,
    routes: ['injectable'],
    risk: 'High',
    outcome: 'toxic',
    description:
      'Tilmicosin injection is not for lambs under 15 kg: the labels warn of overdose toxicity in small lambs.',
    recommendation:
      'Do not give tilmicosin to a lamb under 15 kg; ask your vet for another antibiotic.',
    source: 'spc-tilmicosin-uk',
  },
  {
    // Clindamycin SPCs (Zodon, Clinacin): not for ruminants, whose gut flora it upsets severely;
    // lincomycin is the same class and the same warning.
    id: 'lincosamide-ruminant',
    match: { classes: ['lincosamide'] },
    species: ['other'],
    breedWords: [...CATTLE_AND_SHEEP_WORDS, ...GOAT_WORDS],
    exceptRoutes: ['ophthalmic', 'otic', 'topical'],
    risk: 'High',
    outcome: 'toxic',
    description:
      'Lincosamides (lincomycin, clindamycin) must not be given to cattle, sheep or goats: their labels warn of severe digestive upset, as the drug kills the gut bacteria ruminants depend on.',
    recommendation: 'Do not give it; ask your vet for an antibiotic labelled for this animal.',
    source: 'spc-clindamycin-zodon',
  },
  {
    id: 'xylazine-cattle-overdose',
    match: { drugs: ['xylazine'] },
    species: ['other'],
    breedWords: CATTLE_WORDS,
    when: (dose) => xylazineCattleRatio(dose) >= 2,
    risk: 'High',
    outcome: 'toxic',
    description: `${XYLAZINE_CATTLE_TEXT} This dose is at least twice the cattle maximum.`,
    recommendation:
      'Do not give this amount to a cow. If it was given, keep her upright on her chest and call your vet now.',
    source: 'vdh-xylazine-cattle',
  },
  {
    id: 'xylazine-cattle-over-range',
    match: { drugs: ['xylazine'] },
    species: ['other'],
    breedWords: CATTLE_WORDS,
    when: (dose) => xylazineCattleRatio(dose) > 1.3 && xylazineCattleRatio(dose) < 2,
    risk: 'Medium',
    outcome: 'caution',
    description: `${XYLAZINE_CATTLE_TEXT} This dose is above the cattle range.`,
    recommendation: 'Check the dose with your vet before giving it to a cow.',
    source: 'vdh-xylazine-cattle',
  },
];
