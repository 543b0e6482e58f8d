// The label image set for the scan accuracy suite (issue 28): pharmacy labels as US and UK
// pharmacies and clinics print them, each with what a correct reading finds. The images are made
// in the test: each label is laid out in HTML, drawn by Chromium in one of the machine's fonts
// at a given size, turned by up to 5°, blurred and sprinkled with noise like a phone photo
// (label-image.ts), so nothing here is a binary file.

export type Layout = 'us-pharmacy' | 'us-clinic' | 'uk-practice' | 'compact';

export interface LabelContent {
  id: string;
  layout: Layout;
  drug: string;
  directions: string;
  qty: string;
  refills?: string;
  pet: string;
  species: string;
  owner: string;
  prescriber: string;
  date: string;
  expect: {
    ingredients: string[];
    strength: string;
    amount: number;
    unit: string;
    frequency: string;
    quantity: number;
    refills: number | null;
    pet: string;
    species: string;
    prescriber: string;
    date: string;
  };
}

type Row = [
  layout: Layout,
  drug: string,
  directions: string,
  qty: string,
  refills: string | undefined,
  pet: string,
  species: string,
  owner: string,
  prescriber: string,
  date: string,
  expect: [
    ingredients: string,
    strength: string,
    amount: number,
    unit: string,
    frequency: string,
    quantity: number,
    refills: number | null,
    species: string,
    prescriber: string,
    date: string,
  ],
];

