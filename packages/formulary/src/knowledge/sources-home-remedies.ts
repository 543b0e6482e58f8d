// Sources for what owners give at home (emetics, herbal remedies, human pain relievers for rats
// and mice) or feed (tartaric acid foods). Spread into SOURCES by
// sources.ts, so every id here is a SourceId.

type SourceDef = { publisher: string; title: string; url?: string };

export const HOME_REMEDY_SOURCES = {
  'khan-emesis-dogs': {
    publisher: 'J Am Vet Med Assoc 2012;241:1179 (Khan et al., ASPCA Animal Poison Control Center)',
    title:
      'Apomorphine and 3% hydrogen peroxide for emesis in 147 dogs: peroxide 2.2 mL/kg by mouth, 45 mL at most, repeated once after 10–15 minutes',
    url: 'https://www.dvm360.com/view/journal-scan-apomorphine-and-3-hydrogen-peroxide-one-agent-better-inducing-emesis-dogs',
  },
  'obr-peroxide-cat': {
    publisher: 'J Vet Emerg Crit Care 2017 (Obr et al.)',
    title:
      'Necroulcerative hemorrhagic gastritis in a cat after 3% hydrogen peroxide as an emetic (two doses of 7.5–15 mL); not recommended in cats',
    url: 'https://paperexplained.cn/articles/paper/detail/1fbb6c26d76bf3eb2c6416aee93951b112960c89',
  },
  'merck-grape-tamarind': {
    publisher: 'Merck Veterinary Manual (grape, raisin and tamarind toxicosis in dogs)',
    title:
      'Grapes, raisins, Zante currants and tamarinds cause kidney failure in dogs; tartaric acid is the proposed toxic principle',
    url: 'https://merckvetmanual.com/toxicology/food-hazards/grape-raisin-and-tamarind-vitis-spp-tamarindus-spp-toxicosis-in-dogs',
  },
  'vpis-grape-juice': {
    publisher: 'Veterinary Poisons Information Service (VPIS, 2021)',
    title:
      'Tartaric acid and grape-induced kidney injury in dogs: commercial wine and grape juice are detartrated and not associated with toxicosis',
    url: 'https://www.vpisglobal.com/2021/05/05/cause-of-grape-induced-kidney-injury-in-dogs/',
  },
  'henderson-st-johns-wort': {
    publisher: 'Br J Clin Pharmacol 2002;54:349 (Henderson et al.)',
    title:
      "St John's wort (Hypericum perforatum): drug interactions and clinical outcomes; induction of CYP3A4, CYP2C9, CYP1A2 and P-glycoprotein lowers cyclosporin, digoxin, theophylline and warfarin",
    url: 'https://pmc.ncbi.nlm.nih.gov/articles/PMC1874438',
  },
  'uky-dlar-analgesics': {
    publisher: 'University of Kentucky, Division of Laboratory Animal Resources',
    title:
      'Analgesics for rodents and rabbits: acetaminophen mouse 300 mg/kg PO; rat, gerbil and hamster 100–300 mg/kg PO (6 mg/mL drinking water)',
    url: 'https://research.uky.dev/division-laboratory-animal-resources/animal-health-veterinary-information',
  },
  'rodent-ibuprofen-liles': {
    publisher:
      'University Research Animal Resources analgesia table (after Jenkins 1987, JAVMA; Liles and Flecknell 1992, Lab Anim)',
    title:
      'Ibuprofen for rats and mice: 7.5–30 mg/kg; rats about 15 mg/kg/day and mice 30 mg/kg/day as Children’s Motrin in the drinking water',
    url: 'https://rattitude.com/articles/information/pain-medication-guide-for-pet-rats-et-al/',
  },
  'pph-albuterol': {
    publisher: 'Pet Poison Helpline (albuterol toxicity)',
    title:
      'A chewed or punctured inhaler releases up to 200 doses at once: rapid heart rate, arrhythmia and low potassium; can be fatal if not treated',
    url: 'https://www.petpoisonhelpline.com/pet-tips/albuterol-toxicity/',
  },
  'tvp-apcc-top-toxins': {
    publisher: "Today's Veterinary Practice, Sep/Oct 2018 (ASPCA Animal Poison Control Center)",
    title:
      'Antihyperglycemics: sulfonylureas (glipizide, glyburide) have a narrow margin of safety, any exposure is a concern, hypoglycaemia can last over 24 to 72 hours; metformin has a much wider margin',
    url: 'https://todaysveterinarypractice.epubxp.com/i/1015043-sep-oct-2018/73',
  },
  'lort-smith-sulfonylurea': {
    publisher:
      'Lort Smith Animal Hospital (after Gwaltney-Brant 2011, Small Animal Toxicology Essentials)',
    title:
      'Sulphonylureas in cats: moderate toxicity; hypoglycaemia within minutes to 24 hours, liver injury in cats',
    url: 'https://lortsmith.com/need-help-now/cat/poisons-toxins/medication-and-drugs/sulphonylurea-for-diabetes-in-cats/',
  },
  'heller-metformin': {
    publisher:
      'Veterinary Medicine 2007, Toxicology Brief (Heller, ASPCA APCC); J Vet Emerg Crit Care 2018 (Ueda et al.)',
    title:
      'Metformin overdose in dogs and cats: mostly vomiting and diarrhoea; monitor blood gases as doses approach 200 mg/kg; a dog given 198 mg/kg had severe lactic acidosis and low blood sugar',
    url: 'http://veterinarymedicine.dvm360.com/toxicology-brief-metformin-overdose-dogs-and-cats',
  },
  'wsu-prime-eprinomectin-cats': {
    publisher: 'Washington State University, Program for Individualized Medicine (PRIME; Mealey)',
    title:
      'Cats with the MDR1 mutation had severe neurological toxicity and death after a monthly eprinomectin product at the label dose (14 of 33 cats affected, 3 died)',
    url: 'https://prime.vetmed.wsu.edu/2021/10/19/is-your-pet-at-risk-of-an-adverse-reaction-to-common-drugs/',
  },
  'aspca-pseudoephedrine': {
    publisher: 'ASPCA Animal Poison Control Center (JAVMA News 2005, pseudoephedrine alert)',
    title:
      'As little as one 30 mg pseudoephedrine tablet can cause signs in a 20 lb dog and three can be lethal; signs from 5–6 mg/kg and death at 10–12 mg/kg (Bischoff)',
    url: 'https://www.avma.org/javma-news/2005-02-15/pseudoephedrine-alert-issued',
  },
} as const satisfies Record<string, SourceDef>;
