import { coverageReport, meetsFloor, percent } from '../src/knowledge-coverage/coverage';

// npm run eval:coverage — what the Quick Check's knowledge covers, line by line, with the floor
// each line must reach (coverage.test.ts holds the same floors in CI) and the first gaps.

let failed = false;
console.log('\nQuick Check knowledge coverage\n');
for (const line of coverageReport()) {
  const ok = meetsFloor(line);
  failed ||= !ok;
  const figure =
    line.of === undefined
      ? `${line.have} (floor ${line.floor})`
      : `${line.have}/${line.of} = ${percent(line).toFixed(1)}% (floor ${line.floor}%)`;
  console.log(`${ok ? 'ok  ' : 'LOW '} ${line.name}: ${figure}`);
  if (!ok && line.gaps.length > 0) console.log(`       missing: ${line.gaps.join(', ')}`);
}
process.exitCode = failed ? 1 : 0;
