// Sources for the exotic-species, supplement and human-topical pass (dose-ranges-exotic-more.ts,
// safe-exposures.ts, the imidazoline and topical product records). Spread into SOURCES by
// sources.ts, so every id here is a SourceId.

type SourceDef = { publisher: string; title: string; url?: string };

export const EXOTIC_TOPICAL_SOURCES = {
  // Birds
  'werther-avian-doses': {
    publisher:
      'Werther K., in Fowler & Cubas, Biology, Medicine and Surgery of South American Wild Animals (Iowa State University Press, 2001)',
    title: 'Appendix: drug dosages used in avian medicine (Table A.1)',
    url: 'https://www.scribd.com/document/419247515/Drug-Dosages-Used-in-Avian-Medicine-app1-pdf',
  },
  'midazolam-intranasal-amazons': {
    publisher: 'J Avian Med Surg (Mans et al., 2012)',
    title:
      'Sedation and physiologic response to manual restraint after intranasal midazolam in Hispaniolan Amazon parrots (2 mg/kg)',
    url: 'https://pubmed.ncbi.nlm.nih.gov/23156974/',
  },
  'midazolam-intranasal-budgerigars': {
    publisher: 'J Zoo Wildl Med (Bigham Sadegh, 2013)',
    title: 'Intranasal xylazine, diazepam or midazolam in budgerigars (midazolam 13.2 ± 1.3 mg/kg)',
  },
  'gabapentin-amazons': {
    publisher: 'J Avian Med Surg (Baine et al., 2015)',
    title:
      'Pharmacokinetics of compounded intravenous and oral gabapentin in Hispaniolan Amazon parrots',
    url: 'https://www.thefreelibrary.com/Pharmacokinetics+of+compounded+intravenous+and+oral+gabapentin+in+...-a0431445715',
  },
  'msd-bird-psychotropics': {
    publisher: 'MSD Veterinary Manual',
    title: 'Psychotropic medications used for feather plucking in pet birds (table)',
    url: 'https://www.msdvetmanual.com/en-au/multimedia/table/v55577389',
  },
  // Small mammals
  'tramadol-rabbits': {
    publisher: 'Am J Vet Res (Souza, Greenacre & Cox, 2008)',
    title:
      'Pharmacokinetics of orally administered tramadol (11 mg/kg) in domestic rabbits: no adverse effects, blood levels below those that relieve pain in people',
    url: 'https://avmajournals.avma.org/view/journals/ajvr/69/8/ajvr.69.8.979.xml',
  },
  'ferret-antiparasitics-bell': {
    publisher: 'PetEducation (Bell, ferret veterinarian)',
    title:
      'Antiparasitic drugs for ferrets: pyrethrins relatively safe even on kits (use a product labelled for ferrets); imidacloprid off-label without reported adverse effects',
    url: 'http://www.peteducation.com/article_print.cfm?c=11+1290&aid=523',
  },
  // Reptiles
  'allopurinol-iguanas': {
    publisher: 'Vet Rec (Hernandez-Divers et al., 2008)',
    title:
      'Allopurinol in normo- and hyperuricaemic green iguanas: 25 mg/kg once daily lowered uric acid without liver or kidney toxicity',
  },
  'terbinafine-bearded-dragons': {
    publisher: 'Am J Vet Res (McEntire et al., 2022)',
    title:
      'Single-dose pharmacokinetics of oral terbinafine (20 mg/kg) in bearded dragons and antifungal susceptibility of Nannizziopsis guarroi',
    url: 'https://doi.org/10.2460/ajvr.21.02.0023',
  },
  'wildlife-formulary-barron': {
    publisher:
      'Barron H.W., in Hernandez et al., Medical Management of Wildlife Species (Wiley, 2020)',
    title:
      'Appendix II, formulary for common wildlife species: analgesics (buprenorphine not recommended for reptiles)',
    url: 'https://doi.org/10.1002/9781119036708.app2',
  },
  'pyrethrins-reptiles': {
    publisher: 'Reptiles Magazine (veterinary review of reptile ectoparasite treatment)',
    title:
      'External parasite treatment for reptiles: pyrethrins and permethrins (deaths reported; avoid spraying, ventilate, limit the dose)',
    url: 'https://reptilesmagazine.com/external-parasites-treatment-for-reptiles-pyrethrins-and-permethrins/',
  },
  // Supplements
  'cbd-dogs-gamble': {
    publisher: 'Front Vet Sci (Gamble et al., 2018)',
    title:
      'Pharmacokinetics, safety and clinical efficacy of cannabidiol in osteoarthritic dogs (2 mg/kg every 12 hours; 2 and 8 mg/kg single doses)',
    url: 'https://pubmed.ncbi.nlm.nih.gov/30083539/',
  },
  'vetmeds-alpha-lipoic-acid': {
    publisher:
      'VetMeds pet poison control list (after Osweiler et al., Blackwell’s Five-Minute Veterinary Consult: Small Animal Toxicology, 2011)',
    title: 'Alpha lipoic acid: minimum toxic dose 13 mg/kg in cats and 126 mg/kg in dogs',
    url: 'https://vetmeds.org/pet-poison-control-list/alpha-lipoid-acid/',
  },
  'lipoic-acid-cats': {
    publisher: 'J Anim Physiol Anim Nutr (Hill et al., 2004)',
    title: 'Lipoic acid is 10 times more toxic in cats than reported in humans, dogs or rats',
    url: 'https://doi.org/10.1111/j.1439-0396.2003.00472.x',
  },
  'merck-supplement-toxicoses': {
    publisher: 'Merck Veterinary Manual (Tauer, 2024)',
    title: 'Toxicoses in animals from human dietary and herbal supplements',
    url: 'https://www.merckvetmanual.com/toxicology/toxicoses-from-dietary-and-herbal-supplements/toxicoses-in-animals-from-human-dietary-and-herbal-supplements',
  },
  'label-pet-supplements': {
    publisher: 'Manufacturers’ labels (Nutramax, Purina, Vetoquinol, Virbac, Bayer)',
    title:
      'Veterinary supplements labelled for dogs and cats: Cosequin, Dasuquin, Denamarin, FortiFlora, Proviable, Welactin, Solliquin',
  },
  // Human topical products
  'pph-imidazoline': {
    publisher: 'Pet Poison Helpline',
    title: 'Imidazoline decongestants (eye drops and nasal sprays): severe in dogs, cats and birds',
    url: 'https://www.petpoisonhelpline.com/poison/imidazoline/',
  },
  'pph-corticosteroids': {
    publisher: 'Pet Poison Helpline',
    title:
      'Corticosteroids: topical steroid creams and ointments (hydrocortisone, betamethasone, triamcinolone) have a wide margin of safety when swallowed; toxic ingestions of the oral forms (prednisone, prednisolone among the names) can cause stomach ulcers, gastroenteritis and rarely stomach rupture (no mg/kg given)',
    url: 'https://www.petpoisonhelpline.com/poison/corticosteroids/',
  },
  'merck-decongestants': {
    publisher: 'Merck Veterinary Manual (Khan, ASPCA APCC)',
    title:
      'Decongestants (toxicity): oxymetazoline, xylometazoline, tetrahydrozoline and naphazoline',
    url: 'https://www.merckvetmanual.com/toxicology/toxicities-from-human-drugs/decongestants-toxicity',
  },
  'fq-retina-cats': {
    publisher:
      "Clinician's Brief, summarising Wiebe V, Hamilton P. Fluoroquinolone-induced retinal degeneration in cats. JAVMA 2002;221:1568-1571; Vetlexicon Felis",
    title:
      "Fluoroquinolone retinal degeneration in cats: dose- and concentration-dependent, seen with fluoroquinolones other than enrofloxacin; follow the manufacturer's (cat label) dose; older cats and cats with kidney or liver disease at more risk",
    url: 'https://www.cliniciansbrief.com/column/category/column/capsules/fluoroquinolone-induced-blindness-cats',
  },
} as const satisfies Record<string, SourceDef>;
