// A small layout engine over pdfkit for the medical report: blocks are measured before they are
// drawn, so a block never splits across pages, a section heading is never left alone at the foot
// of a page, a section that runs over continues under '<Heading> (continued)' (with its table
// header repeated), and the last entry of a section never sits alone on a page. Pages are only
// added for a block that follows, so none is blank. Sizes and distances are nominal and
// multiplied by `k`, so the same report can be laid out a little denser.

export const FONT = { regular: 'report-regular', bold: 'report-bold' } as const;
export const COLOR = {
  text: '#1f2937',
  muted: '#6b7280',
  accent: '#0f766e',
  accentLight: '#e6f2f1',
  rule: '#d1d5db',
  stripe: '#f3f4f6',
  danger: '#b91c1c',
  warning: '#b45309',
  good: '#15803d',
} as const;
export const SIZE = { body: 9, label: 8, heading: 13, itemTitle: 10 } as const;
const LINE_GAP = 1.5;
const HEADING_HEIGHT = 25;
const CELL_PAD_X = 4;
const CELL_PAD_Y = 3;
const LABEL_WIDTH = 74;
const COLUMN_GAP = 14;
const ITEM_INDENT = 8;
const ITEM_GAP = 8;

export interface TextStyle {
  bold?: boolean;
  color?: string;
  size?: number;
  align?: 'left' | 'center' | 'right';
}
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
export interface Column {
  header: string;
  /** Share of the content width; the shares of a table add up to 1. */
  share: number;
}
export interface Cell {
  text: string;
  color?: string;
  bold?: boolean;
}
type Placed = { height: number; draw: (top: number) => void };

export class ReportLayout {
  private sectionTitle = '';
  private headingDrawn = true;
  private tableHeader: Column[] | null = null;
  private tableHeaderDrawn = false;

  constructor(
    readonly doc: PDFKit.PDFDocument,
    private readonly k = 1,
  ) {}

  /** A nominal size or distance at this layout's density. */
  s(points: number): number {
    return points * this.k;
  }
  get left(): number {
    return this.doc.page.margins.left;
  }
  get width(): number {
    return this.doc.page.width - this.doc.page.margins.left - this.doc.page.margins.right;
  }
  private get top(): number {
    return this.doc.page.margins.top;
  }
  private get bottom(): number {
    return this.doc.page.height - this.doc.page.margins.bottom;
  }
  private get atTop(): boolean {
    return this.doc.y <= this.top + 0.5;
  }
  /** How much of the current page's body is used, 0..1. */
  get pageFill(): number {
    return (this.doc.y - this.top) / (this.bottom - this.top);
  }

  /** Height of `text` wrapped to `width`. */
  measure(text: string, width: number, style: TextStyle = {}): number {
    return this.doc
      .font(style.bold ? FONT.bold : FONT.regular)
      .fontSize(this.s(style.size ?? SIZE.body))
      .heightOfString(text || ' ', { width, lineGap: this.s(LINE_GAP) });
  }

  /** Writes `text` at (x, y) wrapped to `width`, leaving doc.x at the left margin. */
  write(text: string, x: number, y: number, width: number, style: TextStyle = {}): void {
    this.doc
      .font(style.bold ? FONT.bold : FONT.regular)
      .fontSize(this.s(style.size ?? SIZE.body))
      .fillColor(style.color ?? COLOR.text)
      .text(text || ' ', x, y, { width, lineGap: this.s(LINE_GAP), align: style.align });
    this.doc.x = this.left;
  }

  /** Starts a section; its heading is drawn with the first block that follows. */
  section(title: string): void {
    this.sectionTitle = title;
    this.headingDrawn = false;
    this.tableHeader = null;
  }

  /**
   * Places a block of `height`, breaking the page first when it does not fit. `keepWith` is the
   * height of a last block that must not end up alone on the next page (widow control): when
   * this block fits but the two together do not, both move to the next page.
   */
  block(height: number, draw: (top: number) => void, keepWith = 0): void {
    const pendingHeading = this.headingDrawn ? 0 : this.s(HEADING_HEIGHT);
    const pendingHeader = this.tableHeader && !this.tableHeaderDrawn ? this.headerHeight() : 0;
    const start = this.doc.y + pendingHeading + pendingHeader;
    const fits = start + height <= this.bottom;
    const widow = fits && keepWith > 0 && start + height + keepWith > this.bottom;
    if ((!fits || widow) && !this.atTop) {
      this.doc.addPage();
      this.drawHeading(this.headingDrawn ? `${this.sectionTitle} (continued)` : this.sectionTitle);
      this.headingDrawn = true;
      this.tableHeaderDrawn = false;
    }
    if (!this.headingDrawn) {
      this.drawHeading(this.sectionTitle);
      this.headingDrawn = true;
    }
    if (this.tableHeader && !this.tableHeaderDrawn) this.drawTableHeader(this.tableHeader);
    const top = this.doc.y;
    draw(top);
    this.doc.x = this.left;
    this.doc.y = top + height;
  }

