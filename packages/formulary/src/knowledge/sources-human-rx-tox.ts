// Sources read for the human prescription medicines pets swallow (the poison-control chapter;
// knowledge-coverage/human-rx-ingestions.ts). Spread into SOURCES by sources.ts, so every id here
// is a SourceId. Each title names what the page says, as read.

type SourceDef = { publisher: string; title: string; url?: string };

export const HUMAN_RX_TOX_SOURCES = {
  'aspca-atomoxetine': {
    publisher:
      'Veterinary Medicine (dvm360), Coleman: Responding to accidental atomoxetine ingestion (ASPCA APCC)',
    title:
      'Dogs and cats: mild signs (lethargy, drooling, vomiting) from 1 or 2 mg/kg; in dogs hyperactivity, agitation and a racing heart above 2 mg/kg, tremors at 22 mg/kg; not expected to be life-threatening with care',
    url: 'http://veterinarymedicine.dvm360.com/vetmed/article/articleDetail.jsp?id=812213&sk=&date=&pageID=2',
  },
  'cb-ssri-toxicity': {
    publisher: "Clinician's Brief: Evaluating selective serotonin reuptake inhibitors toxicity",
    title:
      'Dogs: minor signs at 1–3 mg/kg of paroxetine and sertraline, the most severe signs (tremors, high temperature) at 8–10 mg/kg of fluoxetine and sertraline, seizures above 25 mg/kg of fluoxetine and sertraline and above 3 mg/kg of paroxetine; death is rare',
    url: 'https://www.cliniciansbrief.com/article/evaluating-selective-serotonin-reuptake-inhibitors-toxicity',
  },
  'pph-antidepressants': {
    publisher: 'Pet Poison Helpline (antidepressants)',
    title:
      'SSRIs and SNRIs (citalopram, escitalopram, paroxetine, sertraline, duloxetine, venlafaxine) are among the top accidental poisonings of dogs; even therapeutic doses can cause moderate to severe signs; immediate veterinary attention is necessary',
    url: 'http://www.petpoisonhelpline.com/poison/antidepressants/',
  },
  'pph-sleep-aids': {
    publisher: 'Pet Poison Helpline (sleep aids)',
    title:
      'Lunesta (eszopiclone), Ambien (zolpidem) and Sonata (zaleplon) cause severe sedation or agitation, tremors and high temperature in dogs and cats; generally mild to moderate; call a vet or the helpline immediately',
    url: 'https://www.petpoisonhelpline.com/poison/sleep-aids/',
  },
  'lortsmith-adhd': {
    publisher: 'Lort Smith Animal Hospital (ADHD medications in dogs)',
    title:
      'Amphetamine ADHD medications (dexamphetamine, Adderall, lisdexamfetamine) cause hyperactivity, high temperature, racing heart, tremors, seizures and death; contact your veterinarian immediately',
    url: 'https://lortsmith.com/need-help-now/dog/poisons-toxins/medication-drugs/adhd-medications-dogs/',
  },
  'aspcapro-birth-control': {
    publisher: 'ASPCApro (APCC): Birth control pill and HRT exposure in pets',
    title:
      'Birth control pills hold very low doses; estrogen from 1 mg/kg can cause aplastic anaemia and bone marrow suppression; a dose of concern for progestins is about 10 mg/kg',
    url: 'https://www.aspcapro.org/resource/birth-control-pill-and-hrt-exposure-pets',
  },
  'vetgirl-top-human-meds': {
    publisher:
      'VETgirl Beat e-Magazine Q1 2022: Top 10 human medications poisonous to dogs and cats',
    title:
      'ACE inhibitors have a wider margin of safety; small amounts can be monitored at home; ingestions above 10–20 times a therapeutic dose are generally toxic (low blood pressure)',
    url: 'https://online.flippingbook.com/view/70381923/6-7/',
  },
  'dvm360-top-human-meds': {
    publisher: 'dvm360 (Lee): Top 3 human medications pets ingest (2019)',
    title:
      'Calcium channel blockers and beta blockers are the cardiac medications to worry about; beta blockers ingested at more than two to three times the high end of the dose cause life-threatening slow heart and low blood pressure',
    url: 'https://dvm360.com/view/top-3-human-medications-pets-ingest-2019',
  },
  'merck-owner-human-rx': {
    publisher:
      'Merck Veterinary Manual, pet owner version (Khan, ASPCA APCC): Poisonings from human prescription drugs',
    title:
      'ACE inhibitors, calcium channel blockers, beta blockers and diuretics can all be toxic if a pet eats a large number of pills; overdose lowers blood pressure',
    url: 'https://www.merckvetmanual.com/special-pet-topics/poisoning/poisonings-from-human-prescription-drugs',
  },
  'vcna-adhd-review': {
    publisher:
      'Vet Clin North Am Small Anim Pract 2012;42(2):279-87: Management of ADD and ADHD drug intoxication in dogs and cats (PubMed abstract)',
    title:
      'Amphetamines and similar stimulants cause life-threatening stimulatory signs in dogs and cats; atomoxetine also acts fast, with hyperactivity and a racing heart',
    url: 'https://pubmed.ncbi.nlm.nih.gov/22381179/',
  },
  'javma-levothyroxine-dog': {
    publisher:
      'JAVMA 1992;200(10):1512-4: Acute overdose of levothyroxine in a dog (PubMed abstract)',
    title:
      'A 16.8 kg dog that swallowed up to 850 tablets of 0.2 mg levothyroxine vomited and had unsteady pupils within 9 hours, and had no significant abnormality over 36 days after charcoal',
    url: 'https://pubmed.ncbi.nlm.nih.gov/1612989/',
  },
} as const satisfies Record<string, SourceDef>;
