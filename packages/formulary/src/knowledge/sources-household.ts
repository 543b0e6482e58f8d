// Sources for the dog and cat household-toxin ledger (knowledge-coverage/household-toxins.ts):
// Pet Poison Helpline's lists and pages, ASPCA APCC plant listings as veterinary practices quote
// them, and practice pages read for the grade. Spread into SOURCES by sources.ts.

type SourceDef = { publisher: string; title: string; url?: string };

export const HOUSEHOLD_SOURCES = {
  'pph-top-toxins-2013': {
    publisher:
      'Pet Poison Helpline, top 10 toxins of 2013 (as published by a veterinary practice, vetmedaz.com)',
    title:
      'Dogs: chocolate, xylitol, NSAIDs, cold medicines, rodenticides (anticoagulants bleed; bromethalin, to which cats are more sensitive, causes seizures and paralysis), grapes and raisins, insect bait stations (rarely poisonous; the risk is bowel obstruction from the plastic). Cats: lilies, household cleaners, dog spot-ons, insoluble oxalate plants, glow sticks',
    url: 'https://vetmedaz.com/2014/06/24/top-household-toxins-for-dogs-and-cats/',
  },
  'pph-cat-toxins': {
    publisher: 'Pet Poison Helpline top toxins for cats (as summarised by WYRK)',
    title:
      'True lilies and daylilies cause sudden kidney failure in cats; calla, peace and Peruvian lilies only mouth irritation and stomach upset; household cleaners (toilet bowl cleaner, bleach, laundry pods) cause stomach upset to burns',
    url: 'http://wyrk.com/most-common-toxicities-in-cats/',
  },
  'pph-people-foods': {
    publisher:
      'Pet Poison Helpline, 8 people foods that are toxic to pets (as reproduced by Perry Animal Clinic)',
    title:
      'Grapes, raisins and currants cause acute kidney failure in dogs and may in cats; coffee grounds, tea bags and diet pills can be fatal to small pets; the darker the chocolate the more theobromine',
    url: 'http://perryanimalclinic.com/Toxic-foods.html',
  },
  'pph-allium-dvm360': {
    publisher:
      'dvm360 with Pet Poison Helpline, People food toxic to pets: onions, garlic, chives and leeks',
    title:
      'Onions, garlic, chives and leeks destroy red blood cells; more than 0.5% of body weight is potentially toxic; cats and Japanese dog breeds are more sensitive',
    url: 'https://www.dvm360.com/view/people-food-toxic-pets-onions-garlic-chives-and-leeks',
  },
  'pph-glow-jewelry': {
    publisher: 'Pet Poison Helpline, Glow jewelry',
    title:
      'Glow sticks and jewelry hold dibutyl phthalate, very bitter and not very toxic: drooling, gagging, retching and skin or eye irritation in dogs and cats; cats swallow more while grooming',
    url: 'https://www.petpoisonhelpline.com/poison/glow-jewelry/',
  },
  'kalamunda-chocolate': {
    publisher: 'Kalamunda Vet (veterinary practice), Chocolate toxicity in dogs and cats',
    title:
      'Theobromine and caffeine in chocolate poison dogs and cats: restlessness, tremors, fast heart, seizures; baking chocolate and cocoa are the strongest, white chocolate the weakest',
    url: 'https://www.kalamundavet.com.au/ChocolateToxicityinDogsandCats.aspx',
  },
  'collegehills-foods': {
    publisher:
      'College Hills Vet (veterinary practice), Human foods that are dangerous for dogs and cats',
    title:
      'Xylitol causes low blood sugar and liver damage in dogs; whether it is toxic to cats is unknown',
    url: 'https://collegehillsvet.com/human-foods-that-are-dangerous-for-dogs-and-cats',
  },
  'mlah-foods': {
    publisher: "Veterinary hospital blog (mlahvet.com), Don't feed these to your pets (March 2018)",
    title:
      'Macadamia nuts cause nervous depression, vomiting, fever and weakness in dogs (about half a nut per pound); raw bread dough bloats and ferments into alcohol; onions and garlic destroy red cells',
    url: 'https://mlahvet.com/2018/03/dont-feed-these-to-your-pets-some-you-may-know-and-some-lesser-known-foods',
  },
  'frontiers-food-toxins': {
    publisher: 'Front Vet Sci (Cortinovis and Caloni, 2016)',
    title:
      'Household food items toxic to dogs and cats: chocolate, onions and garlic, macadamia nuts, grapes and raisins, xylitol, alcoholic drinks and unbaked bread dough',
    url: 'https://www.frontiersin.org/articles/10.3389/fvets.2016.00026/full',
  },
  'bearcreek-rodenticides': {
    publisher: 'Bear Creek Vet (veterinary practice), Rat poisoning (rodenticide toxicity)',
    title:
      'Four kinds of rat poison kill dogs and cats that eat the bait or a poisoned rodent: anticoagulants (brodifacoum, bromadiolone, difethialone, warfarin), bromethalin, cholecalciferol (vitamin D3) and zinc phosphide; most have no antidote',
    url: 'https://bearcreekvet.net/rat-poisoning-rodenticide-toxicity/',
  },
  'mallardcreek-aspca-houseplants': {
    publisher:
      'Mallard Creek Animal Hospital (L. A. Walden, DVM), Houseplants that are safe for dogs and cats',
    title:
      'Not toxic to dogs and cats per ASPCA APCC: African violet, American or baby rubber plant (Peperomia obtusifolia), Boston fern (Nephrolepis); toxic: jade plant (Crassula ovata), Ficus benjamina, asparagus fern; the most hazardous are sago palms and, for cats, lilies',
    url: 'https://www.mallardcreekvet.com/dr-waldens-blog/houseplants-that-are-safe-for-dogs-and-cats',
  },
  'kxnet-aspca-plants': {
    publisher: 'KX News, The good and bad plants for furry friends (ASPCA lists)',
    title:
      'Safe for pets per ASPCA: African violet, spider plant, areca palm, Boston fern; toxic: sago palm (every part, especially the seeds), jade plant (every part), amaryllis, aloe vera',
    url: 'https://www.kxnet.com/news/state-news/the-good-and-bad-plants-for-furry-friends/',
  },
  'hoodvet-asparagus-fern': {
    publisher:
      'Hood Vet (veterinary practice), Household plants that are dangerous to dogs and cats',
    title:
      'Asparagus fern (emerald feather, sprengeri, plumosa or lace fern) is toxic to dogs and cats: its berries cause vomiting, diarrhoea and belly pain; repeated contact irritates the skin',
    url: 'https://hoodvet.com/10-household-plants-that-are-dangerous-to-dogs-and-cats/',
  },
  'aspca-jade-plant': {
    publisher: "Waldo's Friends, Are jade plants toxic to dogs (quoting the ASPCA listing)",
    title:
      'Jade plant (Crassula ovata; baby jade, Chinese rubber plant, money plant) is toxic to dogs, cats and horses per ASPCA: vomiting, depression, incoordination, mild to moderate',
    url: 'http://waldosfriends.org/blog/are-jade-plants-toxic-to-dogs',
  },
  'aspca-oxalate-plants': {
    publisher: "Frederick's Child, Pet safety in the home (ASPCA APCC figures)",
    title:
      'Golden pothos and peace lily: cats and dogs that chew them get intense mouth irritation, drooling, vomiting and trouble swallowing',
    url: 'https://www.frederickschild.com/pet-plant-safety/',
  },
  'pph-tulips': {
    publisher: 'Pet Poison Helpline, Tulips and hyacinths',
    title:
      'Allergenic lactones concentrated in the bulbs: chewing irritates the mouth and gullet (drooling, vomiting, diarrhoea); large bulb ingestions (dogs digging up bulbs) raise the heart and breathing rate',
    url: 'https://petpoisonhelpline.com/poison/tulip',
  },
  'fallsroad-antifreeze': {
    publisher:
      'Falls Road Animal Hospital (veterinary practice), Antifreeze toxicosis and your pets',
    title:
      'Ethylene glycol antifreeze is extremely toxic to dogs and cats: a cat that licks spilled antifreeze off its paws may take in a fatal amount, about 2.5 tablespoons could kill a 20-pound dog, and kidney failure follows within hours',
    url: 'http://www.fallsroadvet.com/tag/antifreeze/',
  },
  'westover-slug-bait': {
    publisher: 'Westover Vets (veterinary practice, UK), Slug bait',
    title:
      'Slug poison containing metaldehyde is usually fatal to dogs and cats unless treated at once: violent convulsions that are hard to control',
    url: 'https://www.westovervets.co.uk/slug-bait/',
  },
  'extension-amaryllis': {
    publisher: 'Ask Extension (US cooperative extension), Is the amaryllis toxic to cats',
    title:
      'Amaryllis species cause vomiting, depression, diarrhoea, belly pain, drooling, loss of appetite and tremors in cats and dogs; the bulb is more serious than the leaves or flowers',
    url: 'https://ask.extension.org/questions/379474',
  },
  'mbg-aspca-houseplants': {
    publisher:
      'mindbodygreen, The best and worst houseplants for pet parents, according to the ASPCA',
    title:
      'Safe for cats and dogs per ASPCA: African violet, areca palm, calathea, haworthia, most ferns (bird’s nest, Boston, maidenhair), orchid, prayer plant, spider plant, watermelon peperomia, Venus fly trap',
    url: 'https://www.mindbodygreen.com/articles/houseplants-that-are-not-safe-for-pets',
  },
} as const satisfies Record<string, SourceDef>;
