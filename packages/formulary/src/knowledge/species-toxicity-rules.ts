import { EVERY_SPECIES, speciesExcept } from './species-groups';
import type { DoseFacts, SpeciesRule } from './types';

// Medicines unsafe for a species. 'toxic' rows land in toxicMedications (the page's red list);
// 'caution' rows are findings in drugInteractions with kind 'species-toxicity'. Severity is by
// species. Foods, plants and household products are in toxin-rules.ts.

const ORAL = ['oral', 'transmucosal'] as const;
const hasDose = (d: DoseFacts): boolean => d.perDoseMgKg !== null || d.perDayMgKg !== null;

/** Acetaminophen where no safe dose is published (small exotics; chinchillas and degus). */
const ACETAMINOPHEN_NO_SAFE_DOSE = {
  risk: 'High',
  outcome: 'toxic',
  description:
    'Acetaminophen has no established safe dose for this species and causes liver and blood damage in small animals such as ferrets.',
  recommendation: 'Do not give acetaminophen; ask your vet for a pain reliever made for your pet.',
  source: 'otc-toxicology',
} as const;
const HUMAN_NSAID_TEXT =
  'Ibuprofen and naproxen have a very narrow safety margin in pets: ordinary human doses cause stomach ulcers and kidney injury (naproxen lasts for days in dogs).';
const HUMAN_NSAID_ADVICE =
  'Do not give human pain relievers. Ask your vet for a pet-approved pain medicine.';
const OTHER_HUMAN_NSAIDS = {
  risk: 'High',
  outcome: 'toxic',
  exceptRoutes: ['ophthalmic'],
  description:
    'This human NSAID (including pain gels and creams that pets lick off skin) causes stomach ulcers and kidney damage in pets; cats have died after licking traces of NSAID cream.',
  recommendation:
    'Do not give it, and keep treated skin and tubes away from pets; ask your vet for a pet-approved alternative.',
  source: 'fda-nsaid',
} as const;
/** Rats and mice, named in an 'Hamster, rat, mouse or gerbil' pet's breed text. */
const RAT_AND_MOUSE_WORDS = ['rat', 'rats', 'mouse', 'mice', 'dumbo', 'rex rat', 'hairless rat'];

