// Sources for the eye, ear and skin products chapter (topical products for dogs, cats and exotic
// pets): the labels and references each topical rule row and coverage item was read from.
// Spread into SOURCES by sources.ts, so every id here is a SourceId.

type SourceDef = { publisher: string; title: string; url?: string };

export const TOPICAL_SOURCES = {
  'label-posatex-us': {
    publisher: 'Merck Animal Health (Posatex Otic Suspension package insert, via drugs.com)',
    title:
      'Orbifloxacin 10 mg, mometasone furoate 1 mg and posaconazole 1 mg per g, for dogs only: do not use in dogs with known tympanic perforation; use with perforated eardrums not evaluated',
    url: 'https://www.drugs.com/pro/posatex-otic-suspension.html',
  },
  'label-claro-us': {
    publisher:
      'Elanco US (Claro Otic Solution label, DailyMed set id 9bd1d059-68a6-459f-9f79-2fcd97c952d6)',
    title:
      'Florfenicol 16.6 mg, terbinafine 14.8 mg and mometasone furoate 2.2 mg in one 1 mL dropperette, for dogs only, do not use in cats: do not use in dogs with known tympanic membrane perforation',
    url: 'https://dailymed.nlm.nih.gov/dailymed/lookup.cfm?setid=9bd1d059-68a6-459f-9f79-2fcd97c952d6&version=1',
  },
  'ema-neptra': {
    publisher: 'EMA (Neptra ear drops solution for dogs, package leaflet, via myhealthbox.eu)',
    title:
      'One 1 mL dose holds florfenicol 16.7 mg, terbinafine hydrochloride 16.7 mg and mometasone furoate 2.2 mg: the EU name of the Claro formulation',
    url: 'https://www.myhealthbox.eu/en/neptra/5466887',
  },
  'label-osurnia-us': {
    publisher:
      'Novartis Animal Health US (Osurnia otic gel label, DailyMed set id 8ad50c32-19d9-4a50-9a40-3a5d6f99c182)',
    title:
      'Florfenicol 10 mg, terbinafine 10 mg and betamethasone acetate 1 mg per mL, for dogs only: do not use in dogs with known tympanic perforation',
    url: 'http://dailymed.nlm.nih.gov/dailymed/lookup.cfm?setid=8ad50c32-19d9-4a50-9a40-3a5d6f99c182',
  },
  'spc-surolan': {
    publisher: 'NOAH Compendium (Surolan Ear Drops and Cutaneous Suspension SPC, Elanco)',
    title:
      'Miconazole nitrate 23 mg, prednisolone acetate 5 mg and polymyxin B sulfate 0.53 mg per mL, dogs and cats: do not use with perforated ear drums, as polymyxin B is a potential ototoxic agent',
    url: 'https://www.noahcompendium.co.uk/?id=-462018&template=template_printview',
  },
  'label-vetropolycin-hc': {
    publisher:
      'Dechra (Vetropolycin HC veterinary ophthalmic ointment label, NADA 065-015, via drugs.com)',
    title:
      'Bacitracin, neomycin, polymyxin B and hydrocortisone acetate 1%: steroid eye preparations are contraindicated in the initial treatment of corneal ulcers and in deep ulcers',
    url: 'http://www.drugs.com/vet/vetropolycin-hc-ophthalmic-ointment.html',
  },
  'plumbs-timolol-ophthalmic': {
    publisher: "Veterinary-help.com (timolol maleate ophthalmic monograph, Plumb's-derived)",
    title:
      'Timolol 0.5% one drop twice daily; ophthalmic beta blockers should be used with caution in bronchoconstrictive disease or congestive heart failure',
    url: 'https://veterinary-help.com/770-timolol_maleate_ophthalmic.htm',
  },
  'vetsheet-latanoprost': {
    publisher: 'VetSheet (latanoprost veterinary drug monograph)',
    title:
      'Latanoprost for canine primary glaucoma: contraindicated in uveitis and anterior lens luxation; efficacy in cats variable',
    url: 'https://vetsheet.com/drugs/en/latanoprost/',
  },
  'handout-diclofenac-ophthalmic': {
    publisher: 'Sand Creek Animal Hospital (diclofenac ophthalmic client handout)',
    title:
      'Topical eye NSAIDs with corneal ulcers only with close monitoring and for limited periods (corneal melting reported in people); with topical steroids more corneal healing problems',
    url: 'https://sandcreekanimalhospital.com/blog/diclofenac-ophthalmic',
  },
  'label-otomax-dailymed': {
    publisher:
      'Merck Animal Health (Otomax ointment label, DailyMed set id d387b7de-0dee-49d8-b66a-73aabbda9959)',
    title:
      'Gentamicin 3 mg, betamethasone 1 mg and clotrimazole 10 mg per g, for dogs only: verify the eardrum is intact before use; do not use in dogs with known perforated eardrums',
    url: 'https://dailymed.nlm.nih.gov/dailymed/fda/fdaDrugXsl.cfm?setid=d387b7de-0dee-49d8-b66a-73aabbda9959',
  },
  'spc-easotic': {
    publisher: 'EMA (Easotic ear drops, suspension for dogs, SPC, via patient-info.co.uk)',
    title:
      'Hydrocortisone aceponate, miconazole and gentamicin: do not use if the eardrum is perforated, nor with other ototoxic substances',
    url: 'https://patient-info.co.uk/easotic-70287/summary-of-medicine-characteristics',
  },
  'spc-malaseb': {
    publisher: 'NOAH Compendium (Malaseb Shampoo for Dogs and Cats SPC, Dechra)',
    title:
      'Chlorhexidine digluconate 20 mg and miconazole nitrate 20 mg per mL, for dogs and cats: no contraindication beyond hypersensitivity; do not let the animal lick itself until dry',
    url: 'https://www.noahcompendium.co.uk/?id=-449936&template=template_printview',
  },
  'jaaha-minoxidil-tater': {
    publisher:
      'Tater KC, Gwaltney-Brant S, Wismer T. J Am Anim Hosp Assoc 2021;57:225-231 (ASPCA APCC cases)',
    title:
      'Topical minoxidil exposures in dogs and cats, 211 cases: signs even after drops or licks; 8 of 62 cats with signs died',
    url: 'https://pubmedhh.nlm.nih.gov/cgi-bin/abstract.cgi?from=jb&id=34370845',
  },
  'javma-tea-tree-oil-khan': {
    publisher: 'Khan SA, McLean MK, Slater MR. JAVMA 2014;244:95-99 (ASPCA APCC)',
    title:
      'Concentrated (100%) tea tree oil toxicosis in 337 dogs and 106 cats: drooling, depression, paresis, ataxia and tremors within 2 to 12 hours, after skin or oral exposure',
    url: 'https://avmajournals.avma.org/view/journals/javma/244/1/javma.244.1.95.xml?tab_body=fulltext',
  },
  'atropine-tear-production-dogs': {
    publisher:
      'UC Davis (Effect of topically administered atropine on tear production in dogs, via eScholarship)',
    title:
      'Atropine 1% drops once daily for 14 days lowered Schirmer tear test values in both eyes of 19 dogs, still lower 5 weeks later',
    url: 'https://escholarship.org/uc/item/68v4j24q',
  },
  'olson-atropine-rabbits': {
    publisher: 'Olson ME et al. Can J Vet Res 1994;58:254-258',
    title:
      'Atropine 0.2 and 2 mg/kg IM did not raise the heart rate of rabbits (glycopyrrolate did): atropine is broken down, not a danger',
    url: 'https://pmc.ncbi.nlm.nih.gov/articles/PMC1263708',
  },
  'label-terramycin-ophthalmic': {
    publisher:
      'Zoetis (Terramycin ophthalmic ointment label, DailyMed set id 2623f078-1ce0-4ae3-98c5-657971bad554)',
    title:
      'Oxytetracycline 5 mg and polymyxin B 10,000 units per g: indicated for superficial eye infections including corneal ulcer in dogs, cats, cattle, sheep and horses',
    url: 'https://dailymed.nlm.nih.gov/dailymed/fda/fdaDrugXsl.cfm?setid=2623f078-1ce0-4ae3-98c5-657971bad554&type=display',
  },
} as const satisfies Record<string, SourceDef>;
