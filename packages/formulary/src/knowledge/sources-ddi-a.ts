// Sources read for the interaction ledger, first half (issue 22, decision 056): the interaction and
// concurrent-use statements of the pain, nervous-system and antimicrobial labels. Spread into
// SOURCES by sources.ts, so every id here is a SourceId.

type SourceDef = { publisher: string; title: string; url?: string };

export const DDI_A_SOURCES = {
  'spc-rimadyl-palatable-ie': {
    publisher:
      'Zoetis, Rimadyl Palatable Tablets 50 mg for dogs, SPC (HPRA Ireland, VPA10438/084/002), as reproduced by myHealthbox',
    title:
      'Carprofen: do not give other NSAIDs at the same time or within 24 hours; some NSAIDs are highly bound to plasma proteins and compete with other highly bound drugs, which can lead to toxic effects',
    url: 'https://myhealthbox.eu/en/rimadyl-palatable-tablets-50-mg/3579646',
  },
  'label-carprovet-us': {
    publisher:
      'CarproVet (carprofen) flavored tablets for dogs, US label precautions, as reproduced by a veterinary pharmacy (PetSupplies4Less)',
    title:
      'Carprofen: consider washout times when switching from one NSAID to another or from a corticosteroid to an NSAID; dogs on diuretics are among those at greatest risk of kidney toxicity',
    url: 'https://www.petsupplies4less.com/Rx-Carprovet-Carprofen--Rimadyl-Generic-Chewable-Tab-75mg-60s_p_7177.html',
  },
  'metacam-us-safety-information': {
    publisher: 'Boehringer Ingelheim Vetmedica, METACAM Important Safety Information (metacam.com)',
    title:
      'Meloxicam: anaesthetics may affect kidney perfusion, so approach them cautiously with an NSAID; concurrent nephrotoxic medicines carefully; concurrent or follow-up NSAIDs or corticosteroids avoided',
    url: 'http://www.metacam.com/index.php/Safety-Cats',
  },
  'spc-previcox-eu-contraindications': {
    publisher:
      'EMA, Previcox (firocoxib) chewable tablets for dogs, SPC (German and French annexes)',
    title:
      'Firocoxib: not to be used together with corticosteroids or other NSAIDs (section 4.3); section 4.8 not reached',
    url: 'https://ec.europa.eu/health/documents/community-register/2014/20140619128962/anx_128962_de.pdf',
  },
  'label-galliprant-us': {
    publisher: 'Aratana/Elanco, GALLIPRANT (grapiprant tablets) US package insert (docslib copy)',
    title:
      'Grapiprant: use with protein-bound drugs (cardiac, anticonvulsant, behavioural medicines) not studied, monitor drug compatibility; washout times when switching from corticosteroids or COX-inhibiting NSAIDs; further pain relief after a dose from a non-NSAID, non-corticosteroid class',
    url: 'https://docslib.org/doc/11773826/galliprant%C2%AE-grapiprant-tablets',
  },
  'label-reconcile-us': {
    publisher:
      'Elanco, RECONCILE (fluoxetine) chewable tablets US label, as reproduced by Medi-Vet',
    title:
      'Fluoxetine: not with drugs that lower the seizure threshold (phenothiazines such as acepromazine or chlorpromazine); not with a monoamine oxidase inhibitor (selegiline, amitraz) or within 14 days of stopping one',
    url: 'https://www.medi-vet.com/Reconcile-64mg-30-Tablets-p/16344.htm',
  },
  'label-clomicalm-us-interactions': {
    publisher:
      'Novartis Animal Health, CLOMICALM (clomipramine) tablets US label, as reproduced by PetPlace',
    title:
      'Clomipramine drug interactions: phenobarbital raises clomipramine levels; enzyme inhibitors (cimetidine, fluoxetine) raise and inducers (barbiturates, phenytoin) lower related tricyclic levels; caution with anticholinergic or sympathomimetic drugs',
    url: 'http://www.petplace.com/dogs/clomicalm-clomipramine-hydrochloride-tablets/page3.aspx',
  },
  'clomicalm-pharmacy-contraindications': {
    publisher: 'CanadaPharmacy, Clomicalm (clomipramine) product monograph page',
    title:
      'Clomipramine contraindicated with monoamine oxidase inhibitors such as selegiline or amitraz; avoid other serotonergic medicines unless the vet supervises',
    url: 'https://www.canadapharmacy.com/products/clomicalm',
  },
  'label-anipryl-smartpak': {
    publisher:
      'SmartPak Pharmacy, Anipryl (selegiline) product information sheet, from the US label',
    title:
      'Selegiline contraindications: in humans selegiline is contraindicated with meperidine, and this contraindication is often extended to other opioids',
    url: 'https://studyres.com/doc/7842016/the-smartpak-pharmacy-dog-and-cat-product?page=2',
  },
  'spc-baytril-flavour-uk': {
    publisher:
      'Bayer, Baytril Flavour Tablets 50 mg SPC (UK, AN 00586/2012), as reproduced by imedi.co.uk and DietVet',
    title:
      'Enrofloxacin for dogs: section 4.8, interaction with other medicinal products, none known; may be used in pregnant and lactating animals',
    url: 'https://imedi.co.uk/baytril-flavour-tablets-50-mg/summary',
  },
  'monograph-bromides-plumbs-copy': {
    publisher:
      "Veterinary drug monograph in the Plumb's format (bromides: potassium and sodium bromide), as reproduced by veterinary-help.com",
    title:
      'Bromide drug interactions: low-salt diets raise and added salt lowers bromide levels; other sedating drugs add sedation; diuretics may speed bromide excretion and change the dose needed',
    url: 'https://veterinary-help.com/105-bromides_potassium_bromide_sodium_bromide.htm',
  },
  'spc-libromide-noah': {
    publisher: 'Dechra, Libromide 325 mg tablets for dogs, SPC (NOAH Compendium)',
    title:
      "Potassium bromide: an adjunct to phenobarbital; do not change the dog's diet during therapy, as chloride intake changes bromide levels and less chloride can cause bromide intoxication",
    url: 'https://www.noahcompendium.co.uk/?id=-449911',
  },
  'spc-sileo-noah': {
    publisher: 'Zoetis/Orion, Sileo 0.1 mg/ml oromucosal gel for dogs, SPC (NOAH Compendium)',
    title:
      'Dexmedetomidine gel: other central nervous system depressants are expected to potentiate its effects, so the dose should be adjusted accordingly; not in dogs obviously sedated from a previous dose',
    url: 'https://www.noahcompendium.co.uk/?id=-463488',
  },
  'spc-vetergesic-noah': {
    publisher:
      'Ceva, Vetergesic (buprenorphine) injection for dogs, cats and horses, SPC (NOAH Compendium)',
    title:
      'Buprenorphine: may cause respiratory depression; care with animals receiving other drugs that can cause respiratory depression; used to potentiate the sedative effects of centrally acting agents',
    url: 'https://www.noahcompendium.co.uk/?id=-448845',
  },
  'petmeds-gabapentin': {
    publisher:
      '1-800-PetMeds veterinary pharmacy, Gabapentin product information for dogs and cats',
    title:
      'Gabapentin: do not give antacids within 2 hours of it, as antacids can affect its blood levels; drug interactions may occur with narcotics such as hydrocodone or morphine',
    url: 'http://www.1800petmeds.com/product.jsp?id=prod11172&sku=11173',
  },
  'cliniciansbrief-trazodone-concurrent': {
    publisher:
      "Clinician's Brief (veterinary journal), 'Which drugs can be used concurrently with trazodone during and after tibial plateau leveling?'",
    title:
      'Trazodone: caution with acepromazine (both alpha-1 antagonists; lower acepromazine doses to limit hypotension during surgery) and with ketoconazole and other CYP3A inhibitors (higher trazodone levels); hydromorphone, propofol, isoflurane and cefazolin safe with it',
    url: 'https://www.cliniciansbrief.com/article/which-drugs-can-be-used-concurrently-trazodone-during-after-tibial-plateau-leveling',
  },
  'pil-clinacin-interactions': {
    publisher:
      'Clinacin 150 mg Tabletten für Hunde (clindamycin), package leaflet (Austria), as reproduced by medikamio',
    title:
      'Clindamycin interactions: neuromuscular blocking properties, so other neuromuscular blockers with care; not at the same time as chloramphenicol or macrolides (same 50S site, possible antagonism); with aminoglycosides such as gentamicin, adverse interactions (acute kidney failure) cannot be ruled out',
    url: 'https://medikamio.com/de-at/medikamente/clinacin-150-mg-tabletten-fur-hunde/pil',
  },
  'vetdepot-doxycycline': {
    publisher: 'VetDepot veterinary medication guide, Doxycycline',
    title:
      'Doxycycline: not for animals on digoxin, as tetracyclines make digoxin act stronger; calcium and iron supplements given at the same time stop both being absorbed properly; with theophylline (kennel cough) may cause nausea',
    url: 'http://explore.vetdepot.com/medications/Doxycycline/',
  },
  'monvet-doxycycline': {
    publisher: 'Monvet veterinary pharmacy (Canada), Doxycycline informative file',
    title:
      'Doxycycline: not without veterinary supervision in pets taking an antacid, iron, kaolin, pectin, penicillin, phenobarbital, bismuth subsalicylate or warfarin',
    url: 'https://monvet.com/en/informative-file/23/doxycycline',
  },
  'pil-therios-interactions': {
    publisher:
      'Ceva, Therios 300 mg aromatisierte Tabletten für Hunde (cefalexin), package leaflet (Austria), as reproduced by medikamio',
    title:
      'Cefalexin interactions: not combined with bacteriostatic antibiotics, to keep it effective; first-generation cephalosporins with aminoglycosides or some diuretics such as furosemide can raise the risk of kidney toxicity',
    url: 'https://medikamio.com/de-at/medikamente/therios-300-mg-aromatisierte-tabletten-fur-hunde/pil',
  },
  'spc-trimedoxine-80': {
    publisher:
      'Trimedoxine 80 tablets for dogs (trimethoprim 80 mg, sulfadiazine 400 mg), SPC (UK Vm 08007/4055), as reproduced by imedi.co.uk',
    title:
      'Trimethoprim-sulfadiazine for dogs: interaction with other medicinal products, no known interactions; not suitable for cats; can be given in pregnancy and lactation',
    url: 'https://imedi.co.uk/trimedoxine-80-tablets',
  },
  'spc-tralieve-noah': {
    publisher:
      'Dechra, Tralieve 20 mg and 80 mg chewable tablets for dogs (tramadol), SPC (NOAH Compendium)',
    title:
      'Tramadol: do not give in conjunction with tricyclic antidepressants, monoamine oxidase inhibitors or serotonin reuptake inhibitors; not in dogs with epilepsy',
    url: 'https://www.noahcompendium.co.uk/?id=-472551',
  },
  'spc-cartrophen-noah': {
    publisher:
      'Arthropharm, Cartrophen Vet 100 mg/ml solution for injection for dogs (pentosan polysulfate), SPC (NOAH Compendium)',
    title:
      'Pentosan polysulfate: NSAIDs, aspirin in particular, not in combination (they affect platelet adhesion and potentiate its anticoagulant effect); corticosteroids antagonise it; do not use concurrently with steroids, NSAIDs, heparin or warfarin',
    url: 'https://www.noahcompendium.co.uk/?id=-446155',
  },
  'spc-librela-noah': {
    publisher:
      'Zoetis, Librela (bedinvetmab) solution for injection for dogs, SPC (NOAH Compendium)',
    title:
      'Bedinvetmab interactions: no adverse effect given with carprofen for 2 weeks in young healthy dogs; no safety data on long-term use with NSAIDs (rapidly progressive osteoarthritis reported in humans on anti-NGF antibodies with long-term NSAIDs, with no reported equivalent in dogs); no other concomitant-use studies',
    url: 'https://www.noahcompendium.co.uk/?id=-478726&template=template_printview',
  },
  'handout-acepromazine-texaswest': {
    publisher: 'Texas West Veterinary Hospital, Acepromazine client drug handout',
    title:
      'Acepromazine: not for pets exposed to organophosphate insecticides, flea collars included, within a month, nor for pets already on other depressants; caution in Boxers and sighthounds, liver disease, seizure disorders',
    url: 'https://www.texaswestveterinarian.com/acepromazine/',
  },
  'spc-antisedan-noah': {
    publisher:
      'Orion/Zoetis, Antisedan 5 mg/ml solution for injection (atipamezole), SPC (NOAH Compendium)',
    title:
      'Atipamezole: no harmful interactions in clinical trials, but other drugs acting on the CNS not recommended with it beyond those in the data sheet; not after butorphanol-medetomidine-ketamine in dogs; in cats not within 30-40 minutes of ketamine (convulsions)',
    url: 'https://www.noahcompendium.co.uk/?id=-459184',
  },
  'label-proin-us': {
    publisher:
      'Pegasus Laboratories, PROIN (phenylpropanolamine) chewable tablets US label (DailyMed, as reproduced by fda.report)',
    title:
      'Phenylpropanolamine: use with caution in dogs receiving sympathomimetic drugs, tricyclic antidepressants or monoamine oxidase inhibitors, as increased toxicity may result; caution with halogenated gaseous anaesthetics (arrhythmias); with aspirin, decreased platelet aggregation in a human-blood laboratory study',
    url: 'https://fda.report/DailyMed/0b2249cb-ecf4-4be9-a6b2-0fe6ca2a7a36',
  },
  'spc-propalin-noah': {
    publisher: 'Vetoquinol, Propalin syrup for dogs (phenylpropanolamine), SPC (NOAH Compendium)',
    title:
      'Phenylpropanolamine: not in dogs treated with non-selective monoamine oxidase inhibitors; care with other sympathomimetics, anticholinergics, tricyclic antidepressants or type B MAO inhibitors',
    url: 'https://www.noahcompendium.co.uk/?id=-459670',
  },
  'spc-mirataz-noah': {
    publisher:
      'Dechra, Mirataz 20 mg/g transdermal ointment for cats (mirtazapine), SPC (NOAH Compendium)',
    title:
      'Mirtazapine: do not use in cats treated with cyproheptadine, tramadol or monoamine oxidase inhibitors, or within 14 days of an MAOI, as the risk of serotonin syndrome may increase',
    url: 'https://www.noahcompendium.co.uk/?id=-479120',
  },
  'label-zeniquin-us': {
    publisher: 'Zoetis, ZENIQUIN (marbofloxacin) tablets US label (drugs.com veterinary)',
    title:
      'Marbofloxacin: divalent cations are generally known to lower fluoroquinolone absorption (see drug interactions)',
    url: 'https://www.drugs.com/vet/zeniquin.html',
  },
  'vca-azithromycin': {
    publisher: 'VCA Animal Hospitals, Azithromycin client drug information (Rania Gollakner, DVM)',
    title:
      'Azithromycin: drug interactions have not been reported in animals; many classes may interact in human studies and the vet weighs the risks',
    url: 'https://vcahospitals.com/know-your-pet/azithromycin',
  },
  'vetdepot-diphenhydramine': {
    publisher: 'VetDepot veterinary medication guide, Diphenhydramine',
    title:
      'Diphenhydramine: anticholinergic drugs and CNS depressant drugs may interact with it; caution with glaucoma, urinary retention, prostate enlargement, hyperthyroidism, hypertension or heart disease',
    url: 'http://explore.vetdepot.com/medications/Diphenhydramine/',
  },
  'wedgewood-levetiracetam': {
    publisher:
      'Wedgewood Pharmacy professional monograph, Levetiracetam for Veterinary Use (Barbara Forney, VMD)',
    title:
      'Levetiracetam: not extensively metabolised by the liver, does not use the P450 system; no known drug interactions; used as an add-on to phenobarbital or bromide',
    url: 'https://www.wedgewoodpharmacy.com/learning-center/professional-monographs/levetiracetam-for-veterinary-use.html',
  },
  'cliniciansbrief-common-interactions': {
    publisher:
      "Clinician's Brief, 'Survival Guide: Common Drug Interactions in Small Animal Medicine' (Lauren A. Trepanier, DVM, PhD, DACVIM, DACVCP, 2017)",
    title:
      'Ketoconazole and itraconazole not with omeprazole, H2 blockers or antacids; phenobarbital speeds the metabolism of many drugs and increases levetiracetam clearance in dogs, and chloramphenicol inhibits phenobarbital clearance; cations impair fluoroquinolone absorption',
    url: 'https://www.cliniciansbrief.com/article/survival-guide-common-drug-interactions-small-animal-medicine',
  },
  'spc-diazepam-vet-noah': {
    publisher: 'Diazepam veterinary medicinal product, SPC (NOAH Compendium, id -468807)',
    title:
      'Diazepam: may potentiate other CNS depressants (barbiturates, tranquillisers, narcotics, antidepressants); may increase the action of digoxin; cimetidine, erythromycin, azoles (itraconazole, ketoconazole), valproic acid and propranolol may slow its metabolism (lower the dose); dexamethasone may decrease its action; avoid hepatotoxic doses of other substances',
    url: 'https://www.noahcompendium.co.uk/?id=-468807',
  },
  'spc-theophylline-dogs-noah': {
    publisher:
      'Theophylline tablets for dogs (bronchitis, congestive heart failure), SPC (NOAH Compendium, id -462175)',
    title:
      'Theophylline: concurrent beta-sympathomimetics contraindicated (additive or synergistic, exaggerated side effects); levels rise with macrolide and fluoroquinolone antibiotics (erythromycin, enrofloxacin) and fall with phenobarbitone or phenytoin; may lower the convulsive threshold with ketamine; care with halothane',
    url: 'https://www.noahcompendium.co.uk/?id=-462175',
  },
  'pil-ketamin-richter': {
    publisher:
      'Ketamin Richter 100 mg/ml Injektionslösung für Tiere, package leaflet (Austria), as reproduced by medikamio',
    title:
      'Ketamine interactions: neuroleptanalgesics, tranquillisers and chloramphenicol potentiate ketamine anaesthesia; barbiturates, opiates or diazepam may prolong recovery; arrhythmias more likely with thiopental or halothane; theophylline with ketamine more seizures; detomidine prolongs recovery',
    url: 'https://medikamio.com/de-at/medikamente/ketamin-richter-100-mgml-injektionslosung-fur-tiere/pil',
  },
  'spc-comfortan-noah': {
    publisher:
      'Dechra, Comfortan 10 mg/ml solution for injection for dogs and cats (methadone), SPC (NOAH Compendium)',
    title:
      'Methadone: may occasionally cause respiratory depression; care in animals receiving other drugs that can cause respiratory depression; used with a neuroleptic for premedication',
    url: 'http://www.noahcompendium.co.uk/?id=-449573',
  },
  'label-amoxitab-confidu': {
    publisher:
      'Amoxitab (amoxicillin) tablets for dogs and cats, label information as reproduced by confidu.com',
    title:
      'Amoxicillin: not to be combined with bacteriostatic antibiotics (chloramphenicol, macrolides, sulfonamides, tetracyclines); may enhance the effect of aminoglycosides such as gentamicin',
    url: 'https://confidu.com/de/medikamente/amoxitab',
  },
  'cfr-imidocarb': {
    publisher:
      'US Code of Federal Regulations, 21 CFR 522.1156 (imidocarb dipropionate solution), as reproduced by laws9.com',
    title:
      'Imidocarb for dogs: a cholinesterase inhibitor; do not use simultaneously with, or a few days before or after, treatment with or exposure to cholinesterase-inhibiting drugs, pesticides or chemicals',
    url: 'http://laws9.com/cfr/text/21/522/1156',
  },
  'spc-ventipulmin-syrup-noah': {
    publisher:
      'Boehringer Ingelheim, Ventipulmin Syrup 25 micrograms/ml (clenbuterol) for horses, SPC (NOAH Compendium)',
    title:
      'Clenbuterol: antagonises the effects of prostaglandin F2-alpha and oxytocin; is antagonised by beta-adrenergic blocking agents',
    url: 'https://www.noahcompendium.co.uk/?id=-447899&template=template_printview',
  },
  'pil-ventipulmin-granulat': {
    publisher:
      'Ventipulmin 16 µg/g Granulat zum Eingeben für Pferde (clenbuterol), package leaflet (Austria), as reproduced by medikamio',
    title:
      'Clenbuterol interactions: stronger effects, side effects included, with glucocorticoids, beta-2 sympathomimetics, anticholinergics and methylxanthines; ventricular arrhythmias more likely with halogenated anaesthetics and arrhythmias with digitalis glycosides; weakens uterotonics; inhibited by beta-blockers',
    url: 'https://medikamio.com/de-at/medikamente/ventipulmin-16-ugg-granulat-zum-eingeben-fur-pferde/pil',
  },
} as const satisfies Record<string, SourceDef>;
