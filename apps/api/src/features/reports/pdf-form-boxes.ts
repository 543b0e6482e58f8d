import {
  COLOR,
  SIZE,
  placeBlocks,
  type Placed,
  type ReportLayout,
  type TextStyle,
} from './pdf-layout';

// Boxes of a paper form: a small label at the top and either a value or room to write by hand.
// A row of boxes is one block, so a row never splits across pages.

export interface FormBox {
  label: string;
  /** Printed in the box; absent or '' leaves it blank for the owner or the vet. */
  value?: string;
  /** Lines of room when blank (default 1). */
  lines?: number;
  /** Share of the row's width (default: equal shares). */
  share?: number;
}

const PAD = 4;
const HAND_LINE = 16;
const GAP = 4;

/** `together` keeps every row on one page (a set of boxes read as one, like contact details). */
export function formBoxes(layout: ReportLayout, rows: FormBox[][], together = false): void {
  const label: TextStyle = { bold: true, size: SIZE.label - 1, color: COLOR.muted };
  const blocks = rows.map((row): Placed => {
    const shares = row.map((b) => b.share ?? 1 / row.length);
    const total = shares.reduce((a, b) => a + b, 0);
    const widths = shares.map((s) => (s / total) * layout.width);
    const heights = row.map((box, i) => {
      const inner = widths[i]! - 2 * PAD;
      const labelHeight = layout.measure(box.label, inner, label);
      const body = box.value
        ? layout.measure(box.value, inner)
        : layout.s(HAND_LINE) * (box.lines ?? 1);
      return labelHeight + body + 3 * PAD;
    });
    const height = Math.max(...heights);
    return {
      height: height + GAP,
      draw: (top) => {
        let x = layout.left;
        row.forEach((box, i) => {
          const width = widths[i]!;
          layout.doc.rect(x, top, width, height).lineWidth(0.6).strokeColor(COLOR.rule).stroke();
          layout.write(box.label, x + PAD, top + PAD, width - 2 * PAD, label);
          if (box.value) {
            const labelHeight = layout.measure(box.label, width - 2 * PAD, label);
            layout.write(box.value, x + PAD, top + 2 * PAD + labelHeight, width - 2 * PAD);
          }
          x += width;
        });
      },
    };
  });
  if (!together) return placeBlocks(layout, blocks);
  const height = blocks.reduce((sum, b) => sum + b.height, 0);
  layout.block(height, (top) => {
    let y = top;
    for (const block of blocks) {
      block.draw(y);
      y += block.height;
    }
  });
}
