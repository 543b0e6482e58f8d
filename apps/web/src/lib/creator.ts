// The product's author, shown on the landing page and in the footers (spec §1: "presented as made
// by a veterinary technician"). Change the name and profile links here only.

export const CREATOR = {
  name: 'PawRx founder',
  title: 'Certified Veterinary Technician',
  shortBio:
    'After years at the treatment table, I kept seeing the same thing: devoted owners juggling pills, ' +
    'doses and refill dates on sticky notes, and medication mix-ups nobody caught in time.',
  mission:
    'PawRx is the tool I wanted to hand every client: one calm place for each pet’s medications, ' +
    'reactions and appointments, with a safety check before anything new goes in the bowl. It is ' +
    'free, and always will be.',
  links: [
    { label: 'LinkedIn', href: 'https://www.linkedin.com/' },
    { label: 'GitHub', href: 'https://github.com/' },
  ],
} as const;

export const PRODUCT_TAGLINE = 'Pet Medication Management';
