import { drugs } from './catalogue-entry';

// Dog group: heartworm, flea/tick and intestinal parasite products. Label doses are by weight
// band: one chewable, tablet or pipette of the size printed for the dog's weight.

export const DOG_PARASITICIDES = [
  // source: FDA-approved labels (Heartgard, Heartgard Plus, Iverhart Max, Interceptor,
  // Interceptor Plus, Sentinel, Sentinel Spectrum, ProHeart 6, ProHeart 12)
  ...drugs('heartworm prevention', [
    ['Ivermectin', 'Heartgard', ['6 mcg/kg monthly', '1 chewable monthly (by weight band)']],
    [
      'Ivermectin/Pyrantel',
      'Heartgard Plus, Tri-Heart Plus',
      ['1 chewable monthly (by weight band)'],
    ],
    ['Ivermectin/Pyrantel/Praziquantel', 'Iverhart Max', ['1 chewable monthly (by weight band)']],
    ['Milbemycin oxime', 'Interceptor', ['0.5 mg/kg monthly']],
    ['Milbemycin/Praziquantel', 'Interceptor Plus', ['1 chewable monthly (by weight band)']],
    ['Milbemycin/Lufenuron', 'Sentinel', ['1 tablet monthly (by weight band)']],
    [
      'Milbemycin/Lufenuron/Praziquantel',
      'Sentinel Spectrum',
      ['1 chewable monthly (by weight band)'],
    ],
    [
      'Moxidectin extended-release injection',
      'ProHeart 6, ProHeart 12',
      ['0.17 mg/kg SC every 6 months', '0.5 mg/kg SC yearly'],
    ],
  ]),
  // source: FDA-approved labels (Advantage Multi, Revolution, Simparica Trio, NexGard Plus, Trifexis)
  ...drugs('parasite prevention', [
    ['Imidacloprid/Moxidectin', 'Advantage Multi', ['1 pipette monthly (by weight band)']],
    ['Selamectin', 'Revolution', ['6 mg/kg topically monthly']],
    ['Sarolaner/Moxidectin/Pyrantel', 'Simparica Trio', ['1 chewable monthly (by weight band)']],
    ['Afoxolaner/Moxidectin/Pyrantel', 'NexGard Plus', ['1 chewable monthly (by weight band)']],
    ['Spinosad/Milbemycin', 'Trifexis', ['1 tablet monthly (by weight band)']],
  ]),
  // source: FDA-approved and EPA-registered labels (NexGard, Bravecto, Simparica, Credelio,
  // Comfortis, Capstar, Program, Frontline Plus, Advantage II, K9 Advantix II, Seresto,
  // Vectra 3D, Scalibor)
  ...drugs('flea prevention', [
    ['Afoxolaner', 'NexGard', ['2.5 mg/kg monthly', '1 chewable monthly (by weight band)']],
    ['Fluralaner', 'Bravecto', ['25 mg/kg every 12 weeks']],
    ['Sarolaner', 'Simparica', ['2 mg/kg monthly']],
    ['Lotilaner', 'Credelio', ['20 mg/kg monthly']],
    ['Spinosad', 'Comfortis', ['30 mg/kg monthly']],
    ['Nitenpyram', 'Capstar', ['11.4 mg once (2–25 lb)', '57 mg once (25–125 lb)']],
    ['Lufenuron', 'Program', ['10 mg/kg monthly']],
    ['Fipronil/(S)-methoprene', 'Frontline Plus', ['1 pipette monthly (by weight band)']],
    ['Imidacloprid/Pyriproxyfen', 'Advantage II', ['1 pipette monthly (by weight band)']],
    ['Imidacloprid/Permethrin', 'K9 Advantix II', ['1 pipette monthly (by weight band)']],
    ['Imidacloprid/Flumethrin', 'Seresto', ['1 collar (lasts 8 months)']],
    ['Dinotefuran/Pyriproxyfen/Permethrin', 'Vectra 3D', ['1 pipette monthly (by weight band)']],
    ['Deltamethrin', 'Scalibor collar', ['1 collar (lasts 6 months)']],
  ]),
  // source: FDA-approved labels (Droncit, Drontal Plus, Panacur C, Nemex-2)
  ...drugs('dewormer', [
    ['Praziquantel', 'Droncit', ['5 mg/kg once']],
    ['Praziquantel/Pyrantel/Febantel', 'Drontal Plus', ['1 tablet once (by weight band)']],
    ['Fenbendazole', 'Panacur C', ['50 mg/kg once daily for 3 days']],
    ['Pyrantel pamoate', 'Nemex-2, Strongid', ['5 mg/kg once, repeat in 2–3 weeks']],
  ]),
  // source: Immiticide and Diroban labels; American Heartworm Society guidelines
  ...drugs('heartworm treatment', [
    ['Melarsomine', 'Immiticide, Diroban', ['2.5 mg/kg deep IM (AHS 3-dose protocol)']],
  ]),
];
