import type { ConditionRule } from './condition-rules';
import type { Selector } from './types';
import { RX_CONDITION_RULES } from './condition-rules-rx';
import { LEDGER_B_CONDITION_RULES } from './condition-rules-ledger-b';
import { LEDGER_A_CONDITION_RULES } from './condition-rules-ledger-a';
import { LEDGER_D_CONDITION_RULES } from './condition-rules-ledger-d';
import { BEHAVIOUR_CONDITION_RULES } from './condition-rules-behaviour';
import { LEDGER_C_CONDITION_RULES } from './condition-rules-ledger-c';
import { PARASITE_K_CONDITION_RULES } from './condition-rules-parasite-k';
import { TOPICAL_CONDITION_RULES } from './condition-rules-topical';
import { ONC_ENDO_CONDITION_RULES } from './condition-rules-onc-endo';

// Label contraindications and precautions, ingredient by ingredient and class by class: what
// the SPC or package insert of each catalogue drug (dog, cat, horse) says about kidney, liver and
// heart disease, seizures, diabetes, FIV/FeLV, pregnancy, lactation, breeding and entire
// animals, dehydration and shock, debility, laminitis and PPID. Rows already expressed in
// condition-rules.ts / condition-rules-more.ts, or by a product record's own statements, are not
// repeated. A label's "do not use" with harm described is High; "do not use" without harm, or a
// clear caution with harm, is Medium; "safety not established" is Low.

const ALPHA2: Selector = { classes: ['alpha2-agonist'], except: ['clonidine', 'tizanidine'] };
const STEROID: Selector = { classes: ['corticosteroid'] };
const DEPOT_STEROID: Selector = { classes: ['corticosteroid-depot'], drugs: ['triamcinolone'] };
const NSAID: Selector = { classes: ['nsaid'] };
const LOOP: Selector = { classes: ['loop-diuretic'] };
const RAAS: Selector = { classes: ['ace-inhibitor', 'arb'] };
const ANTI_NGF: Selector = { classes: ['anti-ngf-antibody'] };
const KETAMINE: Selector = { drugs: ['ketamine'] };
const TELAZOL: Selector = { drugs: ['tiletamine'] };

const ASK_VET =
  'Tell your vet about this condition before it is given; they may choose another drug.';
const MONITOR = 'Your vet may adjust the dose and check blood tests while it is given.';

