import type { ProductEntry } from './types';

// Parasite-control products: heartworm preventives (flagged, because their macrocyclic lactone
// dose is far below the dose that harms MDR1 dogs), flea/tick combinations and dewormers.
// Sources: the products' US/EU labels; WSU VCPL 'Problem drugs' for the MDR1 safety of
// heartworm-preventive doses.

// prettier-ignore
export const PARASITICIDE_PRODUCTS: readonly ProductEntry[] = [
  // Heartworm preventives
  { name: 'ivermectin', components: ['ivermectin'], heartwormPreventive: true },
  { name: 'ivermectin/pyrantel', components: ['ivermectin', 'pyrantel'], aliases: ['ivermectin pyrantel', 'ivermectin and pyrantel'], heartwormPreventive: true },
  { name: 'ivermectin/pyrantel/praziquantel', components: ['ivermectin', 'pyrantel', 'praziquantel'], brands: ['Heartgard Plus Max'], heartwormPreventive: true },
  { name: 'milbemycin', components: ['milbemycin'], brands: ['Milbeguard', 'Safe-Heart'], heartwormPreventive: true },
  { name: 'milbemycin/praziquantel', components: ['milbemycin', 'praziquantel'], brands: ['Milprazon', 'Milbactor'], heartwormPreventive: true },
  { name: 'milbemycin/lufenuron', components: ['milbemycin', 'lufenuron'], heartwormPreventive: true },
  { name: 'milbemycin/lufenuron/praziquantel', components: ['milbemycin', 'lufenuron', 'praziquantel'], heartwormPreventive: true },
  { name: 'spinosad/milbemycin', components: ['spinosad', 'milbemycin'], heartwormPreventive: true },
  { name: 'afoxolaner/milbemycin', components: ['afoxolaner', 'milbemycin'], heartwormPreventive: true },
  { name: 'afoxolaner/moxidectin/pyrantel', components: ['afoxolaner', 'moxidectin', 'pyrantel'], heartwormPreventive: true },
  { name: 'lotilaner/milbemycin', components: ['lotilaner', 'milbemycin'], heartwormPreventive: true },
  { name: 'lotilaner/moxidectin/praziquantel/pyrantel', components: ['lotilaner', 'moxidectin', 'praziquantel', 'pyrantel'], heartwormPreventive: true },
  { name: 'sarolaner/moxidectin/pyrantel', components: ['sarolaner', 'moxidectin', 'pyrantel'], heartwormPreventive: true },
  { name: 'moxidectin', components: ['moxidectin'], brands: ['ProHeart', 'ProHeart SR-12', 'Pro Heart', 'Guardian SR'], route: 'injectable', heartwormPreventive: true },
  { name: 'imidacloprid/moxidectin', components: ['imidacloprid', 'moxidectin'], brands: [], route: 'topical', heartwormPreventive: true },
  { name: 'fluralaner/moxidectin', components: ['fluralaner', 'moxidectin'], route: 'topical', heartwormPreventive: true },
  { name: 'selamectin', components: ['selamectin'], brands: ['Revolt', 'Senergy', 'Selarid', 'Evicto'], route: 'topical', heartwormPreventive: true },
  { name: 'selamectin/sarolaner', components: ['selamectin', 'sarolaner'], route: 'topical', heartwormPreventive: true },
  { name: 'eprinomectin/praziquantel', components: ['eprinomectin', 'praziquantel'], route: 'topical', heartwormPreventive: true },
  { name: 'esafoxolaner/eprinomectin/praziquantel', components: ['esafoxolaner', 'eprinomectin', 'praziquantel'], route: 'topical', heartwormPreventive: true },
  // Large-animal macrocyclic lactone products (not heartworm preventives at pet doses)
  { name: 'ivermectin (livestock)', components: ['ivermectin'], brands: ['Ivomec injection', 'Ivomec 1%', 'Noromectin 1%'], route: 'injectable' },
  { name: 'moxidectin (cattle)', components: ['moxidectin'], brands: ['Cydectin', 'Cydectin Pour-On', 'Cydectin injectable', 'Cydectin Long-Acting', 'Cydectin oral drench'] },
  // Flea and tick
  { name: 'fipronil/methoprene', components: ['fipronil', 'methoprene'], brands: ['PetArmor Plus', 'Fiproguard Plus', 'Sentry Fiproguard Plus', 'Easyspot Plus', 'Fypryst Combo'], route: 'topical' },
  { name: 'fipronil/pyriproxyfen', components: ['fipronil', 'pyriproxyfen'], brands: ['Effipro Duo', 'Effipro Comp'], route: 'topical' },
  { name: 'fipronil/methoprene/pyriproxyfen', components: ['fipronil', 'methoprene', 'pyriproxyfen'], brands: [], route: 'topical' },
  { name: 'fipronil/methoprene/cyphenothrin', components: ['fipronil', 'methoprene', 'cyphenothrin'], brands: ['Frontline Tritak'], route: 'topical' },
  { name: 'fipronil/cyphenothrin', components: ['fipronil', 'cyphenothrin'], route: 'topical' },
  { name: 'fipronil/amitraz/methoprene', components: ['fipronil', 'amitraz', 'methoprene'], route: 'topical' },
  { name: 'imidacloprid/pyriproxyfen', components: ['imidacloprid', 'pyriproxyfen'], brands: ['Advantage II'], route: 'topical' },
  { name: 'imidacloprid/permethrin/pyriproxyfen', components: ['imidacloprid', 'permethrin', 'pyriproxyfen'], route: 'topical' },
  { name: 'imidacloprid/flumethrin', components: ['imidacloprid', 'flumethrin'], brands: ['Foresto'], route: 'collar' },
  { name: 'dinotefuran/pyriproxyfen/permethrin', components: ['dinotefuran', 'pyriproxyfen', 'permethrin'], route: 'topical' },
  { name: 'dinotefuran/pyriproxyfen', components: ['dinotefuran', 'pyriproxyfen'], brands: ['Vectra'], route: 'topical' },
  { name: 'indoxacarb/permethrin', components: ['indoxacarb', 'permethrin'], route: 'topical' },
  { name: 'permethrin/pyriproxyfen', components: ['permethrin', 'pyriproxyfen'], brands: ['Hartz UltraGuard Pro', 'Sentry PRO XFT'], route: 'topical' },
  { name: 'phenothrin/methoprene', components: ['phenothrin', 'methoprene'], brands: ['Hartz UltraGuard Plus', 'Sentry Purrscriptions'], route: 'topical' },
  { name: 'pyrethrins/piperonyl butoxide', components: ['pyrethrins', 'piperonyl butoxide'], brands: ['Adams Flea and Tick Spray', 'Adams Plus', 'Adams flea spray', 'Adams', 'Mycodex', 'Zodiac flea spray'], route: 'topical' },
  { name: 'amitraz (collar)', components: ['amitraz'], route: 'collar' },
  { name: 'tetrachlorvinphos (collar)', components: ['tetrachlorvinphos'], brands: ['Hartz flea collar', 'Hartz UltraGuard collar'], route: 'collar' },
  { name: 'fluralaner (topical)', components: ['fluralaner'], brands: ['Bravecto Topical', 'Bravecto spot on'], route: 'topical' },
  { name: 'spinosad (topical)', components: ['spinetoram'], route: 'topical' },
  // Dewormers
  { name: 'praziquantel/pyrantel', components: ['praziquantel', 'pyrantel'], brands: ['Drontal'], route: 'oral' },
  { name: 'praziquantel/pyrantel/febantel', components: ['praziquantel', 'pyrantel', 'febantel'], brands: ['Virbantel', 'Cestem'], route: 'oral' },
  { name: 'emodepside/praziquantel', components: ['emodepside', 'praziquantel'], brands: [] },
  { name: 'emodepside/toltrazuril', components: ['emodepside', 'toltrazuril'], brands: ['Procox'], route: 'oral' },
];
