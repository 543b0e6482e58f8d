import { checkMedications } from '../src/engine/check-medications';
import { verdict } from '@pawrx/contracts/interactions';

// npx tsx packages/formulary/scripts/try-check.ts '<pet>' '<med>' ['<med>' …]
// A quick look at what the Quick Check says: the pet as 'species kg [ageYears] [condition; …]'
// ('dog 10 5 seizures; kidney disease') and each medication as 'name|dosage|frequency'. Prints
// the verdict and every finding with its text.

const [petArg = 'dog 20', ...medArgs] = process.argv.slice(2);
const [species = 'dog', kg = '20', age = '5', ...rest] = petArg.split(' ');
const pet = {
  species: species as 'dog',
  breed: process.env.BREED ?? 'mixed',
  weightKg: Number(kg),
  ageYears: Number(age),
  allergies: (process.env.ALLERGIES ?? '').split(';').filter(Boolean),
  conditions: rest
    .join(' ')
    .split(';')
    .map((s) => s.trim())
    .filter(Boolean),
  mdr1: 'untested' as const,
};
const meds = medArgs.map((m) => {
  const [name = '', dosage = '', frequency = ''] = m.split('|');
  return { name, dosage, frequency };
});
const result = checkMedications(pet, meds);
console.log(`verdict: ${verdict(result)}`);
for (const t of result.toxicMedications)
  console.log(`TOXIC ${t.severity} ${t.medication}: ${t.reason}`);
for (const i of result.drugInteractions)
  console.log(`${i.riskLevel} [${i.kind}] ${i.medication1} × ${i.medication2}: ${i.description}`);
if (result.unrecognized.length > 0) console.log(`unrecognised: ${result.unrecognized.join(', ')}`);