  private drawHeading(title: string): void {
    const y = this.doc.y + this.s(6);
    this.write(title, this.left, y, this.width, {
      bold: true,
      size: SIZE.heading,
      color: COLOR.accent,
    });
    const ruleY = y + this.s(17);
    this.doc
      .moveTo(this.left, ruleY)
      .lineTo(this.left + this.width, ruleY)
      .lineWidth(0.7);
    this.doc.strokeColor(COLOR.accent).stroke();
    this.doc.y = y + this.s(HEADING_HEIGHT - 4);
  }

  /** A line or paragraph of text. */
  paragraph(text: string, style: TextStyle = {}): void {
    const height = this.measure(text, this.width, style) + this.s(4);
    this.block(height, (top) => this.write(text, this.left, top, this.width, style));
  }

  /** Entries with an optional title line and label/value fields, two short fields to a row. */
  items(items: Item[]): void {
    const placed = items.map((item) => this.placeItem(item));
    placed.forEach((entry, index) => {
      const keepWith = index === placed.length - 2 ? placed[index + 1]!.height : 0;
      this.block(entry.height, entry.draw, keepWith);
    });
  }

  private placeItem(item: Item): Placed {
    const rows = pairFields(item.fields);
    const inner = this.width - ITEM_INDENT;
    const columnWidth = (inner - COLUMN_GAP) / 2;
    const labelWidth = this.s(LABEL_WIDTH);
    const valueWidth = (wide: boolean) => (wide ? inner : columnWidth) - labelWidth;
    const label: TextStyle = { bold: true, size: SIZE.label, color: COLOR.muted };
    const rowHeights = rows.map((row) =>
      Math.max(
        ...row.map((f) =>
          Math.max(
            this.measure(f.value, valueWidth(!!f.wide)),
            this.measure(f.label, labelWidth - 4, label),
          ),
        ),
      ),
    );
    const tagWidth = item.tag ? 120 : 0;
    const title: TextStyle = { bold: true, size: SIZE.itemTitle };
    const titleHeight = item.title ? this.measure(item.title, inner - tagWidth, title) + 2 : 0;
    const height = titleHeight + rowHeights.reduce((a, b) => a + b, 0) + this.s(ITEM_GAP);
    const draw = (top: number) => {
      this.doc.rect(this.left, top + 1, 2, height - this.s(ITEM_GAP) - 1).fill(COLOR.accent);
      const x = this.left + ITEM_INDENT;
      if (item.title) this.write(item.title, x, top, inner - tagWidth, title);
      if (item.tag) {
        const tagX = this.left + this.width - tagWidth;
        this.write(item.tag.text, tagX, top + 1, tagWidth, {
          bold: true,
          size: SIZE.label,
          color: item.tag.color,
          align: 'right',
        });
      }
      let y = top + titleHeight;
      rows.forEach((row, index) => {
        row.forEach((field, column) => {
          const fx = x + column * (columnWidth + COLUMN_GAP);
          this.write(field.label, fx, y + 0.5, labelWidth - 4, label);
          this.write(field.value, fx + labelWidth, y, valueWidth(!!field.wide), {
            color: field.color,
          });
        });
        y += rowHeights[index]!;
      });
    };
    return { height, draw };
  }

  /** A table whose header row is repeated on every page it runs onto. */
  table(columns: Column[], rows: Cell[][]): void {
    this.tableHeader = columns;
    this.tableHeaderDrawn = false;
    const widths = columns.map((c) => c.share * this.width);
    const padY = this.s(CELL_PAD_Y);
    const heights = rows.map(
      (cells) =>
        Math.max(...cells.map((c, i) => this.measure(c.text, widths[i]! - 2 * CELL_PAD_X, c))) +
        2 * padY,
    );
    rows.forEach((cells, index) => {
      const height = heights[index]!;
      const keepWith = index === rows.length - 2 ? heights[index + 1]! : 0;
      const draw = (top: number) => {
        if (index % 2 === 1) this.doc.rect(this.left, top, this.width, height).fill(COLOR.stripe);
        let x = this.left;
        cells.forEach((cell, i) => {
          this.write(cell.text, x + CELL_PAD_X, top + padY, widths[i]! - 2 * CELL_PAD_X, cell);
          x += widths[i]!;
        });
      };
      this.block(height, draw, keepWith);
    });
    this.tableHeader = null;
  }

  private headerHeight(): number {
    return this.s(SIZE.label + 2 * CELL_PAD_Y + 4);
  }

  private drawTableHeader(columns: Column[]): void {
    const top = this.doc.y;
    const height = this.headerHeight();
    this.doc.rect(this.left, top, this.width, height).fill(COLOR.accentLight);
    let x = this.left;
    for (const column of columns) {
      const width = column.share * this.width;
      this.write(column.header, x + CELL_PAD_X, top + this.s(CELL_PAD_Y), width - 2 * CELL_PAD_X, {
        bold: true,
        size: SIZE.label,
        color: COLOR.accent,
      });
      x += width;
    }
    this.doc.y = top + height;
    this.tableHeaderDrawn = true;
  }
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
