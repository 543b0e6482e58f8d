// Sources read for the audit of the human OTC ingredients' toxic thresholds (issue 22, items 1-2;
// knowledge-coverage/otc-ledger/). Spread into SOURCES by sources.ts, so every id here is a
// SourceId. Each title names what the page says, as read.

type SourceDef = { publisher: string; title: string; url?: string };

export const OTC_AUDIT_SOURCES = {
  'merck-human-analgesics': {
    publisher: 'Merck Veterinary Manual (Toxicoses from human analgesics in animals)',
    title:
      'Acetaminophen toxicosis in cats generally occurs with 40–50 mg/kg, some cats showing signs at 10 mg/kg; ibuprofen recommended in dogs at 5 mg/kg, with gastric ulcers at 8–16 mg/kg a day for 30 days',
    url: 'https://merckvetmanual.com/toxicology/toxicoses-from-human-analgesics/toxicoses-from-human-analgesics-in-animals',
  },
  'aspca-ibuprofen-brief': {
    publisher:
      'Veterinary Medicine, Toxicology Brief: ibuprofen toxicosis in dogs, cats and ferrets (ASPCA APCC)',
    title:
      'Single acute ibuprofen overdoses as low as 25 mg/kg can cause vomiting in dogs; above 175 mg/kg the risk of acute renal failure increases',
    url: 'http://veterinarymedicine.dvm360.com/vetmed/article/articleDetail.jsp?id=651048&pageID=2',
  },
  'aspca-naproxen-brief': {
    publisher:
      'Veterinary Medicine, Toxicology Brief: naproxen toxicosis in dogs (DeClementi; ASPCA APCC cases 2001–2011)',
    title:
      'Single naproxen doses of 1–7 mg/kg gave vomiting and lethargy; 7.4–7.7 mg/kg gave bloody vomiting and melena; decontamination may not be required below 7 mg/kg; above 13 mg/kg repeated charcoal',
    url: 'http://veterinarymedicine.dvm360.com/vetmed/article/articleDetail.jsp?id=822146&pageID=3',
  },
  'icar-acetaminophen-course': {
    publisher: 'ICAR e-course, veterinary toxicology (ecoursesonline.iasri.res.in): acetaminophen',
    title:
      'Acetaminophen in dogs: hepatotoxicosis with 50–100 mg/kg, methaemoglobinaemia with 200 mg/kg',
    url: 'http://ecoursesonline.iasri.res.in/mod/page/view.php?id=76229',
  },
  'fostersmith-aspirin': {
    publisher:
      'Drs. Foster & Smith Veterinary Services (PetEducation): aspirin toxicity in dogs and cats',
    title:
      'Aspirin toxic dose: dogs 22 mg per pound a day, cats 11 mg per pound a day (signs may follow one dose)',
    url: 'http://www.peteducation.com/article.cfm?c=1+1411+1418&aid=2234',
  },
  'acvp-decongestants': {
    publisher: 'American College of Veterinary Pharmacists, pet poison control list',
    title:
      'Pseudoephedrine and phenylephrine: no established toxic threshold for phenylephrine; pseudoephedrine signs from 5–6 mg/kg and deaths at 10–12 mg/kg (Bischoff)',
    url: 'https://vetmeds.org/pet-poison-control-list/pseudoephedrine-phenylephrine/',
  },
  'acvp-nicotine': {
    publisher: 'American College of Veterinary Pharmacists, pet poison control list',
    title:
      'Nicotine and tobacco: 9–12 mg/kg is considered lethal in dogs; no established toxic threshold for cats; pets often vomit at once',
    url: 'https://vetmeds.org/pet-poison-control-list/nicotine-tobacco/',
  },
  'aspca-allergy-medications': {
    publisher: 'ASPCA Pro (ASPCA Animal Poison Control Center): allergy medications toxic for pets',
    title:
      'Pseudoephedrine and phenylephrine stimulate the heart and nervous system; imidazoline nasal sprays and eye drops are rapidly absorbed and cause serious heart-rate and blood-pressure changes even in very small quantities; xylitol cough drops',
    url: 'https://www.aspcapro.org/resource/allergy-medications-are-toxic-pets',
  },
  'aspca-dextromethorphan': {
    publisher: 'ASPCA Pro (ASPCA Animal Poison Control Center): dextromethorphan ingestion in pets',
    title:
      'Dextromethorphan: vomiting and lethargy at low doses, agitation, racing heart, tremors and seizures at very high doses; most pets can be monitored at home (no mg/kg given)',
    url: 'https://www.aspcapro.org/resource/dextromethorphan-ingestion-pets',
  },
  'xylitol-compendium-review': {
    publisher:
      'Compendium: Continuing Education for Veterinarians 2010;32(2) (review, PubMed 20473849)',
    title:
      'Xylitol in dogs: more than 0.1 g/kg risks hypoglycaemia, more than 0.5 g/kg acute liver failure',
    url: 'https://pubmed.ncbi.nlm.nih.gov/20473849/',
  },
  'vetlexicon-ibuprofen-cat': {
    publisher: 'Vetlexicon Felis (Ibuprofen poisoning)',
    title:
      'Ibuprofen: toxic dose for dogs 50 mg/kg with renal failure and death at 300 mg/kg; the corresponding doses for cats are about half',
    url: 'https://www.vetlexicon.com/felis/internal-medicine/articles/ibuprofen-poisoning/',
  },
  'worth-diphenhydramine-dogs': {
    publisher:
      'Worth, Wismer and Dorman, Diphenhydramine exposure in dogs: 621 cases (2008-2013), JAVMA 2016;249:77-82 (ASPCA APCC)',
    title:
      'Only 23.5% of 621 dogs exposed to diphenhydramine showed signs, generally mild (lethargy, agitation, fast heart), rising with the dose; 3 died; no mg/kg line given in the abstract',
    url: 'https://avmajournals.avma.org/search?f_0=author&q_0=Alisha+C.+Worth',
  },
  'vet-methylxanthine-thresholds': {
    publisher:
      'Tri-City Pet Care veterinary hospital: chocolate (methylxanthines, caffeine and theobromine)',
    title:
      'Caffeine and theobromine in dogs: LD50 100–200 mg/kg; mild signs over 20 mg/kg, moderate effects over 40 mg/kg, severe effects over 60 mg/kg (the Merck chocolate figures: cardiotoxic 40–50, seizures from 60)',
    url: 'http://tricitypetcare.com/chocolate.pml',
  },
  'merck-gi-drugs-toxicity': {
    publisher: 'Merck Veterinary Manual (Gastrointestinal drugs toxicity, Khan, ASPCA APCC)',
    title:
      'H2 blockers have a wide margin of safety: acute oral overdoses typically give minor signs (vomiting, diarrhoea, anorexia, dry mouth); minimum oral lethal dose of famotidine in dogs over 2 g/kg; nizatidine 800 mg/kg not lethal in dogs',
    url: 'http://www.merckvetmanual.com/toxicology/toxicities-from-human-drugs/gastrointestinal-drugs-toxicity',
  },
  'pethealth-vitamin-d': {
    publisher:
      'Pet Health Network (reviewed by a veterinary internist): vitamin D poisoning in dogs',
    title:
      'Vitamin D3 (1 IU = 0.025 mcg): signs of vitamin D poisoning can start at doses as low as 0.1 mg/kg; dogs, rarely cats',
    url: 'http://www.pethealthnetwork.com/dog-health/dog-toxins-poisons/vitamin-d-poisoning',
  },
  'vsh-cholecalciferol': {
    publisher:
      'Veterinary Specialty Hospital of the Palm Beaches: rodenticide (vitamin D analogue) toxicity',
    title:
      'Cholecalciferol in dogs: a single toxic dose is 0.5–3 mg/kg and a lethal dose 4.5–12 mg/kg',
    url: 'https://www.vshpalmbeach.com/rodenticide-vit-d-analog-toxicity/',
  },
  'acvp-loperamide': {
    publisher: 'American College of Veterinary Pharmacists, pet poison control list: loperamide',
    title:
      'Loperamide: toxicosis seen at common treatment doses in MDR1 dogs (any amount to be reported); no toxic dose given for other dogs',
    url: 'https://vetmeds.org/pet-poison-control-list/loperamide/',
  },
  'aspca-sleep-aids': {
    publisher:
      'ASPCA Animal Poison Control Center: Rest easy, the facts on pet safety and sleep aids (2019)',
    title:
      'Diphenhydramine: lower amounts may only increase tiredness, larger amounts excitation, agitation, fast heart, high temperature and tremors; doxylamine is very similar with similar concerns and not regularly used in dogs and cats',
    url: 'https://www.aspca.org/news/rest-easy-getting-facts-pet-safety-and-sleep-aids',
  },
  'acvp-bismuth-subsalicylate': {
    publisher:
      'American College of Veterinary Pharmacists, pet poison control list: bismuth subsalicylate',
    title:
      'Bismuth subsalicylate (Pepto-Bismol): cats are more sensitive to salicylates and should never be given it; no toxic dose given, do not exceed the vet’s dose and report every accidental ingestion',
    url: 'https://vetmeds.org/pet-poison-control-list/bismuth-subsalicylate/',
  },
  'vpis-xylitol': {
    publisher:
      'Bates, Veterinary Poisons Information Service: Xylitol toxicosis in dogs (Companion Animal 2019;24(4):182)',
    title:
      'Xylitol causes hypoglycaemia and in some dogs liver failure; xylitol-induced hypoglycaemia and liver failure are not seen in cats, rabbits or rodents',
    url: 'https://www.scribd.com/document/513033216/Xylitol-Toxicosis-in-Dogs',
  },
  'avma-xylitol-prescriptions': {
    publisher: 'AVMA blog: Eliminate xylitol from canine prescriptions',
    title:
      'The liquid form of gabapentin contains xylitol (the FDA-approved capsules and tablets do not); pharmacists should not dispense xylitol products for dogs',
    url: 'https://www.avma.org/blog/eliminate-xylitol-canine-prescriptions',
  },
  'small-animal-toxicology-iron': {
    publisher:
      'Small Animal Toxicology, chapter 50: Iron (as reproduced by Veterian Key); the same bands from Pet Poison Helpline (Brutlag and Lee)',
    title:
      'Iron in dogs: under 20 mg/kg of elemental iron is generally no threat of systemic poisoning (mild stomach upset possible), 20–60 mg/kg a mild to moderate poisoning, over 60 mg/kg a serious threat, over 100 mg/kg potentially fatal',
    url: 'https://veteriankey.com/iron',
  },
  'vet-diclofenac-gel': {
    publisher:
      'Fairmont Animal Hospital (veterinary practice): Voltaren, toxic for pets; the same figures from Dr Chris Brown (veterinarian)',
    title:
      'Diclofenac (Voltaren gel 10 mg per g): gastrointestinal ulcers from 2 mg/kg and kidney injury from 4 mg/kg',
    url: 'https://www.fairmontvet.com/voltaren-helps-keep-comfortable-toxic-pets/',
  },
  'vpis-fluorouracil': {
    publisher:
      'Veterinary Poisons Information Service (VPIS): 5-fluorouracil cream, high risk of severe poisoning in pets (2019)',
    title:
      '33 dogs with follow-up: 7 died and 14 were euthanised; estimated doses in dogs that died 2.5, 3.3–6.7 and 4.8–9.5 mg/kg (0.05–0.2 g of 5% cream per kg); the one surviving estimate 0.8 mg/kg',
    url: 'https://www.vpisglobal.com/2019/05/05/5-fluorouracil-cream-high-risk-of-severe-poisoning-in-pets/',
  },
  'pph-fluorouracil': {
    publisher: 'Pet Poison Helpline: 5-fluorouracil (5-FU)',
    title:
      'Topical 5-FU is very poisonous when ingested by dogs or cats, even tiny amounts; signs within 30 minutes to 6 hours, deaths from 7 hours; prognosis grave in cats and guarded in dogs',
    url: 'https://www.petpoisonhelpline.com/poison/5-fluorouracil/',
  },
  'harvey-phenazopyridine-cat': {
    publisher:
      'Harvey and Kornick, Phenazopyridine toxicosis in the cat, JAVMA 1976;169(3):327-31 (PubMed 956020)',
    title:
      'A cat given 100 mg three times daily died of Heinz-body haemolysis; 65 mg/kg a day for 3 days oxidised nearly half the haemoglobin to methaemoglobin; 10–20 mg/kg a day raised Heinz bodies and methaemoglobin without illness',
    url: 'https://www.curehunter.com/public/pubmed956020.do',
  },
  'vettimes-camphor': {
    publisher: 'Vet Times case notes: canine camphor toxicosis (El Bahri, 2021)',
    title:
      'Camphor: lethal dose in dogs reported as 9–14 g; cats may be more sensitive (poor glucuronide conjugation); readily absorbed through skin, never to be applied to dogs or cats',
    url: 'https://www.vettimes.com/news/vets/small-animal-vets/canine-camphor-toxicosis',
  },
  'pph-aspirin': {
    publisher: 'Pet Poison Helpline: aspirin (salicylates)',
    title:
      'Aspirin and similar salicylate compounds (Pepto-Bismol, Bengay, HEET, Icy Hot, oil of wintergreen, salicylate creams) can severely poison dogs and cats; cats are much more sensitive; signs from vomiting and ulcers to kidney failure and seizures (no mg/kg given)',
    url: 'https://www.petpoisonhelpline.com/poison/aspirin/',
  },
  'aspca-cough-drops': {
    publisher:
      'ASPCA Pro (ASPCA Animal Poison Control Center): understanding and treating cough drop toxicity in pets',
    title:
      'Most cough drops hold sugar, menthol, eucalyptus oil, colours and flavours, which may cause stomach upset; xylitol (hypoglycaemia, liver injury) and benzocaine (methaemoglobin at high doses) are the ingredients of more serious concern; wrappers can obstruct',
    url: 'https://www.aspcapro.org/resource/understanding-and-treating-cough-drop-toxicity-pets',
  },
  'pph-opioids': {
    publisher: 'Pet Poison Helpline: opioids and opiates (codeine among the names)',
    title:
      'Opioids are rapidly absorbed and can severely poison dogs and cats: walking drunk, vomiting, pinpoint pupils in dogs and dilated pupils in cats, severe sedation, slow breathing and heart rate, coma; reversed with naloxone (no mg/kg given)',
    url: 'https://www.petpoisonhelpline.com/poison/opioids-opiates/',
  },
  'vet-guaifenesin-dm-handout': {
    publisher: 'Veterinary practice drug handout (JAM DVM): dextromethorphan and guaifenesin',
    title:
      'Dextromethorphan with guaifenesin is used extra-label for cough in dogs and cats; side effects vomiting, diarrhoea, lack of energy and incoordination; not in pets under 3 months or 5 lb; never acetaminophen-containing products in cats (no toxic dose given)',
    url: 'https://www.jamdvm.com/guaifenesin',
  },
  'omeprazole-label-overdosage': {
    publisher:
      'Omeprazole (Prilosec) US prescribing information, overdosage section: animal data (as reproduced by WikiDoc)',
    title:
      'Single oral omeprazole doses of 1,350, 1,339 and 1,200 mg/kg were lethal to mice, rats and dogs respectively (sedation, tremors, convulsions)',
    url: 'https://wikidoc.org./index.php?oldid=531008&title=Omeprazole_overdose',
  },
  'petco-omeprazole': {
    publisher: 'Petco pharmacy veterinary medication page: omeprazole',
    title:
      'Omeprazole for dogs and cats 0.5–2 mg/kg once daily; overdose is uncommon due to a wide margin of safety, massive oral overdoses treated symptomatically',
    url: 'https://esg.petco.com/content/content-hub/home/MedicationPages/01/omeprazole.html',
  },
  'vet-essential-oils': {
    publisher:
      'All Creatures Veterinary Hospital (veterinary practice): essential oils and your dog or cat',
    title:
      'Essential oils pose a toxic risk to dogs and especially cats: rapidly absorbed by mouth and across the skin, then metabolised in the liver, where cats lack an enzyme to eliminate them (no mg/kg given)',
    url: 'http://www.allcreaturesvetme.com/pet-health/toxins/',
  },
  'bischoff-otc-antacids-laxatives': {
    publisher:
      'Bischoff, Toxicity of over-the-counter drugs, in Veterinary Toxicology: Basic and Clinical Principles, 3rd ed., ch. 21, p. 379 (mineral antacids and irritant cathartics)',
    title:
      'Mineral antacids (aluminium and magnesium salts, calcium carbonate, sodium bicarbonate): bicarbonate can distend the stomach, chronic calcium carbonate use causes hypercalcaemia and calciuria, repeated magnesium dosing hypermagnesaemia; irritant cathartics (bisacodyl, senna) cause fluid and electrolyte loss through diarrhoea and dehydration (no acute mg/kg given)',
    url: 'http://online.flipbuilder.com/ulbm/hjdr/files/basic-html/page412.html',
  },
  'bischoff-otc-antihistamines': {
    publisher:
      'Bischoff, Toxicity of over-the-counter drugs, in Veterinary Toxicology: Basic and Clinical Principles, 3rd ed., ch. 21, p. 376 (antihistamines, Table 21.3)',
    title:
      'Table 21.3 lists brompheniramine and triprolidine among the first-generation alkylamine antihistamines and desloratadine as third generation; the toxicity paragraph gives figures only for diphenhydramine (IV LD50 24–30 mg/kg in dogs), clemastine (oral LD50 175 mg/kg in dogs) and hydroxyzine (111 mg/kg toxic in dogs), and names chlorpheniramine as the antihistamine most often behind adverse effects in dogs',
    url: 'http://online.flipbuilder.com/ulbm/hjdr/files/basic-html/page409.html',
  },
  'aspca-calming-aids': {
    publisher:
      'ASPCA Animal Poison Control Center: Keep calm, what to do if your pet gets into calming aids or treats (2021)',
    title:
      'Melatonin, used as a calming or sleep aid in dogs: an accidental overdose mainly causes vomiting, sleepiness and lethargy, rarely incoordination, and the signs are not expected to be severe, even in overdoses (no mg/kg given)',
    url: 'https://www.aspca.org/news/keep-calm-what-do-if-your-pet-gets-calming-aids-or-treats',
  },
  'merck-multivitamins-iron': {
    publisher: 'Merck Veterinary Manual (Multivitamins and iron toxicity, Khan, ASPCA APCC)',
    title:
      'Of the usual multivitamin ingredients (ascorbic acid, the B vitamins, minerals, vitamins A, D and E) only iron and vitamins A and D cause significant systemic signs; acute ingestion of the others gives self-limiting GI upset in companion animals and toxicity is rare (no mg/kg for vitamin C)',
    url: 'https://merckvetmanual.com/toxicology/toxicities-from-human-drugs/multivitamins-and-iron-toxicity',
  },
  'msd-owner-otc-poisoning': {
    publisher:
      'MSD Veterinary Manual, pet owner version (Khan, ASPCA APCC): poisoning from human over-the-counter drugs',
    title:
      'Commonly used antihistamines include chlorpheniramine, dimenhydrinate, diphenhydramine, promethazine, meclizine and loratadine; depending on the dose, poisoning signs include depression or hyperactivity, drooling, fast breathing and heartbeat, GI upset, incoordination, tremors, fever and seizures (no mg/kg given)',
    url: 'https://www.msdvetmanual.com/special-pet-topics/poisoning/poisoning-from-human-over-the-counter-drugs',
  },
  'vetneurology-metronidazole': {
    publisher:
      'Web-Vet Neurology (veterinary neurology referral teaching page): metronidazole neurotoxicity in a dog',
    title:
      'Metronidazole neurotoxicity (cerebellar ataxia, head tilt, nystagmus): the toxic dose is generally stated as over 60 mg/kg a day, though lower doses given for a few days have caused it',
    url: 'https://www.web-vetneurology.com/pt/metronidazoletoxicity',
  },
} as const satisfies Record<string, SourceDef>;
