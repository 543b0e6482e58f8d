// Sources read for the oncology, immune and endocrine chapter (k-onc pass, issue 22): veterinary
// client handouts and reviews for drugs given off label, read for their contraindications and
// interactions. Spread into SOURCES by sources.ts, so every id here is a SourceId.

type SourceDef = { publisher: string; title: string; url?: string };

export const ONC_ENDO_SOURCES = {
  'handout-glipizide-texaswest': {
    publisher:
      'Texas West Veterinary Hospital client drug handout (glipizide; "What dogs/cats should not take this medication?")',
    title:
      'Glipizide for diabetic cats: not in diabetic emergencies or severe ketoacidosis, nor in cats with liver, kidney or thyroid disease or a serious infection, illness or trauma, nor pregnant or nursing cats; caution with untreated pituitary or adrenal disease; not with an allergy to sulfa drugs',
    url: 'https://www.texaswestveterinarian.com/glipizide/',
  },
  'vca-glipizide': {
    publisher: 'VCA Animal Hospitals, Know Your Pet: glipizide (R. Gollakner, DVM)',
    title:
      'Glipizide: do not use with trauma, infection, diabetic coma, low blood sugar or diabetic ketoacidosis, or with an allergy to sulfonamides; use cautiously with adrenal, thyroid or kidney disease',
    url: 'https://vcahospitals.com/know-your-pet/glipizide',
  },
  'trepanier-feline-drugs-1992': {
    publisher:
      'Cornell Feline Health Center, Feline Health Topics for veterinarians 7(3), 1992: L. A. Trepanier, Drugs useful in feline practice, part II',
    title:
      'Glipizide: other drugs that displace it from protein binding (other sulfas, salicylates) may increase its hypoglycaemic effect; contraindicated in ketotic cats or with complete beta-cell failure',
    url: 'https://docslib.org/download/6875033/feline-health-topics-for-veterinarians',
  },
  'compounding-azathioprine-rockridge': {
    publisher: 'Rockridge Pharmacy (veterinary compounding): azathioprine monograph',
    title:
      'Azathioprine for dogs: contraindicated in pregnant or lactating animals (birth defects and other reproductive harm); caution with liver disease; its effects can be potentiated by other immunosuppressants and by drugs sharing its pathways such as certain ACE inhibitors',
    url: 'https://www.rockridgepharmacy.com/vet-compounding/azathioprine',
  },
  'guide-mycophenolate-cae': {
    publisher:
      'Complete Animal Eye Care (veterinary practice) medication guide: mycophenolate mofetil',
    title:
      'Mycophenolate: avoid in pregnancy; aluminium or magnesium antacids and oral iron reduce its absorption (separate by 2 hours); vaccines may be less effective; probenecid and aspirin may raise mycophenolic acid; acyclovir levels rise with it',
    url: 'https://completeanimaleyecare.com/services/veterinary-medication-guide/mycophenolate-mofetil/',
  },
} as const satisfies Record<string, SourceDef>;