export const LABEL_CONDITION_RULES: readonly ConditionRule[] = [
  // ── Sedatives and anaesthetics ────────────────────────────────────────────────────────────
  {
    id: 'lbl-alpha2-kidney',
    condition: 'kidney',
    match: ALPHA2,
    risk: 'Medium',
    description:
      'Alpha-2 sedative labels (medetomidine, detomidine) say not to use them in animals with impaired kidney function.',
    recommendation: 'Remind the vet about the kidney disease before any sedation.',
    source: 'spc-medetomidine',
  },
  {
    id: 'lbl-alpha2-liver',
    condition: 'liver',
    match: ALPHA2,
    risk: 'Medium',
    description:
      'Alpha-2 sedative labels (medetomidine, detomidine) say not to use them in animals with impaired liver function.',
    recommendation: 'Remind the vet about the liver disease before any sedation.',
    source: 'spc-medetomidine',
  },
  {
    id: 'lbl-alpha2-diabetes',
    condition: 'diabetes',
    match: ALPHA2,
    risk: 'Medium',
    description:
      'Alpha-2 sedatives stop insulin release and raise blood sugar; the medetomidine label says not to use it in diabetic animals.',
    recommendation: 'Tell the vet about the diabetes and the last insulin dose before sedation.',
    source: 'spc-medetomidine',
  },
  {
    id: 'lbl-alpha2-debilitated',
    condition: 'debilitated',
    match: ALPHA2,
    risk: 'Medium',
    description:
      'Alpha-2 sedative labels exclude emaciated, seriously debilitated or gravely ill animals, which tolerate the fall in heart rate and blood flow poorly.',
    recommendation: 'Ask your vet whether a gentler sedative suits a weak or underweight pet.',
    source: 'spc-medetomidine',
  },
  {
    id: 'lbl-alpha2-shock',
    condition: 'hypotension',
    match: ALPHA2,
    risk: 'Medium',
    description:
      'Alpha-2 sedative labels say not to use them in shock, and to weigh the risk in dehydrated animals.',
    recommendation: 'Your vet will usually correct fluid loss before sedating.',
    source: 'spc-medetomidine',
  },
  {
    id: 'lbl-alpha2-pregnancy',
    condition: 'pregnancy',
    match: ALPHA2,
    risk: 'Medium',
    description:
      'Alpha-2 sedatives can make the womb contract; the medetomidine label excludes pregnancy and romifidine and detomidine labels exclude late pregnancy.',
    recommendation: 'Tell the vet about the pregnancy before any sedation.',
    source: 'spc-equine-alpha2',
  },
  {
    id: 'lbl-alpha2-lactation',
    condition: 'lactation',
    match: ALPHA2,
    risk: 'Low',
    description: 'The dexmedetomidine label does not recommend its use during lactation.',
    recommendation: ASK_VET,
    source: 'spc-dexmedetomidine',
  },
  {
    id: 'lbl-acepromazine-stallion',
    condition: 'intact-male',
    match: { drugs: ['acepromazine'] },
    species: ['horse'],
    risk: 'Medium',
    description:
      'Acepromazine relaxes the muscle that retracts the penis; in stallions the penis can stay dropped and be permanently damaged, and the UK horse label says not to give it to breeding stallions.',
    recommendation:
      'Ask your vet about another sedative for a stallion, and call them if the penis has not retracted within a few hours.',
    source: 'spc-acp-stallion',
  },
  {
    id: 'lbl-acepromazine-breeding-horse',
    condition: 'breeding',
    match: { drugs: ['acepromazine'] },
    species: ['horse'],
    risk: 'Medium',
    description:
      'Acepromazine can leave a stallion’s penis prolapsed and paralysed; the label says not to give it to breeding stallions, and it can disturb fertility by raising prolactin.',
    recommendation: 'Ask your vet about another sedative for a breeding horse.',
    source: 'spc-acp-stallion',
  },
  {
    id: 'lbl-acepromazine-pregnancy-horse',
    condition: 'pregnancy',
    match: { drugs: ['acepromazine'] },
    species: ['horse'],
    risk: 'Medium',
    description: 'The acepromazine label for horses says not to use it in pregnant mares.',
    recommendation: ASK_VET,
    source: 'spc-acepromazine-horse',
  },
  {
    id: 'lbl-acepromazine-lactation-horse',
    condition: 'lactation',
    match: { drugs: ['acepromazine'] },
    species: ['horse'],
    risk: 'Medium',
    description: 'The acepromazine label for horses says not to use it in lactating mares.',
    recommendation: ASK_VET,
    source: 'spc-acepromazine-horse',
  },
  {
    id: 'lbl-acepromazine-heart-failure',
    condition: 'heart-failure',
    match: { drugs: ['acepromazine'] },
    risk: 'Medium',
    description:
      'Acepromazine lowers blood pressure; the horse label says not to use it in heart failure and to reduce the dose in any heart disease.',
    recommendation: 'Tell the vet about the heart failure before sedation.',
    source: 'spc-acepromazine-horse',
  },
  {
    id: 'lbl-acepromazine-liver',
    condition: 'liver',
    match: { drugs: ['acepromazine'] },
    risk: 'Low',
    description:
      'Acepromazine is broken down by the liver; labels advise care and a reduced dose in liver disease.',
    recommendation: MONITOR,
    source: 'spc-acepromazine-horse',
  },
  {
    id: 'lbl-acepromazine-debilitated',
    condition: 'debilitated',
    match: { drugs: ['acepromazine'] },
    risk: 'Low',
    description:
      'Labels advise care and a reduced dose of acepromazine in debilitated, anaemic or fluid-depleted animals.',
    recommendation: MONITOR,
    source: 'spc-acepromazine-horse',
  },
  {
    id: 'lbl-ketamine-kidney',
    condition: 'kidney',
    match: KETAMINE,
    risk: 'Medium',
    description:
      'Ketamine is cleared through the liver and kidneys; its labels say not to use it in animals with kidney disease.',
    recommendation: 'Tell the anaesthetist about the kidney disease.',
    source: 'spc-ketamine',
  },
  {
    id: 'lbl-ketamine-liver',
    condition: 'liver',
    match: KETAMINE,
    risk: 'Medium',
    description:
      'Ketamine is broken down by the liver; its labels say not to use it in animals with liver disease.',
    recommendation: 'Tell the anaesthetist about the liver disease.',
    source: 'spc-ketamine',
  },
  {
    id: 'lbl-ketamine-epilepsy',
    condition: 'epilepsy',
    match: KETAMINE,
    risk: 'Medium',
    description:
      'The ketamine label says not to use it in animals with seizure disorders such as epilepsy.',
    recommendation: 'Tell the anaesthetist about the seizures.',
    source: 'spc-ketamine',
  },
  {
    id: 'lbl-ketamine-heart-failure',
    condition: 'heart-failure',
    match: KETAMINE,
    risk: 'Medium',
    description:
      'Ketamine speeds the heart and raises blood pressure; its label excludes severe heart failure.',
    recommendation: 'Tell the anaesthetist about the heart failure.',
    source: 'spc-ketamine',
  },
  {
    id: 'lbl-ketamine-shock',
    condition: 'hypotension',
    match: KETAMINE,
    risk: 'Medium',
    description: 'The ketamine label says not to use it in animals in shock.',
    recommendation: 'Your vet will usually stabilise the circulation first.',
    source: 'spc-ketamine',
  },
  {
    id: 'lbl-telazol-pancreatitis',
    condition: 'pancreatitis',
    match: TELAZOL,
    risk: 'High',
    description:
      'The Telazol (tiletamine/zolazepam) label says it is contraindicated in dogs and cats with pancreatic disease.',
    recommendation: 'Ask the vet for another anaesthetic.',
    source: 'label-telazol',
  },
  {
    id: 'lbl-telazol-heart',
    condition: 'heart-failure',
    match: TELAZOL,
    risk: 'Medium',
    description:
      'The Telazol label says not to use it in animals with severe heart or lung dysfunction.',
    recommendation: 'Tell the anaesthetist about the heart disease.',
    source: 'label-telazol',
  },
  {
    id: 'lbl-telazol-kidney',
    condition: 'kidney',
    match: TELAZOL,
    risk: 'Medium',
    description:
      'The Telazol label asks for a lower dose with impaired kidney function; kidney disease was implicated in deaths after injection.',
    recommendation: 'Tell the anaesthetist about the kidney disease.',
    source: 'label-telazol',
  },
  {
    id: 'lbl-telazol-pregnancy',
    condition: 'pregnancy',
    match: TELAZOL,
    risk: 'High',
    description:
      'The Telazol label says not to use it at any stage of pregnancy: it crosses the placenta and depresses the newborns’ breathing.',
    recommendation: 'Ask the vet for another anaesthetic during pregnancy.',
    source: 'label-telazol',
  },
  {
    id: 'lbl-telazol-debilitated',
    condition: 'debilitated',
    match: TELAZOL,
    risk: 'Low',
    description: 'The Telazol label asks for a lower dose in debilitated or elderly animals.',
    recommendation: MONITOR,
    source: 'label-telazol',
  },
  // ── Pain relief ───────────────────────────────────────────────────────────────────────────
  {
    id: 'lbl-nsaid-heart-failure',
    condition: 'heart-failure',
    match: { classes: ['nsaid'], except: ['grapiprant', 'aspirin'] },
    risk: 'Medium',
    description:
      'NSAIDs make the body hold salt and water and reduce kidney blood flow; meloxicam labels say not to use it with impaired heart function, and other NSAID labels warn of added kidney risk in heart failure, especially alongside diuretics.',
    recommendation: 'Use only if your vet agrees, with kidney values and breathing rate watched.',
    source: 'spc-meloxicam',
  },
  {
    id: 'lbl-nsaid-lactation',
    condition: 'lactation',
    match: NSAID,
    risk: 'Medium',
    description:
      'Meloxicam, firocoxib, robenacoxib, cimicoxib, mavacoxib and grapiprant labels say not to use them in lactating animals.',
    recommendation: 'Ask your vet about pain relief that suits a nursing mother.',
    source: 'spc-coxibs',
  },
  {
    id: 'lbl-nsaid-breeding',
    condition: 'breeding',
    match: NSAID,
    risk: 'Low',
    description: 'NSAID labels say their safety in breeding animals has not been established.',
    recommendation: ASK_VET,
    source: 'label-rimadyl',
  },
  {
    id: 'lbl-nsaid-breeding-contraindicated',
    condition: 'breeding',
    match: { drugs: ['cimicoxib', 'mavacoxib', 'grapiprant'] },
    risk: 'Medium',
    description: 'This drug’s label says not to use it in breeding animals.',
    recommendation: 'Ask your vet about another pain reliever for a breeding dog.',
    source: 'spc-coxibs',
  },
  {
    id: 'lbl-mavacoxib-kidney',
    condition: 'kidney',
    match: { drugs: ['mavacoxib'] },
    risk: 'High',
    description:
      'The Trocoxil (mavacoxib) label says not to use it with impaired kidney function; one dose stays in the body for a month or more, so harm cannot be stopped quickly.',
    recommendation: 'Do not give; ask your vet for a short-acting alternative.',
    source: 'spc-coxibs',
  },
  {
    id: 'lbl-mavacoxib-liver',
    condition: 'liver',
    match: { drugs: ['mavacoxib'] },
    risk: 'High',
    description:
      'The Trocoxil (mavacoxib) label says not to use it with impaired liver function; the drug lasts for weeks after a dose.',
    recommendation: 'Do not give; ask your vet for a short-acting alternative.',
    source: 'spc-coxibs',
  },
  {
    id: 'lbl-mavacoxib-heart',
    condition: 'heart-failure',
    match: { drugs: ['mavacoxib'] },
    risk: 'High',
    description:
      'The Trocoxil (mavacoxib) label says not to use it in cardiac insufficiency; the drug lasts for weeks after a dose.',
    recommendation: 'Do not give; ask your vet for a short-acting alternative.',
    source: 'spc-coxibs',
  },
  {
    id: 'lbl-butorphanol-kidney',
    condition: 'kidney',
    match: { drugs: ['butorphanol'] },
    risk: 'Low',
    severeRisk: 'Medium',
    description: 'Butorphanol labels say not to use it in severe kidney dysfunction.',
    recommendation: MONITOR,
    source: 'spc-butorphanol',
  },
  {
    id: 'lbl-butorphanol-liver',
    condition: 'liver',
    match: { drugs: ['butorphanol'] },
    risk: 'Low',
    description: 'Butorphanol labels say not to use it in severe liver dysfunction.',
    recommendation: MONITOR,
    source: 'spc-butorphanol',
  },
  {
    id: 'lbl-butorphanol-heart',
    condition: 'heart-failure',
    match: { drugs: ['butorphanol'] },
    risk: 'Low',
    description:
      'Butorphanol labels list heart dysfunction among the conditions it should not be used in.',
    recommendation: ASK_VET,
    source: 'spc-butorphanol',
  },
  {
    id: 'lbl-methadone-liver',
    condition: 'liver',
    match: { drugs: ['methadone'] },
    risk: 'Low',
    description:
      'Methadone is broken down by the liver; its label says not to use it in severe liver and kidney dysfunction.',
    recommendation: MONITOR,
    source: 'spc-methadone',
  },
  {
    id: 'lbl-methadone-kidney',
    condition: 'kidney',
    match: { drugs: ['methadone'] },
    risk: 'Low',
    severeRisk: 'Medium',
    description: 'The methadone label says not to use it in severe liver and kidney dysfunction.',
    recommendation: MONITOR,
    source: 'spc-methadone',
  },
  {
    id: 'lbl-anti-ngf-pregnancy',
    condition: 'pregnancy',
    match: ANTI_NGF,
    risk: 'High',
    description:
      'Anti-NGF antibodies (Librela, Solensia) cross the placenta; in monkeys they caused malformations and stillbirths, and the labels say not to use them in pregnancy.',
    recommendation: 'Do not give during pregnancy; ask your vet about other arthritis pain relief.',
    source: 'label-librela',
  },
  {
    id: 'lbl-anti-ngf-lactation',
    condition: 'lactation',
    match: ANTI_NGF,
    risk: 'Medium',
    description:
      'Anti-NGF antibodies pass into milk; the labels say not to use them in lactating animals.',
    recommendation: 'Ask your vet about other arthritis pain relief while nursing.',
    source: 'label-librela',
  },
  {
    id: 'lbl-anti-ngf-breeding',
    condition: 'breeding',
    match: ANTI_NGF,
    risk: 'Medium',
    description:
      'The anti-NGF antibody labels say not to use them in animals intended for breeding.',
    recommendation: 'Ask your vet about other arthritis pain relief for a breeding animal.',
    source: 'label-librela',
  },
  {
    id: 'lbl-pentosan-kidney',
    condition: 'kidney',
    match: { drugs: ['pentosan polysulfate'] },
    risk: 'Medium',
    severeRisk: 'High',
    description:
      'The Cartrophen (pentosan) label says not to use it in dogs with advanced kidney impairment.',
    recommendation: ASK_VET,
    source: 'label-cartrophen',
  },
  {
    id: 'lbl-pentosan-liver',
    condition: 'liver',
    match: { drugs: ['pentosan polysulfate'] },
    risk: 'Medium',
    description:
      'The Cartrophen (pentosan) label says not to use it with advanced liver impairment and advises caution in any liver impairment.',
    recommendation: ASK_VET,
    source: 'label-cartrophen',
  },
  {
    id: 'lbl-pentosan-bleeding',
    condition: 'bleeding-disorder',
    match: { drugs: ['pentosan polysulfate'] },
    risk: 'High',
    description:
      'Pentosan thins the blood; the Cartrophen label says not to use it in dogs with blood, clotting or bleeding disorders.',
    recommendation: 'Do not give; ask your vet about other joint support.',
    source: 'label-cartrophen',
  },
  {
    id: 'lbl-psgag-bleeding',
    condition: 'bleeding-disorder',
    match: { drugs: ['polysulfated glycosaminoglycan'] },
    risk: 'High',
    description:
      'Polysulfated glycosaminoglycan (Adequan) has a heparin-like effect on clotting; its label says not to use it in dogs with known or suspected bleeding disorders.',
    recommendation: 'Do not give; ask your vet about other joint support.',
    source: 'label-adequan',
  },
  {
    id: 'lbl-pentosan-pregnancy',
    condition: 'pregnancy',
    match: { drugs: ['pentosan polysulfate'] },
    risk: 'Medium',
    description:
      'The Cartrophen label does not recommend it in pregnancy and says not to use it around birth because it thins the blood.',
    recommendation: ASK_VET,
    source: 'label-cartrophen',
  },
  // ── Seizure drugs ─────────────────────────────────────────────────────────────────────────
  {
    id: 'lbl-imepitoin-liver',
    condition: 'liver',
    match: { drugs: ['imepitoin'] },
    risk: 'Medium',
    description:
      'The Pexion (imepitoin) label says not to use it in dogs with severely impaired liver function.',
    recommendation: ASK_VET,
    source: 'spc-pexion',
  },
  {
    id: 'lbl-imepitoin-kidney',
    condition: 'kidney',
    match: { drugs: ['imepitoin'] },
    risk: 'Medium',
    severeRisk: 'High',
    description:
      'The Pexion (imepitoin) label says not to use it in dogs with severe kidney disease.',
    recommendation: ASK_VET,
    source: 'spc-pexion',
  },
  {
    id: 'lbl-imepitoin-heart',
    condition: 'heart-failure',
    match: { drugs: ['imepitoin'] },
    risk: 'Medium',
    description:
      'The Pexion (imepitoin) label says not to use it in dogs with severe heart disease.',
    recommendation: ASK_VET,
    source: 'spc-pexion',
  },
  {
    id: 'lbl-bromide-kidney',
    condition: 'kidney',
    match: { drugs: ['potassium bromide'] },
    risk: 'Medium',
    severeRisk: 'High',
    description:
      'Bromide leaves the body only through the kidneys; the Libromide label says not to use it with severe kidney insufficiency and to lower the dose in kidney disease.',
    recommendation: 'Your vet will lower the dose and check bromide levels.',
    source: 'spc-libromide',
  },
  {
    id: 'lbl-phenobarbital-pregnancy',
    condition: 'pregnancy',
    match: { drugs: ['phenobarbital'] },
    risk: 'Medium',
    description: 'A phenobarbital label for dogs says it is not for use in pregnant animals.',
    recommendation:
      'Do not stop it suddenly; ask your vet how to balance seizure control and the pregnancy.',
    source: 'spc-phenobarbital',
  },
  {
    id: 'lbl-phenobarbital-kidney',
    condition: 'kidney',
    match: { drugs: ['phenobarbital'] },
    risk: 'Low',
    severeRisk: 'Medium',
    description:
      'Phenobarbital labels say not to use it with serious kidney disease and advise caution with impaired kidney function.',
    recommendation: MONITOR,
    source: 'spc-phenobarbital',
  },
  {
    id: 'lbl-phenobarbital-heart',
    condition: 'heart-failure',
    match: { drugs: ['phenobarbital'] },
    risk: 'Low',
    description:
      'Phenobarbital labels say not to use it with serious heart disease and advise caution with heart dysfunction.',
    recommendation: ASK_VET,
    source: 'spc-phenobarbital',
  },
  // ── Antimicrobials and antiparasitics ─────────────────────────────────────────────────────
  {
    id: 'lbl-pradofloxacin-epilepsy',
    condition: 'epilepsy',
    match: { drugs: ['pradofloxacin'] },
    risk: 'Medium',
    description:
      'The Veraflox (pradofloxacin) label says not to use it in dogs or cats with CNS disorders such as epilepsy: fluoroquinolones can trigger seizures in predisposed animals.',
    recommendation: 'Ask your vet about an antibiotic from another class.',
    source: 'spc-veraflox',
  },
  {
    id: 'lbl-pradofloxacin-pregnancy',
    condition: 'pregnancy',
    match: { drugs: ['pradofloxacin'] },
    risk: 'High',
    description:
      'The Veraflox (pradofloxacin) label says not to use it in pregnancy: it caused eye malformations in unborn rats.',
    recommendation: 'Do not give during pregnancy; ask your vet for another antibiotic.',
    source: 'spc-veraflox',
  },
  {
    id: 'lbl-quinolone-lactation',
    condition: 'lactation',
    match: { classes: ['fluoroquinolone'] },
    // The Baytril dog label: "may be used safely in pregnant and lactating animals".
    exceptIn: { dog: ['enrofloxacin'] },
    risk: 'Low',
    speciesRisk: { dog: 'Medium', cat: 'Medium' },
    description:
      'Fluoroquinolones pass into milk and can damage the growing joints of puppies and kittens; the pradofloxacin label says not to use it during lactation.',
    recommendation: 'Ask your vet about an antibiotic that suits a nursing mother.',
    source: 'spc-veraflox',
  },
  {
    id: 'lbl-enrofloxacin-kidney',
    condition: 'kidney',
    match: { drugs: ['enrofloxacin'] },
    risk: 'Low',
    severeRisk: 'Medium',
    description:
      'Enrofloxacin leaves partly through the kidneys; the Baytril label advises caution in severe kidney or liver impairment.',
    recommendation: MONITOR,
    source: 'spc-enrofloxacin',
  },
  {
    id: 'lbl-metronidazole-liver',
    condition: 'liver',
    match: { drugs: ['metronidazole'] },
    risk: 'Medium',
    description:
      'Metronidazole tablet labels for dogs and cats say not to use it in liver disorders; it builds up and can cause nerve signs.',
    recommendation: 'Ask your vet about another drug, or a reduced dose with close watching.',
    source: 'spc-metronidazole',
  },
  {
    id: 'lbl-sulfa-liver',
    condition: 'liver',
    match: { classes: ['sulfonamide'] },
    risk: 'Medium',
    description:
      'The sulfadiazine/trimethoprim label says not to use it in animals with marked liver damage; sulfonamides can themselves injure the liver.',
    recommendation: 'Ask your vet about another antibiotic.',
    source: 'tms-label',
  },
  {
    id: 'lbl-sulfa-dehydration',
    condition: 'dehydration',
    match: { classes: ['sulfonamide'] },
    risk: 'Low',
    description:
      'Sulfonamides can crystallise in concentrated urine; animals taking them should be well hydrated.',
    recommendation: 'Make sure your pet drinks well, and tell your vet about the dehydration.',
    source: 'tms-label',
  },
  {
    id: 'lbl-aminoglycoside-dehydration',
    condition: 'dehydration',
    match: { classes: ['aminoglycoside'] },
    risk: 'Medium',
    description:
      'Dehydration is a major risk factor for kidney damage from aminoglycosides (gentamicin, amikacin).',
    recommendation: 'Your vet will usually correct dehydration first and monitor kidney values.',
    source: 'plumbs',
  },
  {
    id: 'lbl-itraconazole-kidney',
    condition: 'kidney',
    match: { drugs: ['itraconazole'] },
    risk: 'Medium',
    description:
      'The Itrafungol (itraconazole) label says not to give it to cats with impaired kidney function.',
    recommendation: ASK_VET,
    source: 'spc-itrafungol',
  },
  {
    id: 'lbl-itraconazole-pregnancy',
    condition: 'pregnancy',
    match: { drugs: ['itraconazole'] },
    risk: 'High',
    description:
      'The Itrafungol label says not to use it in pregnant queens: itraconazole caused malformations and foetal loss in rats and mice.',
    recommendation: 'Do not give during pregnancy; ask your vet about topical ringworm treatment.',
    source: 'spc-itrafungol',
  },
  {
    id: 'lbl-itraconazole-lactation',
    condition: 'lactation',
    match: { drugs: ['itraconazole'] },
    risk: 'Medium',
    description: 'The Itrafungol label says not to use it in lactating queens.',
    recommendation: 'Ask your vet about topical ringworm treatment while nursing.',
    source: 'spc-itrafungol',
  },
  {
    id: 'lbl-griseofulvin-fiv',
    condition: 'fiv-felv',
    match: { drugs: ['griseofulvin'] },
    risk: 'High',
    description:
      'Griseofulvin caused severe, sometimes fatal, loss of white blood cells in most FIV-positive cats given it; it should not be used in FIV-positive cats.',
    recommendation:
      'Do not give; ask your vet about itraconazole, terbinafine or topical treatment.',
    source: 'griseofulvin-cats',
  },
  {
    id: 'lbl-griseofulvin-liver',
    condition: 'liver',
    match: { drugs: ['griseofulvin'] },
    risk: 'Medium',
    description: 'Griseofulvin can worsen liver damage and is avoided in pets with liver disease.',
    recommendation: 'Ask your vet about another antifungal.',
    source: 'griseofulvin-cats',
  },
  {
    id: 'lbl-griseofulvin-breeding',
    condition: 'breeding',
    match: { drugs: ['griseofulvin'] },
    risk: 'Medium',
    description:
      'Griseofulvin is strongly teratogenic and can damage sperm; treated females must not be bred and recently treated males should not be used for breeding.',
    recommendation: 'Ask your vet how long to wait after treatment before breeding.',
    source: 'griseofulvin-cats',
  },
  {
    id: 'lbl-nitrofurantoin-kidney',
    condition: 'kidney',
    match: { drugs: ['nitrofurantoin'] },
    risk: 'Medium',
    severeRisk: 'High',
    description:
      'The nitrofurantoin label says not to use it with significant kidney impairment: it does not reach the urine and builds up to toxic levels.',
    recommendation: 'Ask your vet for another urinary antibiotic.',
    source: 'openfda-rx-label',
  },
  {
    id: 'lbl-nitrofurantoin-pregnancy',
    condition: 'pregnancy',
    match: { drugs: ['nitrofurantoin'] },
    risk: 'Medium',
    description: 'Veterinary formularies say not to give nitrofurantoin during pregnancy.',
    recommendation: ASK_VET,
    source: 'papich-handbook',
  },
  {
    id: 'lbl-rifampin-liver',
    condition: 'liver',
    match: { drugs: ['rifampin'] },
    risk: 'Medium',
    description:
      'Rifampin can injure the liver, especially when it is already diseased; liver values are checked during treatment.',
    recommendation: 'Ask your vet whether another antibiotic suits, or liver values checked.',
    source: 'plumbs',
  },
  {
    id: 'lbl-imidocarb-kidney',
    condition: 'kidney',
    match: { drugs: ['imidocarb'] },
    risk: 'Low',
    description:
      'The Imizol (imidocarb) label asks the vet to weigh the risk before treating dogs with impaired lung, liver or kidney function.',
    recommendation: MONITOR,
    source: 'label-imizol',
  },
  {
    id: 'lbl-imidocarb-liver',
    condition: 'liver',
    match: { drugs: ['imidocarb'] },
    risk: 'Low',
    description:
      'The Imizol (imidocarb) label asks the vet to weigh the risk before treating dogs with impaired liver function.',
    recommendation: MONITOR,
    source: 'label-imizol',
  },
  {
    id: 'lbl-imidocarb-breeding',
    condition: 'breeding',
    match: { drugs: ['imidocarb'] },
    risk: 'Low',
    description:
      'The Imizol label says its safety in breeding, pregnant or lactating animals has not been determined.',
    recommendation: ASK_VET,
    source: 'label-imizol',
  },
  {
    id: 'lbl-imidocarb-pregnancy',
    condition: 'pregnancy',
    match: { drugs: ['imidocarb'] },
    risk: 'Low',
    description: 'The Imizol label says its safety in pregnant animals has not been determined.',
    recommendation: ASK_VET,
    source: 'label-imizol',
  },
  {
    id: 'lbl-pyrimethamine-pregnancy',
    condition: 'pregnancy',
    match: { drugs: ['pyrimethamine'] },
    risk: 'High',
    description:
      'Foals of mares given sulfonamides with pyrimethamine during pregnancy were born with fatal kidney, skin and bone-marrow defects.',
    recommendation: 'Ask your vet about diclazuril or ponazuril for a pregnant mare.',
    source: 'toribio-pyrimethamine-foals',
  },
  {
    id: 'lbl-proheart-debilitated',
    condition: 'debilitated',
    match: { drugs: ['moxidectin'] },
    routes: ['injectable'],
    risk: 'High',
    description:
      'The ProHeart (injectable moxidectin) label says not to give it to dogs that are sick, debilitated, underweight or have a history of weight loss.',
    recommendation: 'Do not give the injection; ask your vet about a monthly heartworm preventive.',
    source: 'label-proheart',
  },
  {
    id: 'lbl-selamectin-debilitated',
    condition: 'debilitated',
    match: { drugs: ['selamectin'] },
    routes: ['topical', 'unknown'],
    risk: 'Medium',
    description:
      'The Revolution (selamectin) label says not to use it in sick, debilitated or underweight animals.',
    recommendation: ASK_VET,
    source: 'label-revolution',
  },
  {
    id: 'lbl-fipronil-debilitated',
    condition: 'debilitated',
    match: { drugs: ['fipronil'] },
    routes: ['topical', 'unknown'],
    risk: 'Medium',
    description:
      'Fipronil spot-on labels say not to use them on sick (fever, systemic disease) or convalescent animals.',
    recommendation: 'Wait until your pet has recovered, or ask your vet what to use meanwhile.',
    source: 'spc-frontline',
  },
  // ── Heart, kidney and blood pressure ──────────────────────────────────────────────────────
  {
    id: 'lbl-ace-shock',
    condition: 'hypotension',
    match: { classes: ['ace-inhibitor'] },
    risk: 'High',
    description:
      'ACE inhibitors lower blood pressure; benazepril labels say not to use them in hypotension, hypovolaemia (including dehydration) or acute kidney failure.',
    recommendation: 'Ask your vet before the next dose; fluid loss is usually corrected first.',
    source: 'spc-benazepril',
  },
  {
    id: 'lbl-arb-hypotension',
    condition: 'hypotension',
    match: { classes: ['arb'] },
    risk: 'Medium',
    description:
      'Telmisartan lowers blood pressure; its label warns of hypotension and says to lower the dose if pressure is low.',
    recommendation: 'Ask your vet before the next dose.',
    source: 'spc-semintra',
  },
  {
    id: 'lbl-raas-lactation',
    condition: 'lactation',
    match: RAAS,
    risk: 'Medium',
    description: 'Benazepril and telmisartan labels say not to use them during lactation.',
    recommendation: ASK_VET,
    source: 'spc-benazepril',
  },
  {
    id: 'lbl-raas-breeding',
    condition: 'breeding',
    match: { classes: ['ace-inhibitor'] },
    risk: 'Low',
    description:
      'Benazepril labels say its safety in breeding animals has not been shown; ACE inhibitors harmed unborn young in laboratory animals.',
    recommendation: ASK_VET,
    source: 'spc-benazepril',
  },
  {
    id: 'lbl-ace-stenosis',
    condition: 'hcm',
    match: { classes: ['ace-inhibitor'] },
    risk: 'Low',
    description:
      'Benazepril labels say not to use it when heart output is limited by aortic or pulmonary stenosis.',
    recommendation: 'Ask your cardiologist whether the outflow is obstructed.',
    source: 'spc-benazepril',
  },
  {
    id: 'lbl-loop-diabetes',
    condition: 'diabetes',
    match: LOOP,
    risk: 'Low',
    description: 'Furosemide and torasemide labels advise caution in diabetes mellitus.',
    recommendation: 'Watch thirst and glucose readings and tell your vet about changes.',
    source: 'spc-upcard',
  },
  {
    id: 'lbl-spironolactone-breeding',
    condition: 'breeding',
    match: { drugs: ['spironolactone'] },
    risk: 'High',
    description:
      'The Prilactone (spironolactone) label says not to use it in animals used or intended for breeding: it acts against male hormones and harmed unborn and newborn young in laboratory studies.',
    recommendation: 'Ask your cardiologist about an alternative for a breeding dog.',
    source: 'spc-prilactone',
  },
  {
    id: 'lbl-spironolactone-pregnancy',
    condition: 'pregnancy',
    match: { drugs: ['spironolactone'] },
    risk: 'High',
    description:
      'Spironolactone caused developmental harm to unborn young in laboratory animals; the label says not to use it in breeding animals.',
    recommendation: 'Do not give during pregnancy unless your cardiologist directs it.',
    source: 'spc-prilactone',
  },
  {
    id: 'lbl-spironolactone-lactation',
    condition: 'lactation',
    match: { drugs: ['spironolactone'] },
    risk: 'Medium',
    description:
      'The spironolactone label excludes breeding animals because it can harm newborn young.',
    recommendation: ASK_VET,
    source: 'spc-prilactone',
  },
  {
    id: 'lbl-amlodipine-liver',
    condition: 'liver',
    match: { drugs: ['amlodipine'] },
    risk: 'Low',
    description:
      'Amlodipine is largely cleared by the liver; cat labels say not to use it in severe liver failure and to consider a lower dose in liver disease.',
    recommendation: MONITOR,
    source: 'spc-amlodipine-cat',
  },
  {
    id: 'lbl-amlodipine-shock',
    condition: 'hypotension',
    match: { drugs: ['amlodipine'] },
    risk: 'Medium',
    description:
      'Amlodipine lowers blood pressure; its label says not to use it in cardiogenic shock.',
    recommendation: 'Ask your vet before the next dose.',
    source: 'spc-amlodipine-cat',
  },
  {
    id: 'lbl-pimobendan-liver',
    condition: 'liver',
    match: { drugs: ['pimobendan'] },
    risk: 'Medium',
    description:
      'Pimobendan is cleared mainly by the liver; its labels say not to use it in dogs with severe liver impairment.',
    recommendation: 'Tell your cardiologist about the liver disease.',
    source: 'spc-pimobendan',
  },
  {
    id: 'lbl-pimobendan-diabetes',
    condition: 'diabetes',
    match: { drugs: ['pimobendan'] },
    risk: 'Low',
    description: 'Pimobendan labels ask for regular blood glucose tests in diabetic dogs.',
    recommendation: 'Keep up glucose monitoring and tell your vet about changes.',
    source: 'spc-pimobendan',
  },
  {
    id: 'lbl-pimobendan-pregnancy',
    condition: 'pregnancy',
    match: { drugs: ['pimobendan'] },
    risk: 'Low',
    description:
      'Pimobendan has not been tested in pregnant dogs and harmed embryos at high doses in laboratory animals; labels advise use only after a benefit-risk assessment.',
    recommendation: ASK_VET,
    source: 'spc-pimobendan',
  },
  {
    id: 'lbl-pimobendan-lactation',
    condition: 'lactation',
    match: { drugs: ['pimobendan'] },
    risk: 'Low',
    description:
      'Pimobendan passes into milk; labels advise use in lactating dogs only after a benefit-risk assessment.',
    recommendation: ASK_VET,
    source: 'spc-pimobendan',
  },
  {
    id: 'lbl-digoxin-kidney',
    condition: 'kidney',
    match: { drugs: ['digoxin'] },
    risk: 'Medium',
    description:
      'Digoxin leaves the body through the kidneys; in kidney disease it builds up to toxic levels unless the dose is reduced.',
    recommendation: 'Your vet will reduce the dose and check digoxin levels.',
    source: 'plumbs',
  },
  {
    id: 'lbl-doxorubicin-heart',
    condition: 'heart-disease',
    match: { drugs: ['doxorubicin'] },
    risk: 'Medium',
    description:
      'Doxorubicin damages heart muscle, and pre-existing heart disease or arrhythmia usually rules it out; breeds prone to dilated cardiomyopathy are at higher risk.',
    recommendation:
      'Your oncologist will check the heart (ECG, echocardiogram) before each course.',
    source: 'doxorubicin-heart',
  },
  {
    id: 'lbl-doxorubicin-kidney-cat',
    condition: 'kidney',
    match: { drugs: ['doxorubicin'] },
    risk: 'Low',
    speciesRisk: { cat: 'Medium' },
    description: 'In cats doxorubicin can damage the kidneys; kidney disease raises the risk.',
    recommendation: MONITOR,
    source: 'doxorubicin-heart',
  },
  {
    id: 'lbl-mineralocorticoid-chf',
    condition: 'heart-failure',
    match: { classes: ['mineralocorticoid'] },
    risk: 'Medium',
    description:
      'DOCP and fludrocortisone make the body hold salt and water; the Percorten label advises caution in congestive heart disease and oedema.',
    recommendation: 'Your vet will watch electrolytes, blood pressure and breathing rate.',
    source: 'label-percorten',
  },
  {
    id: 'lbl-mineralocorticoid-kidney',
    condition: 'kidney',
    match: { classes: ['mineralocorticoid'] },
    risk: 'Low',
    severeRisk: 'Medium',
    description: 'The Percorten label advises caution in dogs with severe kidney disease.',
    recommendation: MONITOR,
    source: 'label-percorten',
  },
  {
    id: 'lbl-mineralocorticoid-liver',
    condition: 'liver',
    match: { classes: ['mineralocorticoid'] },
    risk: 'Low',
    description: 'The Percorten label advises caution in dogs with primary liver failure.',
    recommendation: MONITOR,
    source: 'label-percorten',
  },
  {
    id: 'lbl-thyroxine-heart-failure',
    condition: 'heart-failure',
    match: { classes: ['thyroid-hormone'] },
    risk: 'Medium',
    description:
      'Thyroid hormone speeds the heart and raises its oxygen demand; labels warn it can make a failing heart decompensate and advise a gradual start in heart disease.',
    recommendation: 'Your vet may start at a quarter of the dose and increase it slowly.',
    source: 'spc-levothyroxine',
  },
  {
    id: 'lbl-thyroxine-diabetes',
    condition: 'diabetes',
    match: { classes: ['thyroid-hormone'] },
    risk: 'Low',
    description:
      'Levothyroxine labels advise caution and a gradual start in dogs with diabetes mellitus.',
    recommendation: 'Watch glucose readings as the dose is raised.',
    source: 'spc-levothyroxine',
  },
  {
    id: 'lbl-thyroxine-addisons',
    condition: 'addisons',
    match: { classes: ['thyroid-hormone'] },
    risk: 'Medium',
    description:
      'Levothyroxine labels say not to use it with uncorrected adrenal insufficiency: it can bring on an Addisonian crisis.',
    recommendation:
      'Your vet will stabilise the Addison’s disease first and start thyroxine slowly.',
    source: 'spc-levothyroxine',
  },
  {
    id: 'lbl-thyroxine-pregnancy',
    condition: 'pregnancy',
    match: { classes: ['thyroid-hormone'] },
    risk: 'Low',
    description:
      'The Thyro-Tabs label says its safety in breeding, pregnant or lactating dogs has not been evaluated; excess thyroid hormone before birth affects the young’s thyroid.',
    recommendation: ASK_VET,
    source: 'spc-levothyroxine',
  },
  {
    id: 'lbl-clenbuterol-heart',
    condition: 'heart-disease',
    match: { drugs: ['clenbuterol'] },
    risk: 'High',
    description:
      'Clenbuterol speeds the heart; the Ventipulmin label says not to use it in horses with heart disease.',
    recommendation: 'Do not give; ask your vet about inhaled treatment.',
    source: 'label-ventipulmin',
  },
  {
    id: 'lbl-clenbuterol-pregnancy',
    condition: 'late-pregnancy',
    match: { drugs: ['clenbuterol'] },
    risk: 'High',
    description:
      'Clenbuterol relaxes the womb and blocks labour contractions; the label says not to use it in mares near term.',
    recommendation: 'Stop it before foaling as your vet directs.',
    source: 'label-ventipulmin',
  },
  {
    // Earlier in pregnancy the labels allow it, to be stopped at the expected foaling date.
    id: 'lbl-clenbuterol-pregnancy-stop-at-term',
    condition: 'pregnancy',
    match: { drugs: ['clenbuterol'] },
    risk: 'Low',
    description:
      'Clenbuterol may be used during pregnancy but must be stopped by the expected foaling date, since it stops the contractions of labour (Ventipulmin labels).',
    recommendation: 'Ask your vet when to stop it before foaling.',
    source: 'label-ventipulmin',
  },
  {
    id: 'lbl-pergolide-pregnancy-horse',
    condition: 'pregnancy',
    match: { drugs: ['pergolide'] },
    species: ['horse'],
    risk: 'Low',
    description:
      'Prascend (pergolide) has not been evaluated in pregnant or nursing mares and may interfere with reproductive hormones.',
    recommendation: 'Ask your vet whether to continue it through the pregnancy.',
    source: 'label-prascend',
  },
  {
    id: 'lbl-bisphosphonate-kidney',
    condition: 'kidney',
    match: { classes: ['bisphosphonate'] },
    risk: 'High',
    description:
      'Clodronate and tiludronate leave the body through the kidneys and can harm them; their labels say not to use them in horses with poor kidney function.',
    recommendation: 'Do not give; ask your vet about other treatment for navicular or bone pain.',
    source: 'label-osphos',
  },
  {
    id: 'lbl-bisphosphonate-dehydration',
    condition: 'dehydration',
    match: { classes: ['bisphosphonate'] },
    risk: 'Medium',
    description:
      'The Tildren label says the horse should be well hydrated before treatment, as bisphosphonates can harm the kidneys.',
    recommendation: 'Make sure the horse is drinking well before treatment.',
    source: 'label-tildren',
  },
  // ── Hormones and the adrenal gland ────────────────────────────────────────────────────────
  {
    id: 'lbl-antithyroid-kidney',
    condition: 'kidney',
    match: { classes: ['antithyroid'] },
    risk: 'Low',
    severeRisk: 'Medium',
    description:
      'The Felimazole label says not to use methimazole in cats with kidney failure; treating hyperthyroidism lowers kidney filtration.',
    recommendation: 'Your vet will recheck kidney values soon after starting.',
    source: 'label-felimazole',
  },
  {
    id: 'lbl-antithyroid-pregnancy',
    condition: 'pregnancy',
    match: { classes: ['antithyroid'] },
    risk: 'High',
    description:
      'The Felimazole label says not to use methimazole in pregnant queens: it caused malformations and embryo loss in rats and mice.',
    recommendation: 'Do not give during pregnancy; ask your vet about other options.',
    source: 'label-felimazole',
  },
  {
    id: 'lbl-antithyroid-lactation',
    condition: 'lactation',
    match: { classes: ['antithyroid'] },
    risk: 'Medium',
    description: 'The Felimazole label says not to use methimazole in lactating queens.',
    recommendation: ASK_VET,
    source: 'label-felimazole',
  },
  {
    id: 'lbl-antithyroid-breeding',
    condition: 'breeding',
    match: { classes: ['antithyroid'] },
    risk: 'Low',
    description:
      'Methimazole delayed maturation of the testes in young male cats; its safety in breeding males has not been evaluated.',
    recommendation: ASK_VET,
    source: 'label-felimazole',
  },
  {
    id: 'lbl-antithyroid-bleeding',
    condition: 'bleeding-disorder',
    match: { classes: ['antithyroid'] },
    risk: 'High',
    description:
      'The Felimazole label says not to use methimazole in cats with blood or clotting disorders; it can itself cause bleeding.',
    recommendation: 'Do not give; ask your vet about radioiodine or diet management.',
    source: 'label-felimazole',
  },
  {
    id: 'lbl-sglt2-dehydration',
    condition: 'dehydration',
    match: { classes: ['sglt2-inhibitor'] },
    risk: 'High',
    description:
      'SGLT2 inhibitors (Senvelgo, Bexacat) make the cat lose sugar and water in the urine; labels say not to start them in dehydrated cats, which risk life-threatening ketoacidosis.',
    recommendation: 'Do not give until your vet has treated the dehydration; call them today.',
    source: 'spc-sglt2',
  },
  {
    id: 'lbl-capromorelin-diabetes',
    condition: 'diabetes',
    match: { drugs: ['capromorelin'] },
    risk: 'Low',
    speciesRisk: { cat: 'Medium' },
    description: 'Capromorelin raises growth hormone and can raise blood sugar, notably in cats.',
    recommendation: 'Ask your vet; glucose may need closer monitoring.',
    source: 'capromorelin-info',
  },
  {
    id: 'lbl-capromorelin-liver',
    condition: 'liver',
    match: { drugs: ['capromorelin'] },
    risk: 'Low',
    description:
      'Capromorelin is broken down by the liver; its label advises caution in liver disease.',
    recommendation: MONITOR,
    source: 'capromorelin-info',
  },
  {
    id: 'lbl-capromorelin-kidney',
    condition: 'kidney',
    match: { drugs: ['capromorelin'] },
    species: ['dog'],
    risk: 'Low',
    description:
      'The Entyce (capromorelin) label for dogs advises caution in kidney disease (the cat product is given to cats with kidney disease).',
    recommendation: MONITOR,
    source: 'capromorelin-info',
  },
  {
    id: 'lbl-capromorelin-breeding',
    condition: 'breeding',
    match: { drugs: ['capromorelin'] },
    risk: 'Low',
    description:
      'The Entyce label says its safe use has not been evaluated in breeding, pregnant or lactating dogs.',
    recommendation: ASK_VET,
    source: 'capromorelin-info',
  },
  {
    id: 'lbl-capromorelin-pregnancy',
    condition: 'pregnancy',
    match: { drugs: ['capromorelin'] },
    risk: 'Low',
    description: 'The Entyce label says its safe use has not been evaluated in pregnant dogs.',
    recommendation: ASK_VET,
    source: 'capromorelin-info',
  },
  {
    id: 'lbl-mirtazapine-pregnancy',
    condition: 'pregnancy',
    match: { drugs: ['mirtazapine'] },
    risk: 'Medium',
    description:
      'The Mirataz (mirtazapine) label says not to use it in breeding, pregnant or lactating cats.',
    recommendation: ASK_VET,
    source: 'spc-mirataz',
  },
  {
    id: 'lbl-mirtazapine-lactation',
    condition: 'lactation',
    match: { drugs: ['mirtazapine'] },
    risk: 'Medium',
    description: 'The Mirataz (mirtazapine) label says not to use it in lactating cats.',
    recommendation: ASK_VET,
    source: 'spc-mirataz',
  },
  {
    id: 'lbl-mirtazapine-breeding',
    condition: 'breeding',
    match: { drugs: ['mirtazapine'] },
    risk: 'Medium',
    description: 'The Mirataz (mirtazapine) label says not to use it in breeding cats.',
    recommendation: ASK_VET,
    source: 'spc-mirataz',
  },
  {
    id: 'lbl-mirtazapine-liver',
    condition: 'liver',
    match: { drugs: ['mirtazapine'] },
    risk: 'Low',
    description: 'Mirtazapine can raise liver enzymes; labels advise caution in liver disease.',
    recommendation: MONITOR,
    source: 'spc-mirataz',
  },
  {
    id: 'lbl-cabergoline-lactation',
    condition: 'lactation',
    match: { drugs: ['cabergoline'] },
    risk: 'Medium',
    description:
      'Cabergoline stops milk production; in a mother nursing a litter it should be used only when ending lactation is intended.',
    recommendation: 'Check with your vet: the young will need another source of milk.',
    source: 'spc-galastop',
  },
  {
    id: 'lbl-cabergoline-hypotension',
    condition: 'hypotension',
    match: { drugs: ['cabergoline'] },
    risk: 'Medium',
    description:
      'Cabergoline can lower blood pressure; labels say not to combine it with hypotension.',
    recommendation: ASK_VET,
    source: 'spc-galastop',
  },
  {
    id: 'lbl-estrogen-intact-female',
    condition: 'intact-female',
    match: { classes: ['estrogen'] },
    species: ['dog', 'cat'],
    risk: 'Medium',
    description:
      'Estriol (Incurin) is for spayed bitches only: its label says not to use it in intact bitches, where estrogens can also bring on pyometra and bone-marrow suppression.',
    recommendation:
      'Ask your vet about phenylpropanolamine or another option for an unspayed female.',
    source: 'label-incurin',
  },
  {
    id: 'lbl-estrogen-lactation',
    condition: 'lactation',
    match: { classes: ['estrogen'] },
    risk: 'Medium',
    description: 'The Incurin (estriol) label says not to use it during lactation.',
    recommendation: ASK_VET,
    source: 'label-incurin',
  },
  {
    id: 'lbl-jak-cushings',
    condition: 'cushings',
    match: { classes: ['jak-inhibitor'] },
    species: ['dog'],
    risk: 'Medium',
    description:
      'The EU Apoquel label says not to use oclacitinib in dogs with immune suppression such as hyperadrenocorticism.',
    recommendation: 'Ask your vet about itch control while the Cushing’s is treated.',
    source: 'label-apoquel',
  },
  // ── Immune suppression, cancer drugs and infections ───────────────────────────────────────
  {
    id: 'lbl-cyclosporine-fiv',
    condition: 'fiv-felv',
    match: { drugs: ['cyclosporine'] },
    risk: 'High',
    description: 'The Atopica label says not to use ciclosporin in cats infected with FeLV or FIV.',
    recommendation: 'Do not give; ask your vet about another itch treatment.',
    source: 'spc-atopica-cat',
  },
  {
    id: 'lbl-cyclosporine-diabetes',
    condition: 'diabetes',
    match: { drugs: ['cyclosporine'] },
    risk: 'Medium',
    description:
      'Ciclosporin affects insulin levels; the Atopica label says its use in diabetic dogs is not recommended.',
    recommendation: 'Ask your vet about another itch treatment, or closer glucose monitoring.',
    source: 'spc-atopica-cat',
  },
  {
    id: 'lbl-cyclosporine-kidney',
    condition: 'kidney',
    match: { drugs: ['cyclosporine'] },
    risk: 'Low',
    description:
      'The Atopica label asks for creatinine to be monitored in dogs with severe kidney insufficiency.',
    recommendation: MONITOR,
    source: 'spc-atopica-cat',
  },
  {
    id: 'lbl-immunosuppressant-fiv',
    condition: 'fiv-felv',
    match: { classes: ['immunosuppressant', 'corticosteroid-depot'] },
    risk: 'Medium',
    description:
      'Immune-suppressing drugs and long-acting steroid injections weaken a cat whose immune system is already damaged by FIV or FeLV, inviting infections.',
    recommendation:
      'Use only if your vet agrees; watch for fever, appetite loss or new infections.',
    source: 'plumbs',
  },
  {
    id: 'lbl-steroid-fiv',
    condition: 'fiv-felv',
    match: STEROID,
    risk: 'Low',
    description:
      'Corticosteroids suppress immunity; labels advise against them in viral infections during the viraemic stage, as in FeLV.',
    recommendation: 'Use the lowest effective dose your vet advises and watch for infections.',
    source: 'spc-dexamethasone',
  },
  {
    id: 'lbl-steroid-kidney',
    condition: 'kidney',
    match: STEROID,
    risk: 'Low',
    description:
      'Steroid labels say that, except in emergencies, they should not be used in kidney disease; steroids increase protein breakdown and urine loss.',
    recommendation: 'Your vet may monitor kidney values and blood pressure.',
    source: 'spc-dexamethasone',
  },
  {
    id: 'lbl-depot-steroid-kidney',
    condition: 'kidney',
    match: DEPOT_STEROID,
    risk: 'Medium',
    description:
      'A long-acting steroid injection cannot be withdrawn; steroid labels advise against them in kidney disease except in emergencies.',
    recommendation: 'Ask your vet whether short-acting tablets would be safer.',
    source: 'spc-dexamethasone',
  },
  {
    id: 'lbl-steroid-laminitis',
    condition: 'laminitis',
    match: STEROID,
    risk: 'Medium',
    description:
      'Corticosteroids raise insulin and blood sugar; the dexamethasone label warns they can bring on laminitis in horses and may worsen existing laminitis.',
    recommendation: 'Ask your vet about alternatives, and watch the feet closely if it is given.',
    source: 'spc-dexamethasone',
  },
  {
    id: 'lbl-depot-steroid-laminitis',
    condition: 'laminitis',
    match: DEPOT_STEROID,
    risk: 'High',
    description:
      'Long-acting steroids such as triamcinolone and methylprednisolone acetate are the ones most linked with steroid-induced laminitis; a horse with a history of laminitis is at greatest risk.',
    recommendation: 'Discuss the laminitis history with your vet before any steroid injection.',
    source: 'spc-dexamethasone',
  },
  {
    id: 'lbl-depot-steroid-ppid',
    condition: 'cushings',
    match: DEPOT_STEROID,
    species: ['horse'],
    risk: 'High',
    description:
      'Horses with PPID (equine Cushing’s) already have high insulin; long-acting steroids push it higher and the evidence links them with laminitis in these horses.',
    recommendation: 'Discuss the PPID with your vet before any steroid injection.',
    source: 'steroid-laminitis-evidence',
  },
  {
    id: 'lbl-toceranib-gi-bleeding',
    condition: 'gi-ulcer',
    match: { drugs: ['toceranib'] },
    species: ['dog'],
    risk: 'Medium',
    description:
      'The Palladia (toceranib) label says not to use it in dogs with bleeding from the stomach or gut.',
    recommendation: 'Tell your vet about the bleeding before starting Palladia.',
    source: 'spc-palladia',
  },
  {
    id: 'lbl-antineoplastic-lactation',
    condition: 'lactation',
    match: { classes: ['antineoplastic'] },
    risk: 'High',
    description:
      'Cancer drugs pass into milk and can harm nursing young; labels such as Palladia and Masivet say not to use them in lactating females.',
    recommendation: 'Do not let treated mothers nurse; ask your oncologist.',
    source: 'label-palladia',
  },
  {
    id: 'lbl-antineoplastic-breeding',
    condition: 'breeding',
    match: { classes: ['antineoplastic'] },
    risk: 'Medium',
    description:
      'Cancer drugs can damage eggs, sperm and unborn young; the Palladia label says not to use it in dogs intended for breeding.',
    recommendation: 'Do not breed during treatment; ask your oncologist how long to wait.',
    source: 'label-palladia',
  },
  {
    id: 'lbl-masitinib-liver',
    condition: 'liver',
    match: { drugs: ['masitinib'] },
    risk: 'Medium',
    description:
      'The Masivet (masitinib) label says not to use it in dogs with liver impairment (liver enzymes over three times normal).',
    recommendation: 'Your vet will check liver values before and during treatment.',
    source: 'spc-masivet',
  },
  {
    id: 'lbl-masitinib-kidney',
    condition: 'kidney',
    match: { drugs: ['masitinib'] },
    risk: 'Medium',
    description:
      'The Masivet (masitinib) label says not to use it in dogs with kidney impairment (protein loss in the urine or low albumin).',
    recommendation:
      'Your vet will check kidney values and urine protein before and during treatment.',
    source: 'spc-masivet',
  },
  {
    id: 'lbl-immunosuppressant-pregnancy',
    condition: 'pregnancy',
    match: { drugs: ['mycophenolate', 'leflunomide'] },
    risk: 'High',
    description:
      'Mycophenolate and leflunomide cause birth defects and pregnancy loss; their labels carry boxed warnings against use in pregnancy.',
    recommendation: 'Do not give during pregnancy; ask your vet about another immune treatment.',
    source: 'openfda-rx-label',
  },
  {
    // Was Medium from Plumb's; the Rockridge monograph read (k-onc) calls it contraindicated in
    // pregnancy for its birth defects: "do not use" with the harm described is High.
    id: 'lbl-azathioprine-pregnancy',
    condition: 'pregnancy',
    match: { drugs: ['azathioprine'] },
    risk: 'High',
    description:
      'Azathioprine can cause birth defects; a veterinary monograph says it is contraindicated in pregnant animals.',
    recommendation: 'Do not give during pregnancy; ask your vet about another treatment.',
    source: 'compounding-azathioprine-rockridge',
  },
  {
    id: 'lbl-jak-lactation',
    condition: 'lactation',
    match: { classes: ['jak-inhibitor'] },
    risk: 'Low',
    description:
      'The Apoquel and Zenrelia labels say their safety in pregnant or lactating bitches has not been evaluated.',
    recommendation: ASK_VET,
    source: 'label-apoquel',
  },
  {
    id: 'lbl-jak-breeding',
    condition: 'breeding',
    match: { classes: ['jak-inhibitor'] },
    risk: 'Low',
    description:
      'The Apoquel and Zenrelia labels say their safety in breeding dogs has not been evaluated.',
    recommendation: ASK_VET,
    source: 'label-apoquel',
  },
  // ── Gut, behaviour and other ──────────────────────────────────────────────────────────────
  {
    id: 'lbl-maropitant-pregnancy',
    condition: 'pregnancy',
    match: { drugs: ['maropitant'] },
    risk: 'Low',
    description: 'The Cerenia label says its safety has not been established in pregnant animals.',
    recommendation: ASK_VET,
    source: 'spc-cerenia',
  },
  {
    id: 'lbl-maropitant-lactation',
    condition: 'lactation',
    match: { drugs: ['maropitant'] },
    risk: 'Low',
    description: 'The Cerenia label says its safety has not been established in lactating animals.',
    recommendation: ASK_VET,
    source: 'spc-cerenia',
  },
  {
    id: 'lbl-maropitant-breeding',
    condition: 'breeding',
    match: { drugs: ['maropitant'] },
    risk: 'Low',
    description:
      'The Cerenia label says its safety has not been evaluated in breeding dogs and cats.',
    recommendation: ASK_VET,
    source: 'label-cerenia',
  },
  {
    id: 'lbl-clomipramine-breeding',
    condition: 'breeding',
    sex: 'male',
    match: { drugs: ['clomipramine'] },
    risk: 'Medium',
    description:
      'The Clomicalm (clomipramine) label says not to use it in male breeding dogs: high doses caused testicular damage.',
    recommendation: 'Ask your vet about another anxiety treatment for a stud dog.',
    source: 'label-clomicalm',
  },
  {
    id: 'lbl-tca-heart',
    condition: 'heart-disease',
    match: { classes: ['tca'] },
    risk: 'Low',
    description:
      'Tricyclic antidepressants can change heart rate and rhythm; the Clomicalm label advises caution in dogs with heart disease.',
    recommendation: ASK_VET,
    source: 'label-clomicalm',
  },
  // Altrenogest (Regu-Mate, Regumate Equine): a mare's estrus suppressant.
  {
    id: 'lbl-altrenogest-uterine-infection',
    condition: 'uterine-infection',
    match: { drugs: ['altrenogest'] },
    risk: 'High',
    description:
      'Altrenogest is contraindicated in mares with a current or past uterine infection or inflammation (endometritis): a progestin can turn a low-grade infection into a severe one.',
    recommendation: 'Do not start altrenogest; ask your vet to treat and recheck the uterus first.',
    source: 'label-regu-mate-endometritis',
  },
  {
    id: 'lbl-altrenogest-male',
    condition: 'male',
    match: { drugs: ['altrenogest'] },
    species: ['horse'],
    risk: 'Medium',
    description:
      'Altrenogest is labelled for mares only; the UK label says not to use it in males (geldings and stallions).',
    recommendation: 'Ask your vet before giving altrenogest to a male horse.',
    source: 'spc-regumate-uk',
  },
  {
    id: 'lbl-pyrantel-debilitated-horse',
    condition: 'debilitated',
    match: { drugs: ['pyrantel'] },
    species: ['horse'],
    risk: 'High',
    description:
      'The pyrantel paste label for horses says it is contraindicated in severely debilitated animals, in which its nicotine-like action is stronger.',
    recommendation:
      'Ask your vet before worming a weak or very thin horse; they may choose another wormer or wait.',
    source: 'spc-alonate-p',
  },
  ...RX_CONDITION_RULES,
  ...ONC_ENDO_CONDITION_RULES,
  ...LEDGER_B_CONDITION_RULES,
  ...LEDGER_A_CONDITION_RULES,
  ...LEDGER_D_CONDITION_RULES,
  ...TOPICAL_CONDITION_RULES,
  ...BEHAVIOUR_CONDITION_RULES,
  ...LEDGER_C_CONDITION_RULES,
  ...PARASITE_K_CONDITION_RULES,
];
