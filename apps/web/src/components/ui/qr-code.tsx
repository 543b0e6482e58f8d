import { useEffect, useState } from 'react';

type Matrix = { size: number; dark: (row: number, col: number) => boolean };

/** One SVG path of the dark modules: crisp at any size, on screen and on paper. */
function pathOf({ size, dark }: Matrix): string {
  let d = '';
  for (let row = 0; row < size; row += 1)
    for (let col = 0; col < size; col += 1) if (dark(row, col)) d += `M${col} ${row}h1v1h-1z`;
  return d;
}

/**
 * A QR code of `value` drawn as SVG from the `qrcode` library's module matrix. The library loads
 * on first use, so pages without a QR code do not carry it.
 */
export function QrCode({
  value,
  label,
  size = 192,
}: {
  value: string;
  label: string;
  size?: number;
}) {
  const [matrix, setMatrix] = useState<Matrix | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode').then(({ create }) => {
      const { modules } = create(value, { errorCorrectionLevel: 'M' });
      if (live) setMatrix({ size: modules.size, dark: (r, c) => Boolean(modules.get(r, c)) });
    });
    return () => {
      live = false;
    };
  }, [value]);
  const quiet = 4; // the blank margin scanners need
  const box = (matrix?.size ?? 21) + quiet * 2;
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`${-quiet} ${-quiet} ${box} ${box}`}
      shapeRendering="crispEdges"
      className="rounded-lg bg-white"
      data-testid="qr-code"
    >
      <rect x={-quiet} y={-quiet} width={box} height={box} fill="#fff" />
      {matrix && <path d={pathOf(matrix)} fill="#000" />}
    </svg>
  );
}
