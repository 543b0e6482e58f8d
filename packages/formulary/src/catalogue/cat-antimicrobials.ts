import { drugs } from './catalogue-entry';

// Cat group: antibiotics, antifungals, antivirals and antiprotozoals.

export const CAT_ANTIMICROBIALS = [
  // source: FDA-approved labels (Amoxi-Tabs, Clavamox, Convenia, Cefa-Drops, Veraflox, Orbax,
  // Baytril, Antirobe Aquadrops, Albon); Plumb's Veterinary Drug Handbook for the rest
  ...drugs('antibiotic', [
    ['Amoxicillin', 'Amoxi-Tabs, Amoxi-Drops', ['50 mg once daily', '11–22 mg/kg twice daily']],
    ['Amoxicillin/Clavulanate', 'Clavamox', ['62.5 mg twice daily']],
    ['Ampicillin', 'Polyflex', ['22 mg/kg IV every 8 hours']],
    ['Cephalexin', 'Keflex', ['22 mg/kg twice daily']],
    ['Cefadroxil', 'Cefa-Drops', ['22 mg/kg once daily']],
    ['Cefpodoxime', 'Simplicef', ['5–10 mg/kg once daily']],
    ['Cefovecin', 'Convenia', ['8 mg/kg SC once (lasts 14 days)']],
    ['Cefazolin', 'Ancef', ['22 mg/kg IV every 8 hours']],
    ['Pradofloxacin', 'Veraflox', ['7.5 mg/kg once daily (suspension)']],
    ['Marbofloxacin', 'Zeniquin', ['2.75–5.5 mg/kg once daily']],
    ['Orbifloxacin', 'Orbax', ['7.5 mg/kg once daily (suspension)']],
    ['Enrofloxacin', 'Baytril', ['5 mg/kg once daily (maximum)']],
    ['Doxycycline', 'Vibramycin', ['5 mg/kg twice daily + 6 mL water', '10 mg/kg once daily']],
    ['Azithromycin', 'Zithromax', ['5–10 mg/kg once daily']],
    ['Clindamycin', 'Antirobe Aquadrops', ['11–33 mg/kg once daily']],
    ['Metronidazole', 'Flagyl', ['10–15 mg/kg twice daily']],
    ['Trimethoprim/Sulfamethoxazole', 'Bactrim', ['15 mg/kg twice daily']],
    ['Sulfadimethoxine', 'Albon', ['55 mg/kg on day 1, then 27.5 mg/kg daily']],
    ['Tylosin', 'Tylan', ['10–20 mg/kg twice daily']],
    ['Chloramphenicol', 'Chloromycetin', ['50 mg twice daily']],
    ['Amikacin', 'Amiglyde-V', ['10–14 mg/kg IV/SC once daily']],
  ]),
  // source: Itrafungol label; Plumb's
  ...drugs('antifungal', [
    ['Itraconazole', 'Itrafungol, Sporanox', ['5 mg/kg once daily, alternate weeks']],
    ['Fluconazole', 'Diflucan', ['50 mg once or twice daily']],
    ['Terbinafine', 'Lamisil', ['30–40 mg/kg once daily']],
  ]),
  // source: Plumb's; ISFM consensus on FIP (2024); Virbagen Omega EMA label
  ...drugs('antiviral', [
    ['Famciclovir', 'Famvir', ['40 mg/kg every 8 hours', '90 mg/kg twice daily']],
    ['GS-441524', 'Bova (compounded)', ['15 mg/kg once daily for 84 days']],
    ['Remdesivir', 'Veklury', ['10–15 mg/kg IV/SC once daily']],
    ['Interferon omega', 'Virbagen Omega', ['1 MU/kg SC once daily for 5 days']],
  ]),
  // source: Plumb's; Gookin et al. (ronidazole for Tritrichomonas)
  ...drugs('antiprotozoal', [
    ['Ronidazole', 'Ronidazole (compounded)', ['30 mg/kg once daily for 14 days']],
    ['Ponazuril', 'Marquis', ['20–50 mg/kg once daily, 1–3 days']],
  ]),
];
