import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { judgeCase, type QuickCheckCase } from '../src/engine/judge-case';

// Lead-only helper for a blind round: totals only, no case ids or reasons, so grading does not
// show what is wrong. npx tsx packages/formulary/scripts/grade-totals.ts <dir>
const dir = process.argv[2] ?? '.';
let right = 0,
  total = 0,
  dangers = 0,
  missed = 0,
  missedHigh = 0,
  safes = 0,
  falseAlarms = 0,
  unrecognised = 0,
  unrecognisedWrong = 0;
// Wrong cases counted by kind only (expected -> given verdict, or right verdict without the named
// drug): tells whether knowledge is missing or severities are off without naming any case.
const wrongKinds = new Map<string, number>();
for (const f of readdirSync(dir).filter((n) => n.endsWith('.json'))) {
  const cases = JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as QuickCheckCase[];
  let r = 0;
  for (const c of cases) {
    const o = judgeCase(c);
    total++;
    // A name the engine did not recognise: counted, never named, to tell whether name resolution
    // or knowledge is what a round lacks.
    if (o.result.unrecognized.length > 0) {
      unrecognised++;
      if (!o.right) unrecognisedWrong++;
    }
    if (o.right) {
      right++;
      r++;
    } else {
      const accepted = c.expect.acceptableVerdicts ?? [c.expect.verdict];
      const kind = accepted.includes(o.verdict)
        ? `${c.expect.verdict} judged ${o.verdict} (an accepted verdict) but a named drug not flagged`
        : `${c.expect.verdict} judged ${o.verdict}`;
      wrongKinds.set(kind, (wrongKinds.get(kind) ?? 0) + 1);
    }
    if (c.expect.verdict === 'dangerous') {
      dangers++;
      if (o.verdict === 'safe') {
        missed++;
        if (c.confidence === 'high') missedHigh++;
      }
    }
    if (c.expect.verdict === 'safe') {
      safes++;
      if (o.verdict === 'dangerous') falseAlarms++;
    }
  }
  console.log(`${f}: ${r}/${cases.length}`);
}
console.log(
  `total ${right}/${total} (${((100 * right) / total).toFixed(1)}%); dangers judged safe ${missed}/${dangers} (${missedHigh} high); safe called dangerous ${falseAlarms}/${safes}`,
);
console.log(
  `cases with a name not recognised: ${unrecognised} (${unrecognisedWrong} of them judged wrong)`,
);
for (const [kind, n] of [...wrongKinds].sort((a, b) => b[1] - a[1]))
  console.log(`  wrong: ${kind}: ${n}`);
