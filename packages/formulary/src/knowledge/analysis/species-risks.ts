import type { Species } from '@pawrx/contracts/enums';
import type { SourceId } from '../sources';

// The species paragraph of the built-in AI analysis: the medicine dangers an owner of each species
// should know, in plain words, with where the facts come from. The same dangers are rules in
// species-toxicity-rules.ts and species-rules-more.ts; this is their summary for reading.

export interface SpeciesRiskText {
  text: string;
  sources: readonly SourceId[];
}

export const SPECIES_RISKS: Record<Species, SpeciesRiskText> = {
  dog: {
    text: 'Dogs are easily harmed by human pain relievers: ibuprofen, naproxen and acetaminophen (paracetamol) can cause stomach ulcers, kidney failure or liver damage, so never give them unless your vet says so. Xylitol (in sugar-free gum and some peanut butters), grapes and raisins, chocolate, onions and garlic are poisonous to dogs.',
    sources: ['otc-toxicology', 'aspca-foods', 'fda-xylitol'],
  },
  cat: {
    text: 'Cats break down many drugs slowly because their liver lacks some of the enzymes other species use, so doses that are safe for a dog or a person can poison a cat. Acetaminophen (paracetamol) and dog flea products containing permethrin can be fatal to cats; NSAIDs are given only as prescribed, usually in short courses with kidney monitoring. All parts of true lilies are deadly to cats.',
    sources: ['otc-toxicology', 'aspca-insecticides', 'isfm-nsaid-cats', 'fda-lilies'],
  },
  rabbit: {
    text: 'Rabbits cannot vomit and depend on their gut bacteria: several oral antibiotics (amoxicillin, ampicillin, clindamycin, lincomycin) can upset that balance and cause fatal diarrhoea, and fipronil (Frontline) must never be used on rabbits. Rabbit doses are often very different from cat or dog doses.',
    sources: ['carpenter-exotics', 'label-frontline'],
  },
  bird: {
    text: 'Birds are small and fast-metabolising, so a small measuring error is a large overdose. Avocado is toxic to birds, and fumes from overheated non-stick cookware can kill them within minutes.',
    sources: ['merck-bird-toxins'],
  },
  'guinea-pig': {
    text: 'Guinea pigs depend on their gut bacteria: penicillins (amoxicillin, ampicillin, amoxicillin-clavulanate, even by injection), clindamycin, lincomycin and oral cephalosporins or erythromycin can cause fatal diarrhoea. Enrofloxacin and trimethoprim-sulfa are the usual safer choices, at an exotics vet’s dose.',
    sources: ['quesenberry-exotics', 'carpenter-exotics'],
  },
  ferret: {
    text: 'Ferrets clear many drugs like cats do: acetaminophen (paracetamol) and ibuprofen can poison them in small amounts. Give only medicines and doses an exotics vet chose for a ferret.',
    sources: ['quesenberry-exotics', 'otc-toxicology'],
  },
  'small-rodent': {
    text: 'Hamsters, gerbils, rats, mice, chinchillas and degus are tiny and rely on their gut bacteria: clindamycin, lincomycin, oral penicillins and streptomycin can kill them (hamsters are the most sensitive). A drop too many is a large overdose, so use the syringe or dropper your vet gives you.',
    sources: ['quesenberry-exotics', 'carpenter-exotics'],
  },
  tortoise: {
    text: 'Tortoises and turtles must never be given ivermectin: it paralyses and kills them, even at doses that are safe for lizards and snakes. Reptiles clear drugs according to their temperature, so keep them at their preferred temperature during treatment, and injected aminoglycosides need fluids to protect the kidneys.',
    sources: ['ivermectin-chelonians', 'carpenter-reptiles'],
  },
  lizard: {
    text: 'Lizards clear drugs according to their temperature, so keep them at their preferred temperature during treatment. Ivermectin is used in many lizards but has killed skinks, and injected aminoglycosides need fluids to protect the kidneys.',
    sources: ['carpenter-reptiles'],
  },
  snake: {
    text: 'Snakes clear drugs according to their temperature, so keep them at their preferred temperature during treatment. Ivermectin is used in many snakes but has killed indigo snakes, and injected aminoglycosides need fluids to protect the kidneys.',
    sources: ['carpenter-reptiles'],
  },
  horse: {
    text: 'Horses depend on the bacteria of their large gut: clindamycin and lincomycin (even in contaminated feed) and tilmicosin can kill them, and macrolides cause colitis in adult horses. Amitraz dog tick products cause impaction colic. Horse wormer paste is far too concentrated for dogs, cats or small pets sharing the yard.',
    sources: ['merck-equine-colitis', 'label-micotil', 'amitraz-horses'],
  },
  other: {
    text: 'For exotic pets many drugs have never been tested in the species, so doses are usually extrapolated from other animals. A vet familiar with the species should confirm every medication and dose.',
    sources: ['carpenter-exotics'],
  },
};

/** Age from which the analysis calls a pet a senior (kidneys and liver clear drugs more slowly). */
export const SENIOR_AGE_YEARS: Partial<Record<Species, number>> = {
  dog: 8,
  cat: 10,
  rabbit: 6,
  'guinea-pig': 5,
  ferret: 5,
  // Hamsters, rats and mice live two to three years.
  'small-rodent': 1.5,
  // Horses are commonly called geriatric from about 20.
  horse: 20,
};
