import type { DrugEntry } from './types';

// Foods, plants and household products owners type into the medication field. The id is the
// word shown beside a brand (e.g. 'Prestone (ethylene glycol)'); synonyms are shown as typed.

const NOT = ['not a medicine'] as const;

// prettier-ignore
export const TOXIN_ENTRIES: readonly DrugEntry[] = [
  // Foods
  { id: 'chocolate', kind: 'food', classes: ['food-toxin', 'methylxanthine'], purposes: NOT, aliases: ['dark chocolate', 'milk chocolate', 'baking chocolate', 'white chocolate', 'cocoa', 'cocoa powder', 'cacao', 'cacao nibs', 'theobromine', 'brownie', 'brownies', 'chocolate chips', 'chocolate cake', 'chocolate bar', 'cocoa bean mulch', 'cocoa mulch'], brands: ['M&Ms', 'Hershey', 'Snickers', 'Kit Kat', 'Nutella'] },
  { id: 'caffeine', kind: 'food', classes: ['food-toxin', 'methylxanthine'], purposes: NOT, aliases: ['coffee', 'coffee grounds', 'coffee beans', 'espresso', 'energy drink', 'caffeine pills', 'caffeine tablets', 'energy drinks', 'tea', 'black tea', 'green tea', 'tea bags', 'guarana', 'cola'], brands: ['NoDoz', 'Vivarin', 'Red Bull', 'Monster Energy'] },
  { id: 'xylitol', kind: 'food', classes: ['food-toxin'], purposes: NOT, aliases: ['xylitol gum', 'sugar free gum', 'sugarless gum', 'sugar free candy', 'sugar free mints', 'birch sugar', 'xylitol peanut butter', 'sugar free peanut butter'], brands: ['Trident', 'Orbit gum', 'Ice Breakers', 'Spry'] },
  { id: 'grapes', kind: 'food', classes: ['food-toxin'], purposes: NOT, aliases: ['grape', 'red grapes', 'green grapes'] },
  // Tartaric acid, the proposed toxic principle of grapes (Merck): tamarinds and cream of tartar
  // have caused the same kidney failure in dogs. Commercial grape juice and wine are detartrated.
  { id: 'grape juice', kind: 'food', classes: ['food'], purposes: NOT, aliases: ['commercial grape juice', 'grape drink', 'white grape juice', 'red grape juice'] },
  { id: 'tartaric acid', kind: 'food', classes: ['food-toxin'], purposes: NOT, aliases: ['tamarind', 'tamarinds', 'tamarind paste', 'tamarind pulp', 'tamarind concentrate', 'tamarind candy', 'tamarind sauce', 'cream of tartar', 'potassium bitartrate'] },
  { id: 'raisins', kind: 'food', classes: ['food-toxin'], purposes: NOT, aliases: ['raisin', 'sultanas', 'sultana', 'currants', 'currant', 'raisin bread', 'trail mix', 'fruit cake', 'hot cross buns'] },
  { id: 'onion', kind: 'food', classes: ['food-toxin'], purposes: NOT, aliases: ['onions', 'onion powder', 'shallot', 'shallots', 'scallion', 'scallions', 'spring onion', 'green onion', 'allium'] },
  { id: 'garlic', kind: 'food', classes: ['food-toxin'], purposes: NOT, aliases: ['garlic powder', 'garlic cloves', 'garlic supplement', 'garlic tablets', 'garlic bread'] },
  { id: 'chives', kind: 'food', classes: ['food-toxin'], purposes: NOT, aliases: ['chive'] },
  { id: 'leeks', kind: 'food', classes: ['food-toxin'], purposes: NOT, aliases: ['leek'] },
  { id: 'avocado', kind: 'food', classes: ['food-toxin'], purposes: NOT, aliases: ['avocados', 'guacamole', 'persin', 'avocado pit', 'avocado leaves'] },
  { id: 'macadamia nuts', kind: 'food', classes: ['food-toxin'], purposes: NOT, aliases: ['macadamia', 'macadamia nut'] },
  { id: 'ethanol', kind: 'food', classes: ['food-toxin', 'recreational'], purposes: NOT, aliases: ['alcohol', 'beer', 'wine', 'vodka', 'whiskey', 'whisky', 'rum', 'liquor', 'spirits', 'cocktail', 'hand sanitizer', 'rubbing alcohol', 'isopropyl alcohol'] },
  { id: 'hops', kind: 'food', classes: ['food-toxin'], purposes: NOT, aliases: ['hop pellets', 'spent hops'] },
  { id: 'raw yeast dough', kind: 'food', classes: ['food-toxin'], purposes: NOT, aliases: ['bread dough', 'yeast dough', 'raw dough', 'pizza dough'] },
  { id: 'nutmeg', kind: 'food', classes: ['food-toxin'], purposes: NOT, aliases: ['myristicin'] },
  { id: 'salt', kind: 'food', classes: ['food-toxin'], purposes: NOT, aliases: ['table salt', 'rock salt', 'salt dough', 'play dough', 'playdough', 'sea salt', 'seawater', 'salt water', 'salty snacks'], brands: ['Play-Doh'] },
  { id: 'moldy food', kind: 'food', classes: ['food-toxin'], purposes: NOT, aliases: ['mouldy food', 'moldy bread', 'spoiled food', 'spoiled food', 'compost', 'garbage', 'mycotoxin'] },
  { id: 'fruit pits', kind: 'food', classes: ['food-toxin'], purposes: NOT, aliases: ['apple seeds', 'cherry pits', 'peach pits', 'apricot pits', 'plum pits'] },
  { id: 'star fruit', kind: 'food', classes: ['food-toxin'], purposes: NOT, aliases: ['carambola', 'starfruit'] },
  { id: 'rhubarb leaves', kind: 'food', classes: ['food-toxin'], purposes: NOT, aliases: ['rhubarb'] },
  { id: 'firefly', kind: 'food', classes: ['food-toxin'], purposes: NOT, aliases: ['fireflies', 'lightning bug', 'lightning bugs', 'lucibufagin', 'lucibufagins', 'photinus', 'photinus firefly'] },
  // Plants
  { id: 'lily', kind: 'plant', classes: ['plant-toxin'], purposes: NOT, aliases: ['lilies', 'lilium', 'easter lily', 'tiger lily', 'asiatic lily', 'stargazer lily', 'stargazer', 'japanese show lily', 'rubrum lily', 'wood lily', 'western lily', 'oriental lily', 'day lily', 'daylily', 'daylilies', 'hemerocallis', 'lily pollen', 'lily leaves'] },
  { id: 'lily of the valley', kind: 'plant', classes: ['plant-toxin'], purposes: NOT, aliases: ['convallaria', 'lily of the valley plant'] },
  { id: 'peace lily', kind: 'plant', classes: ['plant-toxin', 'oxalate-plant'], purposes: NOT, aliases: ['spathiphyllum', 'calla lily', 'arum lily', 'calla'] },
  { id: 'sago palm', kind: 'plant', classes: ['plant-toxin'], purposes: NOT, aliases: ['cycad', 'cycas', 'cycas revoluta', 'coontie palm', 'sago palm seeds'] },
  { id: 'oleander', kind: 'plant', classes: ['plant-toxin'], purposes: NOT, aliases: ['nerium', 'nerium oleander'] },
  { id: 'foxglove', kind: 'plant', classes: ['plant-toxin'], purposes: NOT, aliases: ['digitalis', 'digitalis purpurea'] },
  // Red maple (Acer rubrum): its wilted or dried leaves and bark poison horses (Three Oaks Equine;
  // Springhill Equine). 'Maple syrup' and 'Japanese maple' are not aliases.
  { id: 'red maple', kind: 'plant', classes: ['plant-toxin'], purposes: NOT, aliases: ['red maple leaves', 'wilted red maple leaves', 'dried red maple leaves', 'acer rubrum', 'swamp maple'] },
  // Fresh (green, living) red maple leaves do not appear to cause signs (Three Oaks Equine;
  // Springhill Equine): a separate record so they are not read as the wilted leaves.
  { id: 'fresh red maple leaves', kind: 'plant', classes: ['food'], purposes: NOT, aliases: ['green red maple leaves', 'fresh maple leaves', 'living red maple leaves', 'red maple leaves fresh'] },
  // Blister beetles (cantharidin) baled in alfalfa hay (Merck). Plain 'alfalfa hay' is not an alias.
  { id: 'blister beetle', kind: 'household', classes: ['household-toxin'], purposes: NOT, aliases: ['blister beetles', 'cantharidin', 'blister beetle hay', 'hay with blister beetles', 'alfalfa hay with blister beetles', 'striped blister beetle'] },
  // Black walnut (Juglans nigra) shavings and bark (eXtension). Walnuts people eat are not aliases.
  { id: 'black walnut', kind: 'plant', classes: ['plant-toxin'], purposes: NOT, aliases: ['black walnut shavings', 'black walnut bedding', 'black walnut sawdust', 'juglans nigra', 'black walnut bark'] },
  // Sycamore (Acer pseudoplatanus) seeds, seedlings and leaves: hypoglycin A, atypical myopathy.
  // Bare 'sycamore' is not an alias: in North America it usually names Platanus, another tree.
  { id: 'sycamore seeds', kind: 'plant', classes: ['plant-toxin'], purposes: NOT, aliases: ['sycamore seed', 'sycamore seedlings', 'sycamore helicopters', 'sycamore leaves', 'acer pseudoplatanus', 'hypoglycin a'] },
  // Japanese red maple (Acer palmatum) is not believed toxic to horses (EQUUS): its own record, so
  // it is not read as red maple.
  { id: 'japanese maple', kind: 'plant', classes: ['food'], purposes: NOT, aliases: ['japanese red maple', 'acer palmatum'] },
  { id: 'yew', kind: 'plant', classes: ['plant-toxin'], purposes: NOT, aliases: ['taxus', 'japanese yew', 'english yew'] },
  { id: 'autumn crocus', kind: 'plant', classes: ['plant-toxin'], purposes: NOT, aliases: ['colchicum', 'meadow saffron'] },
  { id: 'castor bean', kind: 'plant', classes: ['plant-toxin'], purposes: NOT, aliases: ['ricinus', 'castor beans', 'ricin'] },
  { id: 'azalea', kind: 'plant', classes: ['plant-toxin'], purposes: NOT, aliases: ['rhododendron', 'azaleas'] },
  { id: 'kalanchoe', kind: 'plant', classes: ['plant-toxin'], purposes: NOT, aliases: ['mother of millions', 'mother in law plant'] },
  { id: 'tulip', kind: 'plant', classes: ['plant-toxin'], purposes: NOT, aliases: ['tulips', 'tulip bulbs', 'hyacinth', 'hyacinth bulbs'] },
  { id: 'daffodil', kind: 'plant', classes: ['plant-toxin'], purposes: NOT, aliases: ['daffodils', 'narcissus', 'daffodil bulbs', 'jonquil'] },
  { id: 'cyclamen', kind: 'plant', classes: ['plant-toxin'], purposes: NOT, aliases: ['cyclamen tubers', 'sowbread'] },
  { id: 'english ivy', kind: 'plant', classes: ['plant-toxin'], purposes: NOT, aliases: ['hedera', 'hedera helix', 'ivy'] },
  { id: 'dieffenbachia', kind: 'plant', classes: ['plant-toxin', 'oxalate-plant'], purposes: NOT, aliases: ['dumb cane', 'philodendron', 'pothos', 'devils ivy', 'monstera', 'swiss cheese plant', 'caladium', 'elephant ear plant', 'zz plant'] },
  { id: 'aloe vera', kind: 'plant', classes: ['plant-toxin'], purposes: NOT, aliases: ['aloe', 'aloe plant'] },
  { id: 'poinsettia', kind: 'plant', classes: ['plant-toxin'], purposes: NOT, aliases: ['poinsettias'] },
  { id: 'mistletoe', kind: 'plant', classes: ['plant-toxin'], purposes: NOT, aliases: ['holly', 'holly berries'] },
  { id: 'cannabis', kind: 'plant', classes: ['plant-toxin', 'recreational'], purposes: NOT, aliases: ['marijuana', 'thc', 'weed', 'edibles', 'cannabis edibles', 'pot brownie', 'hash', 'hashish'] },
  { id: 'wild mushrooms', kind: 'plant', classes: ['plant-toxin'], purposes: NOT, aliases: ['mushroom', 'mushrooms', 'amanita', 'death cap', 'toadstool', 'wild mushroom'] },
  { id: 'blue-green algae', kind: 'plant', classes: ['plant-toxin'], purposes: NOT, aliases: ['blue green algae', 'cyanobacteria', 'algae bloom', 'pond scum'] },
  { id: 'nicotine', kind: 'plant', classes: ['plant-toxin', 'recreational'], purposes: NOT, aliases: ['tobacco', 'cigarettes', 'cigarette', 'cigarette butts', 'cigar', 'nicotine gum', 'nicotine patch', 'e-cigarette liquid', 'vape juice', 'vape liquid', 'e liquid', 'chewing tobacco'], brands: ['Nicorette', 'NicoDerm'] },
  // Household
  { id: 'ethylene glycol', kind: 'household', classes: ['household-toxin'], purposes: NOT, aliases: ['antifreeze', 'anti freeze', 'coolant', 'radiator fluid', 'engine coolant', 'brake fluid'], brands: ['Prestone', 'Peak antifreeze'] },
  { id: 'methanol', kind: 'household', classes: ['household-toxin'], purposes: NOT, aliases: ['windshield washer fluid', 'windscreen wash', 'wood alcohol'] },
  { id: 'rodenticide', kind: 'household', classes: ['household-toxin', 'rodenticide'], purposes: NOT, aliases: ['rat poison', 'mouse poison', 'rat bait', 'mouse bait', 'rodent bait', 'rat killer', 'mouse killer'], brands: ['d-CON', 'dCON', 'Tomcat', 'JT Eaton', 'Havoc', 'Talon', 'Contrac', 'Fastrac', 'Terad3', 'Quintox'] },
  { id: 'brodifacoum', kind: 'household', classes: ['household-toxin', 'rodenticide'], purposes: NOT, aliases: ['bromadiolone', 'difethialone', 'diphacinone', 'chlorophacinone', 'anticoagulant rodenticide', 'warfarin rat poison'] },
  { id: 'bromethalin', kind: 'household', classes: ['household-toxin', 'rodenticide'], purposes: NOT },
  { id: 'cholecalciferol rodenticide', kind: 'household', classes: ['household-toxin', 'rodenticide'], purposes: NOT, aliases: ['cholecalciferol bait', 'vitamin d3 rat poison', 'cholecalciferol'] },
  { id: 'zinc phosphide', kind: 'household', classes: ['household-toxin', 'rodenticide'], purposes: NOT, aliases: ['aluminium phosphide', 'aluminum phosphide', 'mole bait', 'gopher bait'] },
  { id: 'metaldehyde', kind: 'household', classes: ['household-toxin'], purposes: NOT, aliases: ['slug bait', 'snail bait', 'slug pellets'], brands: ['Deadline'] },
  { id: 'tea tree oil', kind: 'household', classes: ['essential-oil', 'household-toxin'], purposes: NOT, aliases: ['melaleuca oil', 'melaleuca', 'tea tree'] },
  { id: 'essential oils', kind: 'household', classes: ['essential-oil', 'household-toxin'], purposes: NOT, aliases: ['essential oil', 'peppermint oil', 'eucalyptus oil', 'cinnamon oil', 'pine oil', 'citrus oil', 'clove oil', 'pennyroyal oil', 'pennyroyal', 'ylang ylang', 'lavender oil', 'oil diffuser', 'd-limonene', 'limonene', 'wintergreen', 'eucalyptus', 'peppermint'], brands: ['Tiger Balm'] },
  { id: 'teflon fumes', kind: 'household', classes: ['household-toxin'], purposes: NOT, aliases: ['teflon', 'ptfe', 'ptfe fumes', 'polytetrafluoroethylene', 'non stick pan', 'nonstick pan', 'non stick cookware', 'overheated non stick pan', 'self cleaning oven'] },
  { id: 'lead', kind: 'household', classes: ['household-toxin', 'heavy-metal'], purposes: NOT, aliases: ['lead paint', 'old paint', 'paint chips', 'lead weights', 'fishing sinkers', 'lead shot', 'curtain weights'] },
  { id: 'zinc oxide', kind: 'household', classes: ['household-toxin', 'heavy-metal'], purposes: NOT, aliases: ['pennies', 'penny', 'zinc nuts', 'zinc oxide cream', 'diaper rash cream', 'galvanized metal'], brands: ['Desitin', 'Boudreaux'] },
  { id: 'naphthalene', kind: 'household', classes: ['household-toxin'], purposes: NOT, aliases: ['mothballs', 'moth balls', 'paradichlorobenzene'] },
  { id: 'liquid potpourri', kind: 'household', classes: ['household-toxin', 'essential-oil'], purposes: NOT, aliases: ['simmering potpourri', 'potpourri oil'] },
  { id: 'phenol disinfectants', kind: 'household', classes: ['household-toxin'], purposes: NOT, aliases: ['phenol', 'phenolic disinfectant', 'pine oil cleaner', 'coal tar disinfectant'], brands: ['Pine-Sol', 'Lysol', 'Dettol'] },
  { id: 'expanding glue', kind: 'household', classes: ['household-toxin'], purposes: NOT, aliases: ['polyurethane glue', 'expanding foam glue'], brands: ['Gorilla Glue'] },
  { id: 'toad toxin', kind: 'household', classes: ['plant-toxin'], purposes: NOT, aliases: ['toad', 'cane toad', 'colorado river toad', 'sonoran desert toad', 'bufo', 'bufo toad', 'toad poisoning'] },
  { id: 'organophosphate insecticide', kind: 'household', classes: ['organophosphate', 'household-toxin'], purposes: NOT, aliases: ['organophosphate', 'organophosphates', 'organophosphate insecticides', 'garden insecticide', 'garden insecticides', 'carbamate insecticide'] },
  { id: 'bleach', kind: 'household', classes: ['household-toxin'], purposes: NOT, aliases: ['sodium hypochlorite', 'chlorine bleach', 'drain cleaner', 'oven cleaner', 'lye'], brands: ['Clorox', 'Drano'] },
  { id: 'detergent pods', kind: 'household', classes: ['household-toxin'], purposes: NOT, aliases: ['laundry pods', 'dishwasher pods', 'laundry detergent'], brands: ['Tide Pods'] },
  { id: 'button battery', kind: 'household', classes: ['household-toxin'], purposes: NOT, aliases: ['batteries', 'battery', 'button batteries', 'lithium battery'] },
  { id: 'ice melt', kind: 'household', classes: ['household-toxin'], purposes: NOT, aliases: ['de icer', 'deicer', 'road salt'] },
  { id: 'fertilizer', kind: 'household', classes: ['household-toxin'], purposes: NOT, aliases: ['fertiliser', 'plant food', 'blood meal'] },
  { id: 'glyphosate', kind: 'household', classes: ['household-toxin'], purposes: NOT, aliases: ['weed killer', 'herbicide'], brands: ['Roundup'] },
  { id: 'aerosol sprays', kind: 'household', classes: ['household-toxin'], purposes: NOT, aliases: ['air freshener', 'scented candles', 'hair spray', 'aerosol'] },
];
