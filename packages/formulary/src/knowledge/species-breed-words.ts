import type { Species } from './types';

// Breed and variety names that say which exotic species a pet is, for pets stored as 'Other'
// whose breed text the shared species words (packages/contracts species.ts) do not cover:
// hairless and fancy guinea pigs ('skinny pig'), rabbit breeds ('Flemish Giant', 'Mini Rex'),
// dwarf hamster varieties ('Roborovski', 'winter white'), parrot and poultry names, reptile and
// horse breeds. Read only when the stored species is 'Other', so 'Dutch' or 'Amazon' here never
// overrides a dog or a cat. Matched as whole words, longest phrase first.

// prettier-ignore
export const BREED_SPECIES_WORDS: Readonly<Partial<Record<Species, readonly string[]>>> = {
  'guinea-pig': [
    'skinny pig', 'skinny pigs', 'baldwin', 'abyssinian guinea', 'teddy guinea', 'texel',
    'peruvian cavy', 'coronet', 'american cavy',
  ],
  rabbit: [
    'flemish giant', 'mini rex', 'english lop', 'french lop', 'dwarf lop', 'lop eared', 'lop',
    'dutch', 'jersey wooly', 'harlequin', 'californian', 'new zealand white', 'hotot', 'lapin',
    'himalayan', 'angora',
  ],
  'small-rodent': [
    'syrian', 'robo', 'robos', 'roborovski', 'winter white', 'campbell', 'campbells',
    'djungarian', 'teddy bear hamster', 'dumbo', 'hairless rat', 'rex rat', 'spiny mouse',
  ],
  bird: [
    'quaker', 'senegal', 'ringneck', 'indian ringneck', 'eclectus', 'caique', 'pionus',
    'rosella', 'parrotlet', 'amazon', 'galah', 'lorikeet', 'lory', 'myna', 'mynah', 'goose',
    'geese', 'turkey', 'quail', 'peafowl', 'bantam', 'silkie', 'orpington', 'leghorn',
  ],
  lizard: ['agama', 'monitor', 'ackie', 'frilled dragon', 'basilisk', 'green anole'],
  snake: ['rosy boa', 'sand boa', 'carpet python', 'milksnake', 'rat snake', 'bull snake'],
  tortoise: ['leopard tortoise', 'redfoot', 'red foot', 'cooter', 'slider', 'musk turtle'],
  horse: [
    'arabian', 'appaloosa', 'paint horse', 'warmblood', 'clydesdale', 'shire', 'friesian',
    'mustang', 'standardbred', 'morgan horse', 'haflinger', 'mini horse', 'percheron',
    'tennessee walker', 'paso fino', 'andalusian', 'hanoverian', 'connemara', 'welsh cob',
    'fjord', 'burro', 'miniature donkey',
  ],
};
