// Sources read for the behaviour and pain chapter of the drug–drug interaction ledger (issue 22,
// k-beh): a veterinary psychopharmacology text and veterinary client handouts for the off-label
// behaviour drugs and the mixed opioid given at home. Spread into SOURCES by sources.ts, so every
// id here is a SourceId.

type SourceDef = { publisher: string; title: string; url?: string };

export const DDI_E_SOURCES = {
  'veteriankey-azapirones': {
    publisher:
      'Veterian Key (Dantas and Crowell-Davis, Veterinary Psychopharmacology, chapter 9: miscellaneous serotonergic agents)',
    title:
      'Azapirones (buspirone): not to be given with monoamine oxidase inhibitors; given daily, not as needed; oral doses dog 0.5-2.0 mg/kg every 8-24 hours, cat 2.5-7.5 mg per cat or 0.5-1.0 mg/kg every 12 hours',
    url: 'https://veteriankey.com/miscellaneous-serotonergic-agents',
  },
  'vca-buspirone': {
    publisher: 'VCA Canada (Hyland and Gollakner, DVM): buspirone client handout',
    title:
      'Buspirone: off label in dogs and cats; not to be given while a flea and tick collar is used without asking the veterinarian; effects can last longer in pets with liver or kidney disease',
    url: 'https://vcacanada.com/know-your-pet/buspirone',
  },
  'vca-butorphanol': {
    publisher: 'VCA Animal Hospitals (Hyland and Gollakner, DVM): butorphanol client handout',
    title:
      'Butorphanol: a partial opiate agonist/antagonist for pain, cough and nausea; it acts as an antagonist to pure opioids such as morphine and can be used to reverse their effects',
    url: 'https://vcahospitals.com/know-your-pet/butorphanol',
  },
} as const satisfies Record<string, SourceDef>;
