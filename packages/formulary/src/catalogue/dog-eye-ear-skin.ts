import { drugs } from './catalogue-entry';

// Dog group: ophthalmic, otic and topical skin products.

export const DOG_EYE_EAR_SKIN = [
  // source: Optimmune label; Plumb's; Maggs, Slatter's Fundamentals of Veterinary Ophthalmology
  ...drugs('eye', [
    ['Cyclosporine ophthalmic', 'Optimmune', ['1/4 inch ointment twice daily']],
    ['Tacrolimus ophthalmic', 'compounded 0.02–0.03%', ['1 drop twice daily']],
    [
      'Neomycin/Polymyxin B/Bacitracin',
      'Vetropolycin, Neo-Poly-Bac',
      ['1/4 inch ointment every 6–8 hours'],
    ],
    ['Neomycin/Polymyxin B/Dexamethasone', 'Maxitrol, Neo-Poly-Dex', ['1 drop every 6–8 hours']],
    ['Oxytetracycline/Polymyxin B', 'Terramycin', ['1/4 inch ointment every 6–12 hours']],
    ['Tobramycin ophthalmic', 'Tobrex', ['1 drop every 6–8 hours']],
    ['Ofloxacin ophthalmic', 'Ocuflox', ['1 drop every 6–8 hours']],
    ['Prednisolone acetate ophthalmic', 'Pred Forte', ['1 drop every 6–12 hours']],
    ['Ketorolac ophthalmic', 'Acular', ['1 drop every 6–12 hours']],
    ['Flurbiprofen ophthalmic', 'Ocufen', ['1 drop every 6–12 hours']],
    ['Dorzolamide', 'Trusopt', ['1 drop every 8 hours']],
    ['Dorzolamide/Timolol', 'Cosopt', ['1 drop every 8–12 hours']],
    ['Latanoprost', 'Xalatan', ['1 drop once or twice daily']],
    ['Timolol', 'Timoptic', ['1 drop twice daily']],
    ['Atropine ophthalmic', 'Isopto Atropine', ['1 drop every 8–24 hours']],
  ]),
  // source: FDA-approved labels (Claro, Osurnia, Otomax, Mometamax, Panalog, Baytril Otic,
  // Posatex, Tresaderm); EMA labels (Surolan, Aurizon)
  ...drugs('ear', [
    ['Florfenicol/Terbinafine/Mometasone', 'Claro', ['1 dose per ear once (lasts 30 days)']],
    ['Florfenicol/Terbinafine/Betamethasone', 'Osurnia', ['1 tube per ear, repeat in 7 days']],
    [
      'Gentamicin/Betamethasone/Clotrimazole',
      'Otomax',
      ['4 drops (<30 lb) or 8 drops twice daily'],
    ],
    ['Gentamicin/Mometasone/Clotrimazole', 'Mometamax', ['4–8 drops once daily (by weight)']],
    ['Neomycin/Nystatin/Thiostrepton/Triamcinolone', 'Panalog', ['2–6 drops 2–3 times daily']],
    ['Enrofloxacin/Silver sulfadiazine', 'Baytril Otic', ['5–10 drops twice daily']],
    ['Orbifloxacin/Mometasone/Posaconazole', 'Posatex', ['2–8 drops once daily for 7 days']],
    ['Polymyxin B/Miconazole/Prednisolone', 'Surolan', ['5 drops twice daily']],
    ['Marbofloxacin/Clotrimazole/Dexamethasone', 'Aurizon', ['10 drops once daily']],
    ['Thiabendazole/Dexamethasone/Neomycin', 'Tresaderm', ['5–15 drops twice daily']],
    ['Ear cleanser (salicylic acid)', 'Epi-Otic', ['Fill canal and massage 2–3 times weekly']],
  ]),
  // source: product labels (Malaseb, Genesis, Bactoderm, Pyoben, LymDyp); Plumb's
  ...drugs('skin', [
    ['Chlorhexidine/Miconazole shampoo', 'Malaseb', ['Bathe twice weekly, 10 min contact']],
    ['Chlorhexidine 4% shampoo', 'ChlorhexiDerm', ['Bathe 2–3 times weekly, 10 min contact']],
    ['Triamcinolone spray', 'Genesis', ['Spray twice daily for 7 days, then once daily']],
    ['Hydrocortisone aceponate spray', 'Cortavance', ['2 pumps per 10×10 cm once daily, 7 days']],
    ['Mupirocin', 'Bactoderm', ['Apply twice daily']],
    ['Silver sulfadiazine', 'Silvadene', ['Thin layer once or twice daily']],
    ['Benzoyl peroxide shampoo', 'Pyoben', ['Bathe 1–2 times weekly']],
    ['Lime sulfur dip', 'LymDyp', ['Dip weekly (diluted per label)']],
  ]),
];
