import { drugs } from './catalogue-entry';

// Dog group: antibiotics, antifungals and antiprotozoals.

export const DOG_ANTIMICROBIALS = [
  // source: FDA-approved labels (Amoxi-Tabs, Clavamox, Rilexine, Cefa-Tabs, Simplicef, Convenia,
  // Naxcel, Baytril, Zeniquin, Orbax, Antirobe, Lincocin, Albon, Primor, Tribrissen);
  // Plumb's Veterinary Drug Handbook for the rest
  ...drugs('antibiotic', [
    // penicillins
    ['Amoxicillin', 'Amoxi-Tabs, Amoxi-Drops', ['11 mg/kg (5 mg/lb) twice daily']],
    ['Amoxicillin/Clavulanate', 'Clavamox', ['13.75 mg/kg twice daily', '62.5 mg tablet']],
    ['Ampicillin', 'Polyflex', ['22 mg/kg IV every 8 hours']],
    // cephalosporins
    ['Cephalexin', 'Rilexine, Keflex', ['22 mg/kg twice daily']],
    ['Cefadroxil', 'Cefa-Tabs, Cefa-Drops', ['22 mg/kg (10 mg/lb) twice daily']],
    ['Cefpodoxime', 'Simplicef', ['5–10 mg/kg once daily']],
    ['Cefovecin', 'Convenia', ['8 mg/kg SC once (lasts 14 days)']],
    ['Cefazolin', 'Ancef', ['22 mg/kg IV every 8 hours']],
    ['Ceftiofur', 'Naxcel', ['2.2 mg/kg SC once daily']],
    // fluoroquinolones
    ['Enrofloxacin', 'Baytril', ['5–20 mg/kg once daily']],
    ['Marbofloxacin', 'Zeniquin', ['2.75–5.5 mg/kg once daily']],
    ['Orbifloxacin', 'Orbax', ['2.5–7.5 mg/kg once daily']],
    ['Pradofloxacin', 'Veraflox', ['3 mg/kg once daily']],
    ['Ciprofloxacin', 'Cipro', ['25 mg/kg once daily']],
    // tetracyclines
    ['Doxycycline', 'Vibramycin', ['5 mg/kg twice daily', '10 mg/kg once daily']],
    ['Minocycline', 'Minocin', ['5 mg/kg twice daily']],
    // sulfonamides
    ['Trimethoprim/Sulfamethoxazole', 'Bactrim', ['15 mg/kg twice daily']],
    ['Trimethoprim/Sulfadiazine', 'Tribrissen', ['30 mg/kg once daily']],
    ['Sulfadimethoxine', 'Albon', ['55 mg/kg on day 1, then 27.5 mg/kg daily']],
    ['Ormetoprim/Sulfadimethoxine', 'Primor', ['55 mg/kg on day 1, then 27.5 mg/kg daily']],
    // macrolides
    ['Azithromycin', 'Zithromax', ['5–10 mg/kg once daily']],
    ['Erythromycin', 'Ery-Tab', ['10–20 mg/kg every 8–12 hours', '0.5–1 mg/kg every 8 hours (GI)']],
    ['Clarithromycin', 'Biaxin', ['7.5–12.5 mg/kg twice daily']],
    ['Tylosin', 'Tylan', ['10–20 mg/kg twice daily']],
    // lincosamides
    ['Clindamycin', 'Antirobe', ['11 mg/kg twice daily', '5.5–33 mg/kg twice daily (label range)']],
    ['Lincomycin', 'Lincocin', ['22 mg/kg once daily', '11 mg/kg twice daily']],
    // nitroimidazoles
    ['Metronidazole', 'Flagyl', ['10–15 mg/kg twice daily']],
    // aminoglycosides
    ['Gentamicin', 'Gentocin', ['6–9 mg/kg IV/SC once daily']],
    ['Amikacin', 'Amiglyde-V', ['15–30 mg/kg IV/SC once daily']],
    // others
    ['Chloramphenicol', 'Chloromycetin', ['40–50 mg/kg every 8 hours']],
    ['Rifampin', 'Rifadin', ['5–10 mg/kg once daily']],
    ['Nitrofurantoin', 'Macrodantin', ['4.4–5 mg/kg every 8 hours']],
  ]),
  // source: Plumb's (antifungal dosing)
  ...drugs('antifungal', [
    ['Itraconazole', 'Sporanox', ['5 mg/kg once daily']],
    ['Fluconazole', 'Diflucan', ['5 mg/kg twice daily']],
    ['Ketoconazole', 'Nizoral', ['5–10 mg/kg twice daily']],
    ['Terbinafine', 'Lamisil', ['30 mg/kg once daily']],
    ['Griseofulvin', 'Fulvicin U/F', ['25 mg/kg twice daily (microsize)']],
  ]),
  // source: Imizol label; Plumb's
  ...drugs('antiprotozoal', [
    ['Ponazuril', 'Marquis', ['20–50 mg/kg once daily, 1–3 days']],
    ['Imidocarb', 'Imizol', ['6.6 mg/kg IM/SC, repeat in 2 weeks']],
    ['Atovaquone', 'Mepron', ['13.3 mg/kg every 8 hours (with azithromycin)']],
  ]),
];
