import type { PairRule } from './interaction-rules';

// Pairs whose severity was settled against the references in decision 058: a label or a
// cardiology handout that says "do not use together" is High (decision 056). Each row shares the
// `group` of the broader rule that already reports the pair at a lower level, so the pet sees one
// finding at the stricter level rather than two.

export const SETTLED_PAIR_RULES: readonly PairRule[] = [
  // HyperCard (diltiazem for cats) SPC 4.3: "Do not use in conjunction with β blockers, digitalis
  // or digoxin." The only veterinary diltiazem label is for cats; in dogs the two are combined on
  // purpose for atrial fibrillation (Gelzer 2009), so dogs keep beta-blocker-ccb (Medium) and
  // digoxin-rate-control (Low).
  {
    id: 'diltiazem-beta-blocker-cat',
    group: 'beta-blocker-ccb',
    a: { classes: ['beta-blocker'] },
    b: { drugs: ['diltiazem'] },
    species: ['cat'],
    risk: 'High',
    description:
      'The HyperCard (diltiazem) label for cats says not to use it together with a beta-blocker such as atenolol: both slow the heart and lower blood pressure, and together they can slow it dangerously.',
    recommendation:
      'Do not give these together unless the vet treating your cat’s heart has prescribed both; call them before the next dose.',
    source: 'spc-hypercard',
  },
  {
    id: 'diltiazem-digoxin-cat',
    group: 'digoxin-rate-control',
    a: { drugs: ['digoxin'] },
    b: { drugs: ['diltiazem'] },
    species: ['cat'],
    risk: 'High',
    description:
      'The HyperCard (diltiazem) label for cats says not to use it together with digoxin or digitalis: both slow the heart, and together they can slow it dangerously.',
    recommendation:
      'Do not give these together unless the vet treating your cat’s heart has prescribed both; call them before the next dose.',
    source: 'spc-hypercard',
  },
  // East Coast Heart Vet sotalol handout: "should not be used in conjunction with amiodarone due
  // to pro-arrhythmic effects". The QT row (antiarrhythmic-qt, Medium) keeps the other pairs.
  {
    id: 'sotalol-amiodarone',
    group: 'qt',
    a: { drugs: ['sotalol'] },
    b: { drugs: ['amiodarone'] },
    risk: 'High',
    description:
      'Sotalol and amiodarone both lengthen the heart’s electrical recovery; the cardiology handout says they should not be used together because they can trigger a dangerous rhythm.',
    recommendation:
      'Do not give these together; ask the vet treating the heart rhythm which one to continue.',
    source: 'ecvh-sotalol-interactions',
  },
  // ACP Injection SPC 4.3: "Do not use this product in conjunction with organophosphates and/or
  // procaine hydrochloride, as it may enhance activity and potential toxicity." Procaine
  // penicillin is not named and is not matched (a different drug id).
  {
    id: 'acepromazine-procaine',
    a: { drugs: ['acepromazine'] },
    b: { drugs: ['procaine'] },
    risk: 'High',
    anyRoute: true,
    description:
      'The acepromazine label says not to use it together with procaine (a local anaesthetic): acepromazine may make procaine act more strongly and become toxic.',
    recommendation: 'Do not give these together; tell your vet about the acepromazine first.',
    source: 'spc-acp-stallion',
  },
];
