import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { DEMO_ACCOUNT } from '@pawrx/contracts/auth';
import type { Db } from '../db/client';
import {
  appointments,
  medications,
  pets,
  petWeights,
  reactions,
  users,
  vaccinations,
} from '../db/schema';

const isoDate = (daysFromToday: number): string => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + daysFromToday);
  return d.toISOString().slice(0, 10);
};

/**
 * Seeds the demo pet owner on a database that does not have it yet: a senior cat with kidney
 * disease on meloxicam (a case the safety check must catch) and a Border Collie with MDR1 risk.
 * Idempotent: once the demo user exists nothing is added again, even if its pets were deleted.
 */
export async function seedDemoData(db: Db, log: FastifyBaseLogger): Promise<void> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_ACCOUNT.email));
  if (existing) return;
  await db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        email: DEMO_ACCOUNT.email,
        name: 'Demo Owner',
        passwordHash: await hash(DEMO_ACCOUNT.password),
        role: 'user',
        // The demo shows dose schedules but never emails its shared, public address.
        remindersEnabled: false,
      })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    if (!user) return;

    const [cat] = await tx
      .insert(pets)
      .values({
        ownerId: user.id,
        name: 'Mochi',
        species: 'cat',
        breed: 'Domestic Shorthair',
        sex: 'female',
        age: 15,
        ageUnit: 'years',
        weight: 3.9,
        weightUnit: 'kg',
        neutered: true,
        microchipId: '985112004567321',
        insuranceProvider: 'Trupanion',
        allergies: ['penicillin'],
        chronicConditions: ['chronic kidney disease (IRIS stage 2)', 'hypertension'],
      })
      .returning({ id: pets.id });
    const [dog] = await tx
      .insert(pets)
      .values({
        ownerId: user.id,
        name: 'Scout',
        species: 'dog',
        breed: 'Border Collie',
        sex: 'male',
        age: 6,
        ageUnit: 'years',
        weight: 19.5,
        weightUnit: 'kg',
        neutered: true,
        mdr1Status: 'untested',
        chronicConditions: ['osteoarthritis'],
      })
      .returning({ id: pets.id });

    await tx.insert(medications).values([
      {
        petId: cat!.id,
        name: 'Meloxicam',
        brandName: 'Metacam',
        dosage: '0.2 mg',
        frequency: 'Once daily',
        route: 'oral',
        startDate: isoDate(-60),
        prescribedBy: 'Dr. Patel',
        reason: 'Arthritis pain',
        instructions: 'Give with food',
        doseTimes: ['08:00'],
      },
      {
        petId: cat!.id,
        name: 'Amlodipine',
        brandName: 'Norvasc',
        dosage: '0.625 mg',
        frequency: 'Once daily',
        route: 'oral',
        startDate: isoDate(-120),
        prescribedBy: 'Dr. Patel',
        reason: 'High blood pressure',
      },
      {
        petId: cat!.id,
        name: 'Maropitant',
        brandName: 'Cerenia',
        dosage: '4 mg',
        frequency: 'Once daily',
        route: 'oral',
        startDate: isoDate(-200),
        endDate: isoDate(-190),
        status: 'completed',
        prescribedBy: 'Dr. Patel',
        reason: 'Nausea',
      },
      {
        petId: dog!.id,
        name: 'Carprofen',
        brandName: 'Rimadyl',
        dosage: '75 mg',
        frequency: 'Twice daily',
        route: 'oral',
        startDate: isoDate(-30),
        prescribedBy: 'Dr. Nguyen',
        reason: 'Osteoarthritis',
        doseTimes: ['08:00', '20:00'],
        supplyQuantity: 40,
        supplyUnit: 'tablets',
        amountPerDose: 1,
        supplyCountedOn: isoDate(-3),
      },
      {
        petId: dog!.id,
        name: 'Ivermectin/pyrantel',
        brandName: 'Heartgard Plus',
        dosage: '136 mcg',
        frequency: 'Monthly',
        route: 'oral',
        startDate: isoDate(-300),
        prescribedBy: 'Dr. Nguyen',
        reason: 'Heartworm prevention',
      },
    ]);
    await tx.insert(reactions).values({
      petId: cat!.id,
      medication: 'Amoxicillin',
      date: isoDate(-400),
      severity: 'moderate',
      symptoms: ['vomiting', 'facial swelling'],
      symptomsInput: 'vomiting, facial swelling',
      duration: '2 days',
      treatment: 'Stopped the antibiotic; antihistamine given',
      outcome: 'recovered',
    });
    await tx.insert(vaccinations).values([
      {
        petId: cat!.id,
        vaccine: 'FVRCP',
        date: isoDate(-330),
        nextDue: isoDate(35),
        veterinarian: 'Dr. Patel',
      },
      {
        petId: cat!.id,
        vaccine: 'Rabies',
        date: isoDate(-400),
        nextDue: isoDate(-35),
        veterinarian: 'Dr. Patel',
      },
      {
        petId: dog!.id,
        vaccine: 'DHPP',
        date: isoDate(-200),
        nextDue: isoDate(165),
        veterinarian: 'Dr. Nguyen',
      },
      {
        petId: dog!.id,
        vaccine: 'Rabies',
        date: isoDate(-200),
        nextDue: isoDate(895),
        veterinarian: 'Dr. Nguyen',
      },
    ]);
    // Weight histories for the Analytics tab: the kidney cat slowly losing, the collie steady.
    const weighings = (petId: string, kgs: number[]) =>
      kgs.map((weightKg, i) => ({ petId, weightKg, date: isoDate(-30 * (kgs.length - 1 - i)) }));
    await tx
      .insert(petWeights)
      .values([
        ...weighings(cat!.id, [4.4, 4.3, 4.25, 4.1, 4.0, 3.95, 3.9]),
        ...weighings(dog!.id, [20.1, 19.8, 20.0, 19.7, 19.5]),
      ]);
    await tx.insert(appointments).values([
      {
        petId: cat!.id,
        type: 'check-up',
        title: 'Kidney values recheck',
        date: isoDate(12),
        time: '10:00',
        veterinarian: 'Dr. Patel',
        clinic: 'Maple Street Veterinary',
      },
      {
        petId: dog!.id,
        type: 'vaccination',
        title: 'Leptospirosis booster',
        date: isoDate(26),
        time: '15:30',
        veterinarian: 'Dr. Nguyen',
        clinic: 'Maple Street Veterinary',
      },
      {
        petId: dog!.id,
        type: 'check-up',
        title: 'Arthritis review',
        date: isoDate(-20),
        time: '09:00',
        veterinarian: 'Dr. Nguyen',
        clinic: 'Maple Street Veterinary',
        status: 'completed',
      },
    ]);
  });
  log.info({ email: DEMO_ACCOUNT.email }, 'demo account seeded');
}
