// Sources for the third products pass of issue 22: veterinary cancer drug labels (and, where the
// label itself was out of reach, a board-certified oncologist's reading of it), parasiticide and
// equine labels. Spread into SOURCES by sources.ts, so every id here is a SourceId.

type SourceDef = { publisher: string; title: string; url?: string };

export const PRODUCTS_3_SOURCES = {
  'label-stelfonta-us': {
    publisher: 'Virbac (Stelfonta US package insert, via vetlabel.com)',
    title:
      'Stelfonta (tigilanol tiglate injection) precautions: safe use not evaluated in dogs younger than 3.5 years, nor in pregnant, lactating or breeding dogs; not for subcutaneous mast cell tumours above the elbow or hock',
    url: 'https://vetlabel.com/lib/vet/meds/stelfonta-1-mgml/page/2/',
  },
  'tanovea-westie-oncologist': {
    publisher:
      'Coral Springs Animal Hospital, Pawfessional (F. Alvarez-Berger, DVM, DACVIM oncology), 2017',
    title:
      'Rabacfosadine (Tanovea-CA1): rare delayed pulmonary fibrosis; contraindicated in West Highland White Terriers because of their genetic predisposition to pulmonary fibrosis',
    url: 'https://viewer.joomag.com/coral-springs-animal-hospitals-pawfessional-pawfessional-summer-2017/0525908001500322947/p23',
  },
  'spc-fiprotec-small-dogs': {
    publisher:
      'VMD SPC (Fiprotec 67 mg Spot On Solution for Small Dogs, AN 00784/2015, via medine.co.uk)',
    title:
      'Fipronil 67 mg in a 0.67 mL pipette for dogs of 2 to 10 kg: not on dogs under 8 weeks or 2 kg, sick or convalescent animals, rabbits (reactions and death) or cats (overdose)',
    url: 'https://imedi.co.uk/fiprotec-67-mg-spot-on-solution-for-small-dogs',
  },
  'leaflet-fiprospot-small-dogs': {
    publisher:
      'Fiprospot 67 mg solution spot-on pour petits chiens, package leaflet (via studylibfr)',
    title:
      'Fipronil 67 mg per 0.67 mL pipette for dogs of 2 to 10 kg: not on puppies under 2 months or 2 kg, sick or convalescent animals, rabbits or cats (overdose)',
    url: 'https://studylibfr.com/doc/4477225/fiprospot%C2%AE-67-mg-solution-spot-on-pour-petits',
  },
  'spc-fypryst-combo-dog': {
    publisher: 'Fypryst Combo spot-on for dogs, Czech SPC text (via labet.cz)',
    title:
      'Fipronil with (S)-methoprene for dogs: not on puppies under 8 weeks or 2 kg, sick or convalescent animals, rabbits, or cats and ferrets (overdose)',
    url: 'https://www.labet.cz/fypryst-combo-spot-on-402-361-8mg-pes-obri-1-pip-px1379920/?vid=1379907',
  },
  'leaflet-fipratix': {
    publisher: 'Fipratix spot-on solution for very small dogs, product leaflet (via xfarma.it)',
    title:
      'Fipronil 26.8 mg with permethrin 239.8 mg per 0.44 mL pipette for dogs: not on rabbits or cats (reactions up to death), nor on sick or convalescent animals',
    url: 'https://xfarma.it/en/fipratix-spot-on-solution-4-pipettes-044ml-268mg-approx.html',
  },
  'spc-effipro-duo-cats': {
    publisher: 'VMD SPC (Effipro Duo spot-on solution for cats, AN 01300/2015, via medine.co.uk)',
    title:
      'Fipronil 50 mg with pyriproxyfen 60 mg per 0.5 mL pipette (100/120 mg per 1 mL for cats over 6 to 12 kg); contraindicated in rabbits (reactions and death)',
    url: 'https://medine.co.uk/effipro-duo-50-mg-60-mg-spot-on-solution-for-cats/summary',
  },
  'myvet-ulcershield': {
    publisher: 'MyVet NZ product page (Ulcershield paste label directions)',
    title:
      'Ulcershield: omeprazole paste for horses, 4 mg/kg (1 mL per 100 kg) daily to treat and 2 mg/kg to prevent gastric ulcers',
    url: 'https://myvet.co.nz/collections/horse-care/products/ulcershield-paste',
  },
} as const satisfies Record<string, SourceDef>;
