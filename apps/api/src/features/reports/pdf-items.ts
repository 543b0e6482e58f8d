import {
  COLOR,
  SIZE,
  placeBlocks,
  type Placed,
  type ReportLayout,
  type TextStyle,
} from './pdf-layout';

// Entries with a title line and label/value fields (a medication, a reaction, a finding): two
// short fields to a row, a wide one across. An entry is kept on one page; one taller than a page
// is placed row by row, so it continues on the next page instead of running off this one.

export interface Field {
  label: string;
  value: string;
  /** Takes the whole width (long free text). */
  wide?: boolean;
  color?: string;
}
export interface Item {
  title?: string;
  /** Right-aligned beside the title, e.g. a status or severity. */
  tag?: { text: string; color: string };
  fields: Field[];
}

const LABEL_WIDTH = 74;
const COLUMN_GAP = 14;
const INDENT = 8;
const GAP = 8;
const TAG_WIDTH = 120;

export function drawItems(layout: ReportLayout, items: Item[]): void {
  const blocks = items.flatMap((item) => {
    const parts = itemParts(layout, item);
    const height = parts.reduce((sum, p) => sum + p.height, 0);
    return height <= layout.bodyHeight * 0.9 ? [join(parts)] : parts;
  });
  placeBlocks(layout, blocks);
}

/** One block drawing several parts one under the other. */
function join(parts: Placed[]): Placed {
  return {
    height: parts.reduce((sum, p) => sum + p.height, 0),
    draw: (top) => {
      let y = top;
      for (const part of parts) {
        part.draw(y);
        y += part.height;
      }
    },
  };
}

/** The entry as parts: the title with the first row of fields, then one part per row. */
function itemParts(layout: ReportLayout, item: Item): Placed[] {
  const inner = layout.width - INDENT;
  const columnWidth = (inner - COLUMN_GAP) / 2;
  const labelWidth = layout.s(LABEL_WIDTH);
  const valueWidth = (wide: boolean) => (wide ? inner : columnWidth) - labelWidth;
  const label: TextStyle = { bold: true, size: SIZE.label, color: COLOR.muted };
  const title: TextStyle = { bold: true, size: SIZE.itemTitle };
  const tagWidth = item.tag ? TAG_WIDTH : 0;
  const x = layout.left + INDENT;

  const rows = pairFields(item.fields.flatMap(splitLongField));
  const rowParts: Placed[] = rows.map((row) => ({
    height: Math.max(
      ...row.map((f) =>
        Math.max(
          layout.measure(f.value, valueWidth(!!f.wide)),
          layout.measure(f.label, labelWidth - 4, label),
        ),
      ),
    ),
    draw: (top) =>
      row.forEach((field, column) => {
        const fx = x + column * (columnWidth + COLUMN_GAP);
        layout.write(field.label, fx, top + 0.5, labelWidth - 4, label);
        layout.write(field.value, fx + labelWidth, top, valueWidth(!!field.wide), {
          color: field.color,
        });
      }),
  }));
  const titleHeight = item.title ? layout.measure(item.title, inner - tagWidth, title) + 2 : 0;
  const head: Placed = {
    height: titleHeight,
    draw: (top) => {
      if (item.title) layout.write(item.title, x, top, inner - tagWidth, title);
      if (item.tag)
        layout.write(item.tag.text, layout.left + layout.width - tagWidth, top + 1, tagWidth, {
          bold: true,
          size: SIZE.label,
          color: item.tag.color,
          align: 'right',
        });
    },
  };
  const [first, ...rest] = rowParts;
  const parts = [first ? join([head, first]) : head, ...rest];
  // The accent bar runs beside each part; the gap below the entry belongs to its last part.
  return parts.map((part, index) => {
    const gap = index === parts.length - 1 ? layout.s(GAP) : 0;
    return {
      height: part.height + gap,
      draw: (top) => {
        layout.doc.rect(layout.left, top + 1, 2, Math.max(part.height - 1, 1)).fill(COLOR.accent);
        part.draw(top);
      },
    };
  });
}

/** Longest piece of a wide field's text in one row: well under a page. */
const CHUNK_CHARS = 1200;

/**
 * A wide field with a long text becomes several rows (cut between words, the label on the
 * first), so even the longest note pages like any other content and nothing is cut off.
 */
function splitLongField(field: Field): Field[] {
  if (!field.wide || field.value.length <= CHUNK_CHARS) return [field];
  const pieces: string[] = [];
  let rest = field.value;
  while (rest.length > CHUNK_CHARS) {
    const cut = rest.lastIndexOf(' ', CHUNK_CHARS);
    const at = cut > CHUNK_CHARS / 2 ? cut : CHUNK_CHARS;
    pieces.push(rest.slice(0, at));
    rest = rest.slice(at).trimStart();
  }
  if (rest) pieces.push(rest);
  return pieces.map((value, i) => ({ ...field, value, label: i === 0 ? field.label : '' }));
}

/** Short fields two to a row; a wide field takes a row of its own. */
function pairFields(fields: Field[]): Field[][] {
  const rows: Field[][] = [];
  let open: Field[] | null = null;
  for (const field of fields) {
    if (field.wide) {
      rows.push([field]);
      open = null;
    } else if (open) {
      open.push(field);
      open = null;
    } else {
      open = [field];
      rows.push(open);
    }
  }
  return rows;
}