// prettier-ignore
const ROWS: Row[] = [
  ['us-pharmacy', 'CARPROFEN 75MG CHEWABLE TABLETS', 'Give 1 tablet by mouth every 12 hours with food', '60', '2', 'Max', 'Canine', 'John Smith', 'Dr. Sarah Patel, DVM', '03/12/2024', ['carprofen', '75 mg', 1, 'tablet', 'Every 12 hours', 60, 2, 'dog', 'Dr. Sarah Patel', '2024-03-12']],
  ['us-clinic', 'Gabapentin 100 mg capsules', 'Give 1 capsule by mouth every 8 hours', '90', '1', 'Luna', 'Feline', 'Maria Garcia', 'Dr. James Lee, DVM', '04/02/2024', ['gabapentin', '100 mg', 1, 'capsule', 'Every 8 hours', 90, 1, 'cat', 'Dr. James Lee', '2024-04-02']],
  ['compact', 'METHIMAZOLE 5 MG TABS', '1/2 tab PO BID', '30', '5', 'Bella', 'Feline', 'Ann Jones', 'Dr. A. Khan', '05/21/2024', ['methimazole', '5 mg', 0.5, 'tablet', 'Twice daily', 30, 5, 'cat', 'Dr. A. Khan', '2024-05-21']],
  ['uk-practice', 'Metacam 1.5mg/ml Oral Suspension for Dogs', 'Give 2.5ml by mouth once daily with food', '32ml', undefined, 'Poppy', 'Canine', 'Mrs J Brown', 'J. Brown MRCVS', '12/03/2024', ['meloxicam', '1.5 mg/mL', 2.5, 'mL', 'Once daily', 32, null, 'dog', 'J. Brown', '2024-03-12']],
  ['us-pharmacy', 'Apoquel 16 mg tablets', 'Give 1 tablet by mouth once daily', '30', '3', 'Rocky', 'Canine', 'David Miller', 'Dr. Emily Chen, DVM', '06/10/2024', ['oclacitinib', '16 mg', 1, 'tablet', 'Once daily', 30, 3, 'dog', 'Dr. Emily Chen', '2024-06-10']],
  ['compact', 'ENROFLOXACIN 68 MG TABS', '1 tab PO SID x 10 days', '10', '0', 'Daisy', 'Canine', 'Lisa Brown', 'Dr. R. Gomez', '07/15/2024', ['enrofloxacin', '68 mg', 1, 'tablet', 'Once daily', 10, 0, 'dog', 'Dr. R. Gomez', '2024-07-15']],
  ['us-clinic', 'Clavamox 250 mg tablets', 'Give 1 tablet by mouth twice daily for 14 days', '28', '0', 'Cooper', 'Canine', 'Mark Wilson', 'Dr. Sarah Patel, DVM', '08/01/2024', ['amoxicillin,clavulanate', '250 mg', 1, 'tablet', 'Twice daily', 28, 0, 'dog', 'Dr. Sarah Patel', '2024-08-01']],
  ['us-pharmacy', 'TRAZODONE 50MG TABLETS', 'Give 1 to 2 tablets by mouth as needed for anxiety', '20', '1', 'Buddy', 'Canine', 'Karen White', 'Dr. Paul Novak, DVM', '09/05/2024', ['trazodone', '50 mg', 2, 'tablet', 'As needed', 20, 1, 'dog', 'Dr. Paul Novak', '2024-09-05']],
  ['uk-practice', 'Prednicare 5mg Tablets', 'Give HALF a tablet every other day', '15', undefined, 'Milo', 'Feline', 'Mr T Evans', 'S. Khan MRCVS', '21/05/2024', ['prednisolone', '5 mg', 0.5, 'tablet', 'Every other day', 15, null, 'cat', 'S. Khan', '2024-05-21']],
  ['compact', 'FAMOTIDINE 10 MG TABS', '1/2 tab PO q12h', '30', '2', 'Charlie', 'Canine', 'Amy Clark', 'Dr. L. Park', '10/08/2024', ['famotidine', '10 mg', 0.5, 'tablet', 'Every 12 hours', 30, 2, 'dog', 'Dr. L. Park', '2024-10-08']],
  ['us-clinic', 'Furosemide 12.5 mg tablets', 'Give 1 tablet by mouth three times daily', '90', '4', 'Lucy', 'Canine', 'Tom Harris', 'Dr. Emily Chen, DVM', '11/12/2024', ['furosemide', '12.5 mg', 1, 'tablet', 'Three times daily', 90, 4, 'dog', 'Dr. Emily Chen', '2024-11-12']],
  ['uk-practice', 'Vetmedin 2.5mg Chewable Tablets', 'Give ONE tablet TWICE daily, one hour before food', '50', undefined, 'Bailey', 'Canine', 'Mrs A Patel', 'R. Singh MRCVS', '03/04/2024', ['pimobendan', '2.5 mg', 1, 'tablet', 'Twice daily', 50, null, 'dog', 'R. Singh', '2024-04-03']],
  ['us-pharmacy', 'MAROPITANT 24MG TABLETS', 'Give 1 tablet by mouth once daily for 4 days', '4', '0', 'Sadie', 'Canine', 'Jane Moore', 'Dr. Paul Novak, DVM', '01/22/2024', ['maropitant', '24 mg', 1, 'tablet', 'Once daily', 4, 0, 'dog', 'Dr. Paul Novak', '2024-01-22']],
  ['us-clinic', 'Levothyroxine 0.3 mg tablets', 'Give 1 tablet by mouth twice daily', '60', '5', 'Duke', 'Canine', 'Chris Young', 'Dr. James Lee, DVM', '02/14/2024', ['levothyroxine', '0.3 mg', 1, 'tablet', 'Twice daily', 60, 5, 'dog', 'Dr. James Lee', '2024-02-14']],
  ['compact', 'PHENOBARBITAL 16.2 MG TABS', '1 tab PO q12h', '60', '2', 'Oliver', 'Feline', 'Sam King', 'Dr. A. Khan', '03/30/2024', ['phenobarbital', '16.2 mg', 1, 'tablet', 'Every 12 hours', 60, 2, 'cat', 'Dr. A. Khan', '2024-03-30']],
  ['uk-practice', 'Synulox 250mg Palatable Tablets', 'Give ONE tablet TWICE daily for 7 days', '14', undefined, 'Alfie', 'Canine', 'Ms K Hughes', 'J. Brown MRCVS', '18/06/2024', ['amoxicillin,clavulanate', '250 mg', 1, 'tablet', 'Twice daily', 14, null, 'dog', 'J. Brown', '2024-06-18']],
  ['us-pharmacy', 'DOXYCYCLINE 100MG TABLETS', 'Give 1 tablet by mouth every 24 hours with food', '30', '0', 'Zoe', 'Canine', 'Rita Lopez', 'Dr. Sarah Patel, DVM', '04/18/2024', ['doxycycline', '100 mg', 1, 'tablet', 'Every 24 hours', 30, 0, 'dog', 'Dr. Sarah Patel', '2024-04-18']],
  ['us-clinic', 'Galliprant 60 mg tablets', 'Give 1 tablet by mouth once daily', '30', '2', 'Bear', 'Canine', 'Nick Adams', 'Dr. Paul Novak, DVM', '05/06/2024', ['grapiprant', '60 mg', 1, 'tablet', 'Once daily', 30, 2, 'dog', 'Dr. Paul Novak', '2024-05-06']],
  ['compact', 'CEPHALEXIN 500 MG CAPS', '1 cap PO TID', '42', '0', 'Jack', 'Canine', 'Ben Scott', 'Dr. L. Park', '06/25/2024', ['cephalexin', '500 mg', 1, 'capsule', 'Three times daily', 42, 0, 'dog', 'Dr. L. Park', '2024-06-25']],
  ['uk-practice', 'Loxicom 0.5mg/ml Oral Suspension for Cats', 'Give 0.5ml by mouth once daily', '15ml', undefined, 'Tilly', 'Feline', 'Mrs R Clarke', 'S. Khan MRCVS', '02/09/2024', ['meloxicam', '0.5 mg/mL', 0.5, 'mL', 'Once daily', 15, null, 'cat', 'S. Khan', '2024-09-02']],
  ['us-pharmacy', 'METRONIDAZOLE 250MG TABLETS', 'Give 1/2 tablet by mouth every 12 hours for 7 days', '7', '0', 'Rosie', 'Canine', 'Gina Hall', 'Dr. Emily Chen, DVM', '07/03/2024', ['metronidazole', '250 mg', 0.5, 'tablet', 'Every 12 hours', 7, 0, 'dog', 'Dr. Emily Chen', '2024-07-03']],
  ['us-clinic', 'Tramadol 50 mg tablets', 'Give 1 tablet by mouth every 8 hours as needed for pain', '30', '0', 'Toby', 'Canine', 'Paul Reed', 'Dr. James Lee, DVM', '08/19/2024', ['tramadol', '50 mg', 1, 'tablet', 'Every 8 hours as needed', 30, 0, 'dog', 'Dr. James Lee', '2024-08-19']],
  ['compact', 'CLINDAMYCIN 75 MG CAPS', '2 caps PO q12h', '56', '0', 'Coco', 'Canine', 'Eva Long', 'Dr. R. Gomez', '09/27/2024', ['clindamycin', '75 mg', 2, 'capsule', 'Every 12 hours', 56, 0, 'dog', 'Dr. R. Gomez', '2024-09-27']],
  ['uk-practice', 'Fortekor 5mg Tablets', 'Give ONE tablet once daily', '28', undefined, 'Oscar', 'Feline', 'Mr D Wright', 'R. Singh MRCVS', '09/10/2024', ['benazepril', '5 mg', 1, 'tablet', 'Once daily', 28, null, 'cat', 'R. Singh', '2024-10-09']],
  ['us-pharmacy', 'ENALAPRIL 5MG TABLETS', 'Give 1 tablet by mouth twice daily', '60', '6', 'Lola', 'Canine', 'Omar Ali', 'Dr. Paul Novak, DVM', '10/30/2024', ['enalapril', '5 mg', 1, 'tablet', 'Twice daily', 60, 6, 'dog', 'Dr. Paul Novak', '2024-10-30']],
  ['us-clinic', 'Fluoxetine 10 mg tablets', 'Give 1 tablet by mouth once daily in the morning', '30', '3', 'Ginger', 'Feline', 'Lily Baker', 'Dr. Sarah Patel, DVM', '11/04/2024', ['fluoxetine', '10 mg', 1, 'tablet', 'Once daily in the morning', 30, 3, 'cat', 'Dr. Sarah Patel', '2024-11-04']],
  ['compact', 'MELOXICAM 0.5 MG/ML SUSP', '0.5 mL PO SID', '15 mL', '1', 'Simba', 'Feline', 'Ivy Ross', 'Dr. L. Park', '12/02/2024', ['meloxicam', '0.5 mg/mL', 0.5, 'mL', 'Once daily', 15, 1, 'cat', 'Dr. L. Park', '2024-12-02']],
  ['uk-practice', 'Vetoryl 30mg Hard Capsules', 'Give ONE capsule once daily in the morning with food', '30', undefined, 'Bonnie', 'Canine', 'Mrs S Green', 'J. Brown MRCVS', '27/02/2024', ['trilostane', '30 mg', 1, 'capsule', 'Once daily in the morning', 30, null, 'dog', 'J. Brown', '2024-02-27']],
  ['us-pharmacy', 'OMEPRAZOLE 20MG CAPSULES', 'Give 1 capsule by mouth once daily before breakfast', '30', '2', 'Finn', 'Canine', 'Ray Cole', 'Dr. Emily Chen, DVM', '01/09/2024', ['omeprazole', '20 mg', 1, 'capsule', 'Once daily', 30, 2, 'dog', 'Dr. Emily Chen', '2024-01-09']],
  ['us-clinic', 'Mirtazapine 15 mg tablets', 'Give 1/4 tablet by mouth every 48 hours', '8', '1', 'Cleo', 'Feline', 'Hana Kim', 'Dr. James Lee, DVM', '02/26/2024', ['mirtazapine', '15 mg', 0.25, 'tablet', 'Every other day', 8, 1, 'cat', 'Dr. James Lee', '2024-02-26']],
  ['compact', 'PREDNISOLONE 5 MG TABS', '1 tab PO EOD', '15', '1', 'Nala', 'Feline', 'Zara Fox', 'Dr. A. Khan', '03/18/2024', ['prednisolone', '5 mg', 1, 'tablet', 'Every other day', 15, 1, 'cat', 'Dr. A. Khan', '2024-03-18']],
  ['uk-practice', 'Propalin Syrup 40mg/ml', 'Give 0.5ml THREE times daily with food', '30ml', undefined, 'Molly', 'Canine', 'Mrs P Shaw', 'S. Khan MRCVS', '14/08/2024', ['phenylpropanolamine', '40 mg/mL', 0.5, 'mL', 'Three times daily', 30, null, 'dog', 'S. Khan', '2024-08-14']],
  ['us-pharmacy', 'ZONISAMIDE 100MG CAPSULES', 'Give 1 capsule by mouth every 12 hours', '60', '5', 'Teddy', 'Canine', 'Joe Price', 'Dr. Paul Novak, DVM', '04/29/2024', ['zonisamide', '100 mg', 1, 'capsule', 'Every 12 hours', 60, 5, 'dog', 'Dr. Paul Novak', '2024-04-29']],
  ['us-clinic', 'Cerenia 16 mg tablets', 'Give 1 tablet by mouth once daily as needed for vomiting', '4', '0', 'Pepper', 'Canine', 'Ana Ruiz', 'Dr. Sarah Patel, DVM', '05/13/2024', ['maropitant', '16 mg', 1, 'tablet', 'Once daily as needed', 4, 0, 'dog', 'Dr. Sarah Patel', '2024-05-13']],
  ['compact', 'AMLODIPINE 2.5 MG TABS', '1/4 tab PO SID', '8', '3', 'Smokey', 'Feline', 'Leo Ward', 'Dr. R. Gomez', '06/07/2024', ['amlodipine', '2.5 mg', 0.25, 'tablet', 'Once daily', 8, 3, 'cat', 'Dr. R. Gomez', '2024-06-07']],
  ['uk-practice', 'Onsior 6mg Tablets for Cats', 'Give ONE tablet once daily for 3 days', '3', undefined, 'Misty', 'Feline', 'Mr J Lloyd', 'R. Singh MRCVS', '05/07/2024', ['robenacoxib', '6 mg', 1, 'tablet', 'Once daily', 3, null, 'cat', 'R. Singh', '2024-07-05']],
  ['us-pharmacy', 'CYCLOSPORINE 50MG CAPSULES', 'Give 1 capsule by mouth once daily on an empty stomach', '30', '2', 'Ruby', 'Canine', 'Sue Hunt', 'Dr. Emily Chen, DVM', '07/22/2024', ['cyclosporine', '50 mg', 1, 'capsule', 'Once daily', 30, 2, 'dog', 'Dr. Emily Chen', '2024-07-22']],
  ['us-clinic', 'Benazepril 5 mg tablets', 'Give 1/2 tablet by mouth once daily', '15', '6', 'Tiger', 'Feline', 'Kim Lane', 'Dr. James Lee, DVM', '08/08/2024', ['benazepril', '5 mg', 0.5, 'tablet', 'Once daily', 15, 6, 'cat', 'Dr. James Lee', '2024-08-08']],
  ['compact', 'LEVETIRACETAM 500 MG TABS', '1 tab PO q8h', '90', '5', 'Ziggy', 'Canine', 'Dan Ford', 'Dr. L. Park', '09/16/2024', ['levetiracetam', '500 mg', 1, 'tablet', 'Every 8 hours', 90, 5, 'dog', 'Dr. L. Park', '2024-09-16']],
  ['uk-practice', 'Thyronorm 5mg/ml Oral Solution for Cats', 'Give 0.5ml TWICE daily', '30ml', undefined, 'Smudge', 'Feline', 'Mrs L Ward', 'J. Brown MRCVS', '23/10/2024', ['methimazole', '5 mg/mL', 0.5, 'mL', 'Twice daily', 30, null, 'cat', 'J. Brown', '2024-10-23']],
  ['us-pharmacy', 'CARPROFEN 100MG CAPLETS', 'Give 1/2 caplet by mouth twice daily with food', '30', '1', 'Murphy', 'Canine', 'Pat Quinn', 'Dr. Paul Novak, DVM', '10/14/2024', ['carprofen', '100 mg', 0.5, 'tablet', 'Twice daily', 30, 1, 'dog', 'Dr. Paul Novak', '2024-10-14']],
  ['us-clinic', 'Sucralfate 1 g tablets', 'Give 1/2 tablet by mouth every 8 hours', '45', '0', 'Penny', 'Canine', 'Meg Stone', 'Dr. Sarah Patel, DVM', '11/21/2024', ['sucralfate', '1 g', 0.5, 'tablet', 'Every 8 hours', 45, 0, 'dog', 'Dr. Sarah Patel', '2024-11-21']],
  ['compact', 'GABAPENTIN 100 MG CAPS', '1 cap PO q12h PRN', '30', '2', 'Shadow', 'Feline', 'Ty Bell', 'Dr. A. Khan', '12/11/2024', ['gabapentin', '100 mg', 1, 'capsule', 'Every 12 hours as needed', 30, 2, 'cat', 'Dr. A. Khan', '2024-12-11']],
  ['uk-practice', 'Metacam 1.5mg/ml Oral Suspension for Dogs', 'Give 1.5ml once daily with food', '10ml', undefined, 'Archie', 'Canine', 'Mr G Fox', 'R. Singh MRCVS', '30/01/2024', ['meloxicam', '1.5 mg/mL', 1.5, 'mL', 'Once daily', 10, null, 'dog', 'R. Singh', '2024-01-30']],
];

export const LABELS: LabelContent[] = ROWS.map((row, i) => {
  const [layout, drug, directions, qty, refills, pet, species, owner, prescriber, date, e] = row;
  return {
    id: `label-${String(i + 1).padStart(2, '0')}`,
    layout,
    drug,
    directions,
    qty,
    refills,
    pet,
    species,
    owner,
    prescriber,
    date,
    expect: {
      ingredients: e[0].split(','),
      strength: e[1],
      amount: e[2],
      unit: e[3],
      frequency: e[4],
      quantity: e[5],
      refills: e[6],
      pet,
      species: e[7],
      prescriber: e[8],
      date: e[9],
    },
  };
});
