// Sources for the exotic foods pass (issue 22, item 4): veterinary practice pages read for the
// foods each exotic group may eat and the ones it must not, and for the two judgement calls of
// decision 057 (bird fruit pits, avocado for reptiles). Spread into SOURCES by sources.ts.

type SourceDef = { publisher: string; title: string; url?: string };

export const EXOTIC_FOODS_SOURCES = {
  'eastbend-rabbit-nutrition': {
    publisher: 'East Bend Animal Hospital (veterinary practice), Rabbit nutrition',
    title:
      'Timothy hay as most of the diet; fresh greens daily (romaine lettuce, collard and mustard greens, parsley, endive); small amounts of pears, apples, peaches, bananas, carrots and green peppers as treats; avoid avocados, fruit pits or seeds, rhubarb, raisins, iceberg lettuce, onions and other alliums, cabbage, cauliflower, parsnips and chocolate',
    url: 'https://eastbendvet.com/rabbit-nutrition/',
  },
  'scalestails-reptile-toxicities': {
    publisher:
      'Scales and Tails (reptile veterinary practice, Daytona), Reported toxicities in reptiles',
    title:
      'Azalea killed an iguana; fruit seeds (apple, apricot, cherry, peach, plum) are dangerous if the seed capsule is broken; avocado has been shown toxic to rabbits, mice and caged birds, wild green iguanas have been seen eating fallen avocados, and it should not be included in the diet of captive herbivorous reptiles',
    url: 'https://scalesandtailsdaytona.com/toxicities-in-reptiles',
  },
  'bvna-guinea-pig-nutrition': {
    publisher: 'Veterinary Nursing Journal (BVNA), vol 39 no 5, October 2024: guinea pig nutrition',
    title:
      'Ad libitum hay is essential: meadow hay and Timothy hay (a combination suits gut and teeth); alfalfa hay should not be the main hay of non-nursing adults (high calcium and protein); guinea pigs need dietary vitamin C',
    url: 'https://vnj.bvna.org.uk/vnj-volume-39-5-october-2024/0906233001726656491/p44',
  },
  'vethealthcentre-bearded-dragon': {
    publisher:
      'Vet Health Centre (veterinary practice, UK), The bearded dragon diet (January 2015)',
    title:
      'Leafy greens such as dandelions, watercress, spring greens and rocket give most of the protein; grated carrot, bell peppers, courgettes and asparagus alongside; fruit such as apples or grapes only as an occasional treat; spinach, beetroot and rhubarb leaves bind calcium and should be avoided',
    url: 'http://vet-healthcentre.co.uk/news/2015/january/the-bearded-dragon-diet.html',
  },
  'allferrets-treats': {
    publisher: 'allferrets.org (ferret health society pages), Ferret treats',
    title:
      'Ferrets are obligate carnivores without a cecum: fruits, dried fruit such as raisins, cereal, bananas and vegetables are bad treats (sugar promotes insulinoma; anecdotal kidney failure after raisins, and grape and raisin toxicity reported in dogs and exotic pets); good treats are cooked or raw meat, eggs and small amounts of cheese',
    url: 'https://www.allferrets.org/health-topics1/treats',
  },
  'birdvet-small-parrot-diet': {
    publisher:
      'Dr Sandy Hume, avian veterinarian (BVSc MVS MANZCVSc Avian Health), Inner South Veterinary Centre: Feeding your small parrot',
    title:
      'Seed or pellets with fresh vegetables daily (dark leafy greens such as bok choy, silver beet and endive, not lettuce; broccoli, cauliflower, beans, snow peas; carrot, pumpkin, sweet corn, sweet potato) and a small amount of fruit (apples, oranges, bananas, pears, stone fruit); avoid rhubarb, avocado and chocolate as they are toxic',
    url: 'https://www.bird-vet.com/Feedingyoursmallparrot-Avianvet.aspx',
  },
  'hazard-mediterranean-tortoise': {
    publisher:
      'Richard Hazard MA VetMB MRCVS, Feeding your Mediterranean tortoise (client handout)',
    title:
      'Non-toxic, uncontaminated weeds are the best food, dandelions ideal; never meat; iceberg lettuce not as the main food; cabbage, spinach, chard, bok choy, peas and beans best avoided (they inhibit calcium absorption)',
    url: 'https://vdocuments.net/feeding-your-mediterranean-tortoise.html',
  },
  'rainbowvet-hamster-diet': {
    publisher: 'Rainbow Veterinary Hospital (San Fernando Valley), Hamster diet basics',
    title:
      'Commercial hamster food as the main diet; small amounts of vegetables (spinach, lettuce, carrots, celery, broccoli, cauliflower) and fruit treats (apple, banana, strawberries, blueberries, peaches, mango, kiwi); onions, potatoes, certain beans and tomato leaves should never be fed',
    url: 'https://rainbowvethospital.com/hamster-diet-basics',
  },
} as const satisfies Record<string, SourceDef>;
