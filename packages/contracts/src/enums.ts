import { z } from 'zod';

// Domain enums from spec §3 and §4. Every other package reads them from here.

// Species live in species.ts with their labels and the words owners use for them.
export { SPECIES, speciesSchema, type Species } from './species';

export const SEXES = ['male', 'female', 'unknown'] as const;
export const sexSchema = z.enum(SEXES);
export type Sex = z.infer<typeof sexSchema>;

export const AGE_UNITS = ['days', 'weeks', 'months', 'years'] as const;
export const ageUnitSchema = z.enum(AGE_UNITS);
export type AgeUnit = z.infer<typeof ageUnitSchema>;

export const WEIGHT_UNITS = ['kg', 'lbs'] as const;
export const weightUnitSchema = z.enum(WEIGHT_UNITS);
export type WeightUnit = z.infer<typeof weightUnitSchema>;

/** ABCB1 (MDR1) genotype as reported by a lab (e.g. WSU VCPL). */
export const MDR1_STATUSES = [
  'untested',
  'normal/normal',
  'mutant/normal',
  'mutant/mutant',
] as const;
export const mdr1StatusSchema = z.enum(MDR1_STATUSES);
export type Mdr1Status = z.infer<typeof mdr1StatusSchema>;

export const ROLES = ['user', 'vet'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

export const MEDICATION_ROUTES = ['oral', 'topical', 'injection', 'inhalation', 'other'] as const;
export const medicationRouteSchema = z.enum(MEDICATION_ROUTES);
export type MedicationRoute = z.infer<typeof medicationRouteSchema>;

export const MEDICATION_STATUSES = ['active', 'paused', 'completed', 'discontinued'] as const;
export const medicationStatusSchema = z.enum(MEDICATION_STATUSES);
export type MedicationStatus = z.infer<typeof medicationStatusSchema>;
/** Statuses listed under current[]; the rest go to history[]. */
export const CURRENT_MEDICATION_STATUSES: readonly MedicationStatus[] = ['active', 'paused'];

export const REACTION_SEVERITIES = ['mild', 'moderate', 'severe', 'life-threatening'] as const;
export const reactionSeveritySchema = z.enum(REACTION_SEVERITIES);
export type ReactionSeverity = z.infer<typeof reactionSeveritySchema>;

export const REACTION_OUTCOMES = ['recovered', 'recovering', 'ongoing', 'fatal'] as const;
export const reactionOutcomeSchema = z.enum(REACTION_OUTCOMES);
export type ReactionOutcome = z.infer<typeof reactionOutcomeSchema>;

/** Stored appointment types. The dashboard says 'check-up', the profile 'checkup': one type. */
export const APPOINTMENT_TYPES = [
  'check-up',
  'vaccination',
  'dental',
  'surgery',
  'emergency',
  'grooming',
  'other',
] as const;
export const appointmentTypeSchema = z.enum(APPOINTMENT_TYPES);
export type AppointmentType = z.infer<typeof appointmentTypeSchema>;

export const APPOINTMENT_STATUSES = ['scheduled', 'completed', 'cancelled'] as const;
export const appointmentStatusSchema = z.enum(APPOINTMENT_STATUSES);
export type AppointmentStatus = z.infer<typeof appointmentStatusSchema>;

export const SUPPORT_CATEGORIES = [
  'general',
  'technical',
  'bug',
  'feature',
  'account',
  'medication',
  'emergency',
] as const;
export const supportCategorySchema = z.enum(SUPPORT_CATEGORIES);
export type SupportCategory = z.infer<typeof supportCategorySchema>;
export const SUPPORT_CATEGORY_LABELS: Record<SupportCategory, string> = {
  general: 'General Question',
  technical: 'Technical Issue',
  bug: 'Bug Report',
  feature: 'Feature Request',
  account: 'Account Help',
  medication: 'Medication Question',
  emergency: 'Urgent Issue',
};

/** Spec §9 risk levels, lowest first: the order is used to compare them. */
export const RISK_LEVELS = ['Low', 'Medium', 'High', 'Critical'] as const;
export const riskLevelSchema = z.enum(RISK_LEVELS);
export type RiskLevel = z.infer<typeof riskLevelSchema>;
export const riskRank = (level: RiskLevel): number => RISK_LEVELS.indexOf(level);
export const maxRisk = (a: RiskLevel, b: RiskLevel): RiskLevel =>
  riskRank(a) >= riskRank(b) ? a : b;