export const SPECIES_DRUG_RULES: readonly SpeciesRule[] = [
  // Human over-the-counter pain relievers (Veterinary Toxicology, OTC drugs chapter; ASPCA APCC)
  {
    id: 'acetaminophen-cat',
    match: { drugs: ['acetaminophen'] },
    species: ['cat'],
    risk: 'Critical',
    outcome: 'toxic',
    description:
      'Cats cannot break down acetaminophen (paracetamol); even part of one tablet damages red blood cells and the liver and can be fatal.',
    recommendation:
      'Never give acetaminophen to a cat. If any was swallowed, call your vet or an animal poison line now.',
    source: 'otc-toxicology',
  },
  {
    id: 'acetaminophen-small-species',
    match: { drugs: ['acetaminophen'] },
    // Hamsters, rats, mice and gerbils have a published dose (dose-ranges-rodent-analgesia.ts).
    species: speciesExcept('dog', 'cat', 'rabbit', 'ferret', 'horse', 'small-rodent'),
    ...ACETAMINOPHEN_NO_SAFE_DOSE,
  },
  {
    id: 'acetaminophen-chinchilla-degu',
    match: { drugs: ['acetaminophen'] },
    species: ['small-rodent'],
    breedWords: ['chinchilla', 'chinchillas', 'degu', 'degus'],
    ...ACETAMINOPHEN_NO_SAFE_DOSE,
  },
  {
    id: 'acetaminophen-rabbit',
    match: { drugs: ['acetaminophen'] },
    species: ['rabbit'],
    risk: 'Medium',
    outcome: 'caution',
    description:
      'Acetaminophen is occasionally used in rabbits at a vet-set dose, but it is not a standard rabbit pain reliever and overdose damages the liver.',
    recommendation: 'Give it only at your rabbit-savvy vet’s dose; meloxicam is the usual choice.',
    source: 'carpenter-exotics',
  },
  {
    id: 'acetaminophen-dog-overdose',
    match: { drugs: ['acetaminophen'] },
    species: ['dog'],
    risk: 'Critical',
    outcome: 'toxic',
    when: (d) => (d.perDoseMgKg ?? 0) >= 75 || (d.perDayMgKg ?? 0) >= 100,
    description:
      'This amount of acetaminophen is in the range that damages a dog’s liver and red blood cells.',
    recommendation:
      'Do not give this dose. If it was already given, contact your vet or an animal poison line now.',
    source: 'otc-toxicology',
  },
  {
    id: 'acetaminophen-dog-no-dose',
    match: { drugs: ['acetaminophen'] },
    species: ['dog'],
    risk: 'Medium',
    outcome: 'caution',
    when: (d) => !hasDose(d),
    description:
      'Acetaminophen is safe for dogs only within a narrow, vet-set dose; too much damages the liver.',
    recommendation: 'Give acetaminophen only at the dose your vet sets for your dog’s weight.',
    source: 'otc-toxicology',
  },
  {
    id: 'acetaminophen-small-rodent-no-dose',
    match: { drugs: ['acetaminophen'] },
    species: ['small-rodent'],
    exceptBreedWords: ['chinchilla', 'chinchillas', 'degu', 'degus'],
    risk: 'Medium',
    outcome: 'caution',
    when: (d) => !hasDose(d),
    description:
      'Rats, mice, hamsters and gerbils are given acetaminophen for pain only at a measured dose (100–300 mg/kg, often mixed into the drinking water); the human tablets hold far more than a rodent needs.',
    recommendation: 'Give it only at the dose your vet works out for your pet’s weight.',
    source: 'uky-dlar-analgesics',
  },
  {
    id: 'acetaminophen-dog-dosed',
    match: { drugs: ['acetaminophen'] },
    species: ['dog'],
    risk: 'Low',
    outcome: 'caution',
    when: (d) => hasDose(d) && (d.perDoseMgKg ?? 0) < 75 && (d.perDayMgKg ?? 0) < 100,
    description:
      'Acetaminophen is a human medicine with a narrow margin in dogs; vets use it only at a set mg/kg dose and never with other liver-taxing drugs.',
    recommendation: 'Give it only if your vet set this dose for your dog’s current weight.',
    source: 'otc-toxicology',
  },
  {
    id: 'ibuprofen-naproxen-cat',
    match: { drugs: ['ibuprofen', 'naproxen'] },
    species: ['cat'],
    risk: 'Critical',
    outcome: 'toxic',
    description:
      'Human NSAIDs such as ibuprofen and naproxen cause stomach ulcers and kidney failure in cats at very small doses.',
    recommendation: 'Never give this to a cat. If any was swallowed, call your vet now.',
    source: 'otc-toxicology',
  },
  // Naproxen is approved for horses (Equiproxen, 21 CFR 520.1468: 10 mg/kg twice a day), so in
  // horses its dose row judges it; ibuprofen has no equine label and stays on the list.
  {
    id: 'ibuprofen-naproxen',
    match: { drugs: ['ibuprofen', 'naproxen'] },
    species: speciesExcept('cat', 'small-rodent', 'horse'),
    risk: 'High',
    outcome: 'toxic',
    description: HUMAN_NSAID_TEXT,
    recommendation: HUMAN_NSAID_ADVICE,
    source: 'otc-toxicology',
  },
  {
    id: 'ibuprofen-horse',
    match: { drugs: ['ibuprofen'] },
    species: ['horse'],
    risk: 'High',
    outcome: 'toxic',
    description: HUMAN_NSAID_TEXT,
    recommendation: HUMAN_NSAID_ADVICE,
    source: 'otc-toxicology',
  },
  // Rats and mice are given ibuprofen for pain at 7.5–30 mg/kg (laboratory analgesia tables;
  // dose-ranges-rodent-analgesia.ts); other small rodents have no published dose.
  {
    id: 'naproxen-small-rodent',
    match: { drugs: ['naproxen'] },
    species: ['small-rodent'],
    risk: 'High',
    outcome: 'toxic',
    description: HUMAN_NSAID_TEXT,
    recommendation: HUMAN_NSAID_ADVICE,
    source: 'otc-toxicology',
  },
  {
    id: 'ibuprofen-small-rodent-not-rat-or-mouse',
    match: { drugs: ['ibuprofen'] },
    species: ['small-rodent'],
    exceptBreedWords: RAT_AND_MOUSE_WORDS,
    risk: 'High',
    outcome: 'toxic',
    description: HUMAN_NSAID_TEXT,
    recommendation: HUMAN_NSAID_ADVICE,
    source: 'otc-toxicology',
  },
  {
    id: 'other-human-nsaids',
    match: { classes: ['human-nsaid'], except: ['ibuprofen', 'naproxen'] },
    species: speciesExcept('horse'),
    ...OTHER_HUMAN_NSAIDS,
  },
  // Diclofenac 1% cream is labelled for horses' joints (Surpass, label-surpass): on a horse's
  // skin it is judged by its dose row; by mouth or injection, and the other human NSAIDs, stay listed.
  {
    id: 'other-human-nsaids-horse',
    match: { classes: ['human-nsaid'], except: ['ibuprofen', 'naproxen', 'diclofenac'] },
    species: ['horse'],
    ...OTHER_HUMAN_NSAIDS,
  },
  {
    id: 'diclofenac-horse-not-on-skin',
    match: { drugs: ['diclofenac'] },
    species: ['horse'],
    ...OTHER_HUMAN_NSAIDS,
    exceptRoutes: ['ophthalmic', 'topical'],
  },
  {
    id: 'aspirin-cat',
    match: { drugs: ['aspirin'] },
    species: ['cat'],
    risk: 'High',
    outcome: 'toxic',
    when: (d) =>
      !(
        d.perDoseMgKg !== null &&
        d.perDoseMgKg <= 25 &&
        d.timesPerDay !== null &&
        d.timesPerDay <= 0.5
      ),
    description:
      'Cats clear salicylate (aspirin) very slowly; a dog- or human-sized schedule builds up to poisonous levels (stomach bleeding, fever, acid-base upset).',
    recommendation:
      'Do not give aspirin to a cat unless your vet prescribed a specific low dose given every few days.',
    source: 'otc-toxicology',
  },
  {
    id: 'aspirin-cat-low-dose',
    match: { drugs: ['aspirin'] },
    species: ['cat'],
    risk: 'Medium',
    outcome: 'caution',
    when: (d) =>
      d.perDoseMgKg !== null &&
      d.perDoseMgKg <= 25 &&
      d.timesPerDay !== null &&
      d.timesPerDay <= 0.5,
    description:
      'Low-dose aspirin every few days is sometimes prescribed for cats, but they clear it very slowly.',
    recommendation: 'Use only the exact dose and schedule your vet set; never more often.',
    source: 'otc-toxicology',
  },
  {
    id: 'salicylates-cat',
    // Every salicylate but aspirin, which has its own dose rules for cats above.
    match: { classes: ['salicylate'], except: ['aspirin'] },
    species: ['cat'],
    risk: 'High',
    outcome: 'toxic',
    description:
      'This product releases salicylate (the active part of aspirin), which cats eliminate very slowly; repeated doses poison them.',
    recommendation: 'Do not give it to a cat; ask your vet for a cat-safe stomach remedy.',
    source: 'otc-toxicology',
  },
  {
    id: 'dog-nsaids-cat',
    match: {
      drugs: [
        'carprofen',
        'deracoxib',
        'firocoxib',
        'grapiprant',
        'etodolac',
        'tepoxalin',
        'mavacoxib',
        'cimicoxib',
        'phenylbutazone',
        'flunixin',
      ],
    },
    species: ['cat'],
    risk: 'High',
    outcome: 'caution',
    when: (d) => !(d.single && d.route === 'injectable'),
    description:
      'This NSAID is approved for dogs (or horses), not for repeated use in cats, which clear NSAIDs slowly and are prone to kidney injury.',
    recommendation:
      'Do not give a dog NSAID to a cat; ask your vet about a cat-approved option such as robenacoxib or meloxicam.',
    source: 'isfm-nsaid-cats',
  },
  // Decongestants and stimulants (ASPCA APCC human medications)
  {
    id: 'decongestants',
    match: { drugs: ['pseudoephedrine', 'amphetamine', 'methylphenidate', 'modafinil'] },
    species: EVERY_SPECIES,
    risk: 'High',
    outcome: 'toxic',
    description:
      'This stimulant raises heart rate, blood pressure and body temperature in pets and can cause tremors, seizures and death at small doses.',
    recommendation: 'Do not give it. If swallowed, call your vet or an animal poison line now.',
    source: 'aspca-human-meds',
  },
  {
    id: 'imidazoline-decongestants',
    match: { drugs: ['oxymetazoline', 'tetrahydrozoline', 'naphazoline', 'xylometazoline'] },
    species: EVERY_SPECIES,
    risk: 'High',
    outcome: 'toxic',
    description:
      'Imidazoline decongestants (nasal sprays and redness-relief eye drops) cause vomiting, a very slow or fast heart rate and collapse if a pet swallows even a small amount.',
    recommendation:
      'Do not give it; if a pet chewed a bottle, call your vet or an animal poison line now.',
    source: 'aspca-human-meds',
  },
  {
    id: 'phenylephrine',
    match: { drugs: ['phenylephrine'] },
    species: EVERY_SPECIES,
    risk: 'Medium',
    outcome: 'caution',
    exceptRoutes: ['ophthalmic'],
    description:
      'Human decongestants stimulate the heart and raise blood pressure in pets; they have no pet use outside a clinic.',
    recommendation: 'Do not use a human cold or allergy remedy without asking your vet.',
    source: 'aspca-human-meds',
  },
  {
    id: 'loperamide-cat',
    match: { drugs: ['loperamide', 'diphenoxylate'] },
    species: ['cat'],
    risk: 'Medium',
    outcome: 'caution',
    description: 'Cats can become excited or agitated on opioid anti-diarrhoea medicines.',
    recommendation: 'Use only if your vet prescribed it and at their dose.',
    source: 'plumbs',
  },
  // Flea and tick products (ASPCA APCC; product labels)
  {
    id: 'permethrin-cat',
    match: { drugs: ['permethrin'] },
    species: ['cat'],
    risk: 'Critical',
    outcome: 'toxic',
    description:
      'Permethrin, found in many dog flea and tick products, causes tremors, seizures and death in cats, even from contact with a treated dog.',
    recommendation:
      'Never use a permethrin product on a cat and keep cats away from freshly treated dogs. Wash off any exposure with mild dish soap and call your vet now.',
    source: 'aspca-insecticides',
  },
  {
    id: 'pyrethroids-cat',
    match: {
      drugs: [
        'deltamethrin',
        'cyphenothrin',
        'phenothrin',
        'cypermethrin',
        'bifenthrin',
        'tetramethrin',
        'lambda-cyhalothrin',
      ],
    },
    species: ['cat'],
    risk: 'High',
    outcome: 'toxic',
    description:
      'Concentrated pyrethroid insecticides made for dogs or gardens poison cats (tremors, seizures).',
    recommendation: 'Use only flea products labelled for cats; call your vet if one was applied.',
    source: 'aspca-insecticides',
  },
  {
    id: 'amitraz-cat',
    match: { drugs: ['amitraz'] },
    species: speciesExcept('dog', 'horse'),
    risk: 'High',
    outcome: 'toxic',
    description:
      'Amitraz (tick collars, mange dips) is for dogs only; in cats and small pets it causes deep sedation, slow heart rate and high blood sugar.',
    recommendation: 'Remove the product and call your vet.',
    source: 'label-preventic',
  },
  {
    id: 'fipronil-rabbit',
    match: { drugs: ['fipronil'] },
    species: ['rabbit'],
    risk: 'Critical',
    outcome: 'toxic',
    description:
      'Fipronil (Frontline) has caused seizures and deaths in rabbits; the label says not to use it on rabbits.',
    recommendation:
      'Do not use fipronil on a rabbit. Ask your vet for a rabbit-safe flea treatment (e.g. imidacloprid or selamectin).',
    source: 'label-frontline',
  },
  {
    id: 'organophosphates',
    match: { classes: ['organophosphate'], except: ['tetrachlorvinphos'] },
    species: speciesExcept('dog'),
    risk: 'High',
    outcome: 'toxic',
    description:
      'Organophosphate and carbamate insecticides cause drooling, tremors and breathing failure; cats, birds and small pets are especially sensitive.',
    recommendation: 'Do not use it on this pet; ask your vet for a species-appropriate product.',
    source: 'merck-toxicology',
  },
  {
    id: 'livestock-formulations',
    match: {
      products: ['ivermectin (livestock)', 'moxidectin (cattle)'],
    },
    species: speciesExcept('horse'),
    risk: 'High',
    outcome: 'caution',
    // A measured amount is judged by the dose ranges and the MDR1 rules; this is the unmeasured one.
    when: (d) => !hasDose(d),
    description:
      'Horse and livestock wormers are many times more concentrated than pet products; a tiny measuring error is an overdose that causes blindness, seizures or coma.',
    recommendation: 'Use a product made for your pet’s species and weight.',
    source: 'wsu-mdr1-drugs',
  },
  // Rabbits and other hindgut fermenters (Carpenter's Exotic Animal Formulary; Pet Poison Helpline)
  {
    id: 'rabbit-lincosamides',
    match: { classes: ['lincosamide'] },
    species: ['rabbit'],
    risk: 'Critical',
    outcome: 'toxic',
    description:
      'Clindamycin and lincomycin wipe out a rabbit’s gut bacteria and let toxin-producing Clostridium take over: fatal enterotoxaemia.',
    recommendation: 'Never give this antibiotic to a rabbit; ask your vet for a rabbit-safe one.',
    source: 'carpenter-exotics',
  },
  {
    id: 'rabbit-oral-penicillins',
    match: { classes: ['penicillin'] },
    species: ['rabbit'],
    risk: 'Critical',
    outcome: 'toxic',
    routes: ORAL,
    description:
      'Penicillins given by mouth (amoxicillin, ampicillin, amoxicillin-clavulanate) destroy a rabbit’s hindgut bacteria and cause fatal diarrhoea and enterotoxaemia.',
    recommendation:
      'Do not give oral penicillins to a rabbit; ask your vet for a rabbit-safe antibiotic.',
    source: 'carpenter-exotics',
  },
  {
    id: 'rabbit-injected-aminopenicillins',
    match: { classes: ['aminopenicillin'] },
    species: ['rabbit'],
    risk: 'High',
    outcome: 'toxic',
    routes: ['injectable'],
    description: 'Even by injection, amoxicillin and ampicillin can upset a rabbit’s gut bacteria.',
    recommendation: 'Use only if a rabbit-experienced vet chose it, and watch droppings closely.',
    source: 'carpenter-exotics',
  },
  {
    id: 'rabbit-oral-cephalosporins-macrolides',
    match: { classes: ['cephalosporin'], drugs: ['erythromycin', 'tylosin', 'tilmicosin'] },
    species: ['rabbit'],
    risk: 'High',
    outcome: 'toxic',
    routes: ORAL,
    description:
      'Oral cephalosporins and erythromycin can trigger antibiotic-associated enterotoxaemia in rabbits.',
    recommendation:
      'Ask your vet for a rabbit-safe antibiotic (e.g. enrofloxacin or trimethoprim-sulfa).',
    source: 'carpenter-exotics',
  },
  {
    id: 'hindgut-antibiotics-other',
    match: { classes: ['lincosamide', 'penicillin', 'cephalosporin'], drugs: ['erythromycin'] },
    species: ['other'],
    risk: 'Medium',
    outcome: 'caution',
    routes: ORAL,
    description:
      'In guinea pigs, hamsters, chinchillas and other hindgut fermenters this antibiotic can cause fatal diarrhoea.',
    recommendation: 'Confirm with an exotics vet that it is safe for your pet’s species.',
    source: 'carpenter-exotics',
  },
  {
    id: 'rabbit-corticosteroids',
    match: { classes: ['corticosteroid'] },
    species: ['rabbit'],
    risk: 'Medium',
    outcome: 'caution',
    exceptRoutes: ['ophthalmic', 'otic', 'topical', 'inhaled'],
    description:
      'Rabbits are very sensitive to corticosteroids: even short courses suppress immunity and can cause gut ulcers and liver changes.',
    recommendation:
      'Use only if a rabbit-experienced vet prescribed it; ask whether meloxicam would do instead.',
    source: 'carpenter-exotics',
  },
  // Cats: drugs with species-specific toxicity (Plumb's; published reports)
  {
    id: 'valacyclovir-cat',
    match: { drugs: ['valacyclovir'] },
    species: ['cat'],
    risk: 'Critical',
    outcome: 'toxic',
    description: 'Valacyclovir caused fatal bone-marrow and kidney damage in cats.',
    recommendation: 'Do not give it; famciclovir is the antiviral vets use for cats.',
    source: 'valacyclovir-cats',
  },
  {
    id: 'acyclovir-cat',
    match: { drugs: ['acyclovir'] },
    species: ['cat'],
    risk: 'Medium',
    outcome: 'caution',
    exceptRoutes: ['ophthalmic'],
    description: 'Oral acyclovir works poorly in cats and can suppress the bone marrow.',
    recommendation: 'Ask your vet about famciclovir instead.',
    source: 'plumbs',
  },
  {
    id: 'cisplatin-cat',
    match: { drugs: ['cisplatin'] },
    species: ['cat'],
    risk: 'Critical',
    outcome: 'toxic',
    description: 'Cisplatin causes fatal fluid build-up in the lungs of cats.',
    recommendation: 'Never used in cats; carboplatin is the alternative.',
    source: 'plumbs',
  },
  {
    id: 'fluorouracil',
    match: { drugs: ['fluorouracil'] },
    species: EVERY_SPECIES,
    risk: 'Critical',
    outcome: 'toxic',
    routes: ['topical', 'oral', 'transmucosal'],
    description:
      '5-fluorouracil (skin cancer cream) causes seizures and death in pets that lick or chew it, cats most of all.',
    recommendation: 'Keep the cream away from pets; if licked, call your vet now.',
    source: 'aspca-human-meds',
  },
  {
    id: 'minoxidil-cat',
    match: { drugs: ['minoxidil'] },
    species: ['cat'],
    risk: 'Critical',
    outcome: 'toxic',
    description:
      'Minoxidil (hair-regrowth products) causes heart failure in cats, even from skin contact.',
    recommendation:
      'Keep cats away from minoxidil users’ skin and bedding; call your vet if exposed.',
    source: 'aspca-human-meds',
  },
  {
    id: 'minoxidil-dog',
    match: { drugs: ['minoxidil'] },
    species: speciesExcept('cat'),
    risk: 'High',
    outcome: 'toxic',
    description:
      'Minoxidil lowers blood pressure and can harm the heart if a pet licks or swallows it.',
    recommendation: 'Keep it out of reach and ask your vet if any was licked.',
    source: 'aspca-human-meds',
  },
  {
    id: 'methaemoglobin-cat',
    match: { drugs: ['phenazopyridine', 'benzocaine', 'alpha-lipoic acid'] },
    species: ['cat'],
    risk: 'Critical',
    outcome: 'toxic',
    description:
      'Cats are extremely sensitive to this product: it damages red blood cells (methaemoglobin) or the liver.',
    recommendation: 'Do not give it to a cat; call your vet if any was swallowed.',
    source: 'merck-toxicology',
  },
  {
    id: 'phenazopyridine-dog',
    match: { drugs: ['phenazopyridine'] },
    species: speciesExcept('cat'),
    risk: 'High',
    outcome: 'toxic',
    description: 'This human urinary pain reliever damages red blood cells and the liver in pets.',
    recommendation: 'Do not give it; ask your vet about urinary discomfort.',
    source: 'merck-toxicology',
  },
  {
    id: 'azathioprine-cat',
    match: { drugs: ['azathioprine'] },
    species: ['cat'],
    risk: 'High',
    outcome: 'caution',
    description:
      'Cats lack the enzyme that clears azathioprine and develop severe bone-marrow suppression.',
    recommendation: 'Generally avoided in cats; ask your vet about chlorambucil instead.',
    source: 'plumbs',
  },
  {
    id: 'oral-diazepam-cat',
    match: { drugs: ['diazepam'] },
    species: ['cat'],
    risk: 'Medium',
    outcome: 'caution',
    routes: ORAL,
    when: (d) => !d.single,
    description: 'Repeated oral diazepam has caused sudden, often fatal liver failure in cats.',
    recommendation: 'Ask your vet about another option for long-term use in a cat.',
    source: 'plumbs',
  },
  // Dogs and all species: human drugs with no pet use
  {
    id: 'baclofen-isoniazid',
    match: {
      drugs: ['baclofen', 'isoniazid', 'calcipotriene', 'colchicine', '5-hydroxytryptophan'],
    },
    species: EVERY_SPECIES,
    risk: 'High',
    outcome: 'toxic',
    description:
      'This human medicine or supplement has a very narrow margin in pets and causes seizures, coma or organ failure at small doses.',
    recommendation: 'Do not give it; if swallowed, call your vet or an animal poison line now.',
    source: 'aspca-human-meds',
  },
  {
    id: 'human-psychoactive',
    // Pet Poison Helpline: citalopram and escitalopram are among the SSRIs that need a vet at once
    // (antidepressants page); eszopiclone is a sleep aid like zolpidem (sleep aids page).
    match: {
      drugs: [
        'venlafaxine',
        'duloxetine',
        'bupropion',
        'zolpidem',
        'eszopiclone',
        'quetiapine',
        'citalopram',
        'escitalopram',
      ],
    },
    species: EVERY_SPECIES,
    risk: 'High',
    outcome: 'toxic',
    description:
      'This human antidepressant or sleep aid has no pet use; swallowed tablets cause agitation, tremors, seizures or serotonin syndrome (cats are drawn to venlafaxine capsules).',
    recommendation:
      'Do not give it; if a pet swallowed any, call your vet or an animal poison line now.',
    source: 'aspca-human-meds',
  },
  {
    id: 'human-opioids',
    match: { drugs: ['oxycodone', 'tapentadol'] },
    species: EVERY_SPECIES,
    risk: 'High',
    outcome: 'caution',
    description:
      'This human opioid is dosed for people; a single tablet can deeply sedate a pet and slow its breathing.',
    recommendation: 'Give it only if your vet prescribed it for your pet, at their dose.',
    source: 'aspca-human-meds',
  },
  {
    id: 'glyburide',
    match: { drugs: ['glyburide'] },
    species: EVERY_SPECIES,
    risk: 'Medium',
    outcome: 'caution',
    description:
      'Glyburide lowers blood sugar and can cause dangerous hypoglycaemia in a pet that is not diabetic.',
    recommendation: 'Give it only if your vet prescribed it for diabetes.',
    source: 'aspca-human-meds',
  },
  {
    id: 'topical-hormones',
    match: { drugs: ['estradiol', 'testosterone'] },
    species: EVERY_SPECIES,
    risk: 'Medium',
    outcome: 'caution',
    description:
      'Human hormone gels and sprays transfer to pets that touch or lick treated skin and cause hormonal changes.',
    recommendation: 'Keep treated skin covered and away from pets; ask your vet if signs appear.',
    source: 'fda-human-drugs',
  },
  {
    id: 'organophosphate-garden',
    match: { drugs: ['disulfoton', 'organophosphate insecticide'] },
    species: ['dog'],
    risk: 'High',
    outcome: 'toxic',
    description:
      'Garden organophosphate insecticides (often mixed into rose fertilisers) cause drooling, tremors, seizures and breathing failure in dogs.',
    recommendation: 'If your dog ate any, go to a vet now.',
    source: 'merck-toxicology',
  },
  {
    id: 'albendazole',
    match: { drugs: ['albendazole'] },
    species: ['dog', 'cat'],
    risk: 'Medium',
    outcome: 'caution',
    description:
      'Albendazole can suppress the bone marrow in dogs and cats; safer dewormers exist.',
    recommendation: 'Ask your vet about fenbendazole or another labelled dewormer.',
    source: 'plumbs',
  },
  // Birds (Merck Veterinary Manual; Carpenter's)
  {
    id: 'bird-zinc',
    match: { drugs: ['zinc supplement', 'iron supplement'] },
    species: ['bird'],
    risk: 'Medium',
    outcome: 'caution',
    description:
      'Birds are prone to zinc and iron overload (heavy-metal poisoning, iron storage disease).',
    recommendation: 'Give mineral supplements to a bird only on avian-vet advice.',
    source: 'merck-bird-toxins',
  },
  {
    id: 'bird-fenbendazole',
    match: { classes: ['benzimidazole'] },
    species: ['bird'],
    // The deaths are in pigeons and doves, vultures and storks; parrots and poultry are treated
    // with it at formulary or label doses (Carpenter's; the poultry labels).
    breedWords: ['pigeon', 'pigeons', 'dove', 'doves', 'columbiform', 'vulture', 'stork'],
    risk: 'High',
    outcome: 'caution',
    description:
      'Fenbendazole and albendazole have killed pigeons and doves (fenbendazole 30 mg/kg daily for 5 days) and vultures and storks (about 50 mg/kg for 3 days) through bone-marrow suppression and gut damage; birds growing new feathers are also at risk.',
    recommendation:
      'Use only at an avian vet’s dose for your bird’s species, and never in pigeons or doves without their advice.',
    source: 'fenbendazole-columbiformes',
  },
  // Route: the procaine salt of penicillin G is labelled for intramuscular injection only.
  {
    id: 'procaine-penicillin-intravenous',
    match: { drugs: ['procaine penicillin'] },
    species: EVERY_SPECIES,
    risk: 'High',
    outcome: 'toxic',
    when: (d) => d.intravenous,
    description:
      'Procaine penicillin is made for injection into a muscle only; given into a vein, the procaine causes excitement, collapse and sometimes death (horses are most often affected).',
    recommendation:
      'Do not inject it into a vein. If it was given that way, keep the animal quiet and call your vet now.',
    source: 'label-penicillin-procaine',
  },
  // Bromide in cats: about a third develop an allergic-type lung disease (pneumonitis) that can be fatal.
  {
    id: 'bromide-cat',
    match: { classes: ['bromide'] },
    species: ['cat'],
    risk: 'High',
    outcome: 'caution',
    description:
      'Bromide is rarely used in cats: about a third of cats given it develop coughing and a lung inflammation (pneumonitis) that can be fatal.',
    recommendation:
      'Ask your vet about a cat anticonvulsant such as phenobarbital or levetiracetam; call them at once if your cat coughs or breathes hard.',
    source: 'boothe-bromide-cats',
  },
];
