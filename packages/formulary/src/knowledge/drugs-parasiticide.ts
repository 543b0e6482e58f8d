import type { DrugEntry } from './types';

// Heartworm preventives, flea/tick products and dewormers (single ingredients). Named
// combination products and heartworm-preventive brands are in products-parasiticide.ts.

const FT = ['flea/tick'] as const;
const WORM = ['deworming'] as const;
const HW = ['heartworm prevention', 'deworming', 'mange/mites'] as const;

// prettier-ignore
export const PARASITICIDE_DRUGS: readonly DrugEntry[] = [
  // Macrocyclic lactones
  { id: 'ivermectin', classes: ['macrocyclic-lactone'], purposes: HW, aliases: ['ivomec', 'ivermectine', 'ivermection'], brands: ['Ivomec', 'Noromectin', 'Privermectin', 'Stromectol'] },
  { id: 'milbemycin', classes: ['macrocyclic-lactone'], purposes: HW, aliases: ['milbemycin oxime', 'milbemicin'] },
  { id: 'moxidectin', classes: ['macrocyclic-lactone'], purposes: HW, aliases: ['moxidectine'], brands: ['Coraxis'] },
  { id: 'selamectin', classes: ['macrocyclic-lactone'], purposes: ['heartworm prevention', 'flea/tick', 'mange/mites'], brands: ['Selehold'], route: 'topical' },
  { id: 'eprinomectin', classes: ['macrocyclic-lactone'], purposes: HW, brands: ['LongRange'] },
  { id: 'doramectin', classes: ['macrocyclic-lactone'], purposes: HW, brands: ['Dectomax'] },
  { id: 'abamectin', classes: ['macrocyclic-lactone'], purposes: HW, aliases: ['avermectin'] },
  // Isoxazolines
  { id: 'afoxolaner', classes: ['isoxazoline'], purposes: FT, },
  { id: 'fluralaner', classes: ['isoxazoline'], purposes: FT },
  { id: 'sarolaner', classes: ['isoxazoline'], purposes: FT },
  { id: 'lotilaner', classes: ['isoxazoline'], purposes: FT, brands: ['Xdemvy', 'AdTab'] },
  { id: 'esafoxolaner', classes: ['isoxazoline'], purposes: FT },
  // Pyrethroids and pyrethrins
  { id: 'permethrin', classes: ['pyrethroid'], purposes: FT, aliases: ['permetrin'], brands: ['Elimite', 'Nix', 'Defend EXspot', 'Bio Spot'] },
  { id: 'deltamethrin', classes: ['pyrethroid'], purposes: FT, route: 'collar' },
  { id: 'cyphenothrin', classes: ['pyrethroid'], purposes: FT },
  { id: 'phenothrin', classes: ['pyrethroid'], purposes: FT, aliases: ['d-phenothrin', 'sumithrin'] },
  { id: 'etofenprox', classes: ['pyrethroid'], purposes: FT },
  { id: 'cypermethrin', classes: ['pyrethroid'], purposes: FT },
  { id: 'bifenthrin', classes: ['pyrethroid'], purposes: FT },
  { id: 'tetramethrin', classes: ['pyrethroid'], purposes: FT },
  { id: 'lambda-cyhalothrin', classes: ['pyrethroid'], purposes: FT, aliases: ['cyhalothrin'] },
  { id: 'flumethrin', classes: ['pyrethroid'], purposes: FT },
  { id: 'pyrethrins', classes: ['pyrethrin'], purposes: FT, aliases: ['pyrethrin', 'pyrethrum', 'natural pyrethrins'] },
  { id: 'piperonyl butoxide', classes: ['insecticide-other'], purposes: FT },
  // Other ectoparasiticides
  { id: 'fipronil', classes: ['phenylpyrazole'], purposes: FT, brands: ['Frontline', 'Frontline Top Spot', 'Fiproguard', 'PetArmor', 'Parastar', 'Effipro', 'Eliminall', 'Fiprotec', 'Fiprospot', 'Fiproclear', 'Fypryst'], route: 'topical' }, // Fiprotec, Fiprospot, Fiproclear, Fypryst: sold for dogs and cats (products/parasiticide-brands-3.ts)
  { id: 'pyriprole', classes: ['phenylpyrazole'], purposes: FT, brands: ['Prac-tic'], route: 'topical' },
  { id: 'imidacloprid', classes: ['neonicotinoid'], purposes: FT, brands: ['Advantage'], route: 'topical' },
  { id: 'dinotefuran', classes: ['neonicotinoid'], purposes: FT, route: 'topical' },
  { id: 'nitenpyram', classes: ['neonicotinoid'], purposes: FT, brands: ['Capguard', 'Bestguard'] },
  { id: 'spinosad', classes: ['spinosyn', 'pgp-inhibitor'], purposes: FT, brands: ['Natroba'] },
  { id: 'spinetoram', classes: ['spinosyn'], purposes: FT, route: 'topical' },
  { id: 'indoxacarb', classes: ['insecticide-other'], purposes: FT, brands: ['Activyl'], route: 'topical' },
  { id: 'metaflumizone', classes: ['insecticide-other'], purposes: FT, route: 'topical' },
  { id: 'amitraz', classes: ['formamidine'], purposes: ['flea/tick', 'mange/mites'], brands: ['Mitaban', 'Taktic', 'Aludex', 'Ectodex'] },
  { id: 'lufenuron', classes: ['insect-growth-regulator'], purposes: FT, brands: ['Program'] },
  { id: 'methoprene', classes: ['insect-growth-regulator'], purposes: FT, aliases: ['s-methoprene', 's methoprene'] },
  { id: 'pyriproxyfen', classes: ['insect-growth-regulator'], purposes: FT, brands: ['Nylar'] },
  { id: 'chlorpyrifos', classes: ['organophosphate'], purposes: FT, brands: ['Dursban'] },
  { id: 'disulfoton', classes: ['organophosphate'], purposes: FT, aliases: ['rose fertilizer insecticide'], brands: ['Di-Syston'] },
  { id: 'diazinon', classes: ['organophosphate'], purposes: FT },
  { id: 'malathion', classes: ['organophosphate'], purposes: FT },
  { id: 'dichlorvos', classes: ['organophosphate'], purposes: FT },
  { id: 'tetrachlorvinphos', classes: ['organophosphate'], purposes: FT, aliases: ['rabon'] },
  { id: 'propoxur', classes: ['organophosphate'], purposes: FT, brands: ['Baygon'] },
  { id: 'carbaryl', classes: ['organophosphate'], purposes: FT, brands: ['Sevin'] },
  { id: 'phosmet', classes: ['organophosphate'], purposes: FT, brands: ['Paramite'] },
  // Dewormers
  { id: 'praziquantel', classes: ['anthelmintic'], purposes: WORM, brands: ['Droncit', 'Biltricide'] },
  { id: 'epsiprantel', classes: ['anthelmintic'], purposes: WORM }, // Cestex: its record (products/parasiticide-internal.ts)
  { id: 'pyrantel', classes: ['anthelmintic'], purposes: WORM, aliases: ['pyrantel pamoate', 'pyrantel embonate'], brands: ['Strongid', 'Pin-X', 'Combantrin'] },
  { id: 'febantel', classes: ['benzimidazole'], purposes: WORM, related: ['fenbendazole'] },
  { id: 'albendazole', classes: ['benzimidazole'], purposes: WORM, brands: ['Valbazen', 'Albenza'] },
  { id: 'mebendazole', classes: ['benzimidazole'], purposes: WORM, brands: ['Telmintic', 'Vermox'] },
  { id: 'oxibendazole', classes: ['benzimidazole'], purposes: WORM },
  { id: 'emodepside', classes: ['cyclic-depsipeptide'], purposes: WORM },
  { id: 'levamisole', classes: ['anthelmintic'], purposes: WORM, brands: ['Levasole', 'Ergamisol'] },
  { id: 'piperazine', classes: ['anthelmintic'], purposes: WORM, brands: ['Pipa-Tabs'] },
  { id: 'melarsomine', classes: ['arsenical'], purposes: ['heartworm prevention'], brands: ['Diroban'], route: 'injectable' }, // Immiticide: its record (products/parasiticide-internal.ts)
  { id: 'diethylcarbamazine', classes: ['anthelmintic'], purposes: ['heartworm prevention'], brands: ['Filaribits'] },
  { id: 'nitroscanate', classes: ['anthelmintic'], purposes: WORM, brands: ['Lopatol'] },
];
