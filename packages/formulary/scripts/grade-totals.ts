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
  falseAlarms = 0;
for (const f of readdirSync(dir).filter((n) => n.endsWith('.json'))) {
  const cases = JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as QuickCheckCase[];
  let r = 0;
  for (const c of cases) {
    const o = judgeCase(c);
    total++;
    if (o.right) {
      right++;
      r++;
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
