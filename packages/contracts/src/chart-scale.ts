// Axis values for the weight charts (the web's SVG and the PDF's vector chart draw the same axis).

/** 3 to 6 round tick values covering [min, max] (steps of 1, 2 or 5 × 10ⁿ). */
export function niceTicks(min: number, max: number): number[] {
  const span = max - min || Math.abs(max) || 1;
  const raw = span / 4;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw)!;
  const round = (v: number) => Number(v.toPrecision(12));
  const ticks: number[] = [];
  for (let v = Math.floor(min / step) * step; v <= max + step * 1e-9; v += step)
    ticks.push(round(v));
  // One more step when the last tick falls short of the maximum, or there is only one tick.
  if (ticks.length === 1 || ticks.at(-1)! < max) ticks.push(round(ticks.at(-1)! + step));
  return ticks;
}
