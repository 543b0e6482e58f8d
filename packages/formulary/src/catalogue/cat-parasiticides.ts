import { drugs } from './catalogue-entry';

// Cat group: heartworm, flea/tick, ear mite and intestinal parasite products. Label doses are by
// weight band: one tablet or pipette of the size printed for the cat's weight.

export const CAT_PARASITICIDES = [
  // source: FDA-approved labels (Heartgard for Cats, Revolution, Revolution Plus, Advantage Multi
  // for Cats, Bravecto Plus, NexGard Combo)
  ...drugs('heartworm prevention', [['Ivermectin', 'Heartgard for Cats', ['24 mcg/kg monthly']]]),
  ...drugs('parasite prevention', [
    ['Selamectin', 'Revolution', ['6 mg/kg topically monthly']],
    ['Selamectin/Sarolaner', 'Revolution Plus', ['1 pipette monthly (by weight band)']],
    ['Imidacloprid/Moxidectin', 'Advantage Multi for Cats', ['1 pipette monthly (by weight band)']],
    ['Fluralaner/Moxidectin', 'Bravecto Plus', ['1 pipette every 2 months (by weight band)']],
    [
      'Esafoxolaner/Eprinomectin/Praziquantel',
      'NexGard Combo',
      ['1 pipette monthly (by weight band)'],
    ],
  ]),
  // source: FDA-approved and EPA-registered labels (Bravecto for Cats, Credelio CAT, Comfortis,
  // Capstar, Program, Frontline Plus, Advantage II, Seresto, Vectra for Cats)
  ...drugs('flea prevention', [
    ['Fluralaner', 'Bravecto for Cats', ['40 mg/kg topically every 12 weeks']],
    ['Lotilaner', 'Credelio CAT', ['6 mg/kg monthly']],
    ['Spinosad', 'Comfortis', ['50 mg/kg monthly']],
    ['Nitenpyram', 'Capstar', ['11.4 mg once (2–25 lb)']],
    ['Lufenuron', 'Program', ['30 mg/kg monthly (oral)', '10 mg/kg SC every 6 months']],
    ['Fipronil/(S)-methoprene', 'Frontline Plus for Cats', ['1 pipette (0.5 mL) monthly']],
    ['Imidacloprid/Pyriproxyfen', 'Advantage II', ['1 pipette monthly (by weight band)']],
    ['Imidacloprid/Flumethrin', 'Seresto', ['1 collar (lasts 8 months)']],
    ['Dinotefuran/Pyriproxyfen', 'Vectra for Cats', ['1 pipette monthly (by weight band)']],
  ]),
  // source: FDA-approved labels (Acarexx, MilbeMite)
  ...drugs('ear', [
    ['Ivermectin otic', 'Acarexx', ['0.5 mL per ear once']],
    ['Milbemycin otic', 'MilbeMite', ['1 tube per ear once']],
  ]),
  // source: FDA-approved labels (Drontal, Profender, Droncit); EMA label (Milbemax); Plumb's
  ...drugs('dewormer', [
    ['Praziquantel', 'Droncit', ['5 mg/kg once']],
    ['Praziquantel/Pyrantel', 'Drontal', ['1 tablet once (by weight band)']],
    ['Emodepside/Praziquantel', 'Profender', ['1 pipette once (by weight band)']],
    ['Milbemycin/Praziquantel', 'Milbemax', ['1 tablet once (by weight band)']],
    ['Pyrantel pamoate', 'Nemex-2, Strongid', ['20 mg/kg once']],
    ['Fenbendazole', 'Panacur', ['50 mg/kg once daily for 3–5 days']],
  ]),
];
