// Sources for the product and register coverage of issue 22 (second products pass): the labels and
// SPCs read for minimum ages and weights of products the catalogue already knew by name. Spread
// into SOURCES by sources.ts, so every id here is a SourceId.

type SourceDef = { publisher: string; title: string; url?: string };

export const PRODUCTS_2_SOURCES = {
  'spc-fortekor-plus': {
    publisher: 'NOAH Compendium (Fortekor Plus tablets for dogs SPC)',
    title:
      'Pimobendan with benazepril hydrochloride: efficacy and safety not established in dogs under 2.5 kg or under 4 months of age',
    url: 'https://www.noahcompendium.co.uk/?id=-451582',
  },
  'spc-ypozane-dosing': {
    publisher: 'VMD product information (Ypozane tablets for dogs SPC, via vetisearch)',
    title:
      'Osaterone acetate dosing table from 3 kg; no data are available for dogs under 3 kg bodyweight',
    url: 'https://vetisearch.co.uk/spcs/88382-ypozane-75-15-kg',
  },
  'cbd-cats-kulpa': {
    publisher: 'J Feline Med Surg (Kulpa et al., 2021)',
    title:
      'Safety and tolerability of escalating cannabinoid doses in healthy cats: CBD oil titrated to 30.5 mg/kg by mouth with only mild, passing adverse events and no blood changes',
    url: 'https://pubmed.ncbi.nlm.nih.gov/33769105/',
  },
  'firstline-gentamicin': {
    publisher:
      'Firstline antimicrobial guide (Ontario Veterinary College, citing Giguere and Plumb)',
    title:
      'Gentamicin: cats 5-8 mg/kg, dogs 9-12 mg/kg IV, IM or SC once daily; cats may be more sensitive to its toxic effects',
    url: 'https://app.firstline.org/en-cvma/clients/552-ontario-veterinary-college/antimicrobials/24094',
  },
  'dvm360-perioperative-opioids': {
    publisher: 'dvm360 (conference proceedings: critical care and peri-operative analgesics)',
    title:
      'Opioid doses in dogs and cats: fentanyl 2-10 micrograms/kg IV loading dose, then 2-10 micrograms/kg an hour as an infusion',
    url: 'https://www.dvm360.com/view/pain-management-small-animal-clinical-patients-critical-care-and-peri-operative-analgesics-proceedin',
  },
  'spc-frontline-combo-ferret': {
    publisher: 'NOAH Compendium / VMD (Frontline Combo spot-on for cats and ferrets SPC)',
    title:
      'Fipronil with (S)-methoprene: target species cats and ferrets; 50 mg fipronil and 60 mg (S)-methoprene (one 0.5 mL pipette) per ferret; not for ferrets under 6 months',
    url: 'https://www.noahcompendium.co.uk/?id=-453531',
  },
  'leaflet-certifect-de': {
    publisher: 'Certifect package leaflet (German, EU central authorisation; Merial)',
    title:
      'Fipronil, (S)-methoprene and amitraz per dual-chamber pipette for dogs of 2-10, 10-20, 20-40 and 40-60 kg; not for sick (systemic illness, diabetes, fever) or convalescent animals, nor for rabbits and cats',
    url: 'https://studylibde.com/doc/6831874/certifectspot-on-l%C3%B6sung',
  },
  'spc-cortavance': {
    publisher: 'NOAH Compendium (Cortavance 0.584 mg/ml cutaneous spray solution for dogs SPC)',
    title:
      'Hydrocortisone aceponate spray: do not use on cutaneous ulcers; glucocorticoids slow growth, so use in young dogs (under 7 months) only after a benefit-risk assessment with regular clinical checks',
    url: 'https://www.noahcompendium.co.uk/?id=-460148',
  },
  'maddison-alpha2-reversal': {
    publisher:
      'Maddison, Page and Church, Small Animal Clinical Pharmacology (2nd ed.), chapter 6, table 6.1',
    title:
      'Suggested doses of alpha2-agonist antagonists in dogs and cats: yohimbine in cats 0.1-0.2 mg/kg to reverse xylazine and 0.5 mg/kg to reverse medetomidine; in dogs 0.10-0.15 mg/kg to reverse xylazine',
    url: 'https://www.yumpu.com/en/document/view/26157748/small-animal-clinical-pharmacology-cyf-medical-distribution/129',
  },
  'hume-smith-ophthalmic-cats': {
    publisher: 'J Feline Med Surg 2011;13(10):744-751 (Hume-Smith et al.)',
    title:
      'Anaphylactic events within 4 h of ocular application of an antibiotic-containing ophthalmic preparation in 61 cats: 44% were bacitracin-neomycin-polymyxin B ointments, polymyxin B was in every one, 82% survived',
    url: 'https://pubmed.ncbi.nlm.nih.gov/21906985/',
  },
  'pph-calcium-supplements': {
    publisher: 'Pet Poison Helpline',
    title:
      'Calcium supplements: calcium alone is poorly absorbed and the risk in healthy animals is low (vomiting, diarrhoea or constipation, a transient rise in blood calcium); cats rarely eat enough; vitamin D3 in the supplement is what can cause kidney failure',
    url: 'https://www.petpoisonhelpline.com/poison/calcium-supplements/',
  },
  'furrow-clotrimazole-cats': {
    publisher: 'J Am Vet Med Assoc 2009;235(10):1188 (Furrow and Groman)',
    title:
      'Intranasal infusion of clotrimazole for the treatment of nasal aspergillosis in two cats: a 1-hour infusion under anaesthesia, uncomplicated recovery and complete resolution in both',
    url: 'https://avmajournals.avma.org/abstract/journals/javma/235/10/javma.235.10.1188.xml',
  },
  'mupirocin-monograph-retail': {
    publisher:
      'Pasadena Pet Store product page (veterinary drug monograph for mupirocin 2% ointment)',
    title:
      'Mupirocin ointment: FDA-approved for skin infections in dogs, may also be of use in other species (e.g. feline acne); polyethylene glycol base, nephrotoxicity possible on extensive deep lesions',
    url: 'https://pasadenapetstore.com/collections/dog-1/products/mupirocin-generic-ointment-2',
  },
  'tripathi-turmeric-dogs': {
    publisher: 'Front Vet Sci 2026 (Tripathi et al.), PMC13041522',
    title:
      'Turmerosaccharide-rich Curcuma longa extract in 20 dogs with osteoarthritis: 300 mg/20 kg once daily for 42 days reduced pain and was well tolerated with no adverse effects',
    url: 'https://doi.org/10.3389/fvets.2026.1536366',
  },
} as const satisfies Record<string, SourceDef>;
