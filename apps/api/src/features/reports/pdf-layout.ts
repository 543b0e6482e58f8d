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

export interface TextStyle {
  bold?: boolean;
  color?: string;
  size?: number;
  align?: 'left' | 'center' | 'right';
}
export interface Column {
  header: string;
  /** Share of the content width; the shares of a table add up to 1. */
  share: number;
}
interface Cell {
  text: string;
  color?: string;
  bold?: boolean;
}
export interface TableRow {
  cells: Cell[];
  /** Long free text shown under the row's cells, across the table. */
  detail?: string;
}
/** A measured block and how to draw it at a given top. */
export type Placed = { height: number; draw: (top: number) => void };

/**
 * Safety nets far above what the forms accept (the longest cell holds about 400 characters, a
 * note 2000): a table row must stay shorter than a page, so anything longer is cut with '…'.
 */
const MAX_CELL_CHARS = 600;
const MAX_DETAIL_CHARS = 4000;
const clip = (text: string, max: number): string =>
  text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;

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
  /** Height of a page's body (between the margins). */
  get bodyHeight(): number {
    return this.bottom - this.top;
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

  /**
   * A table whose header row is repeated on every page it runs onto. A row's `detail` (long free
   * text such as notes) is printed under its cells across the whole width, so a narrow column
   * never grows taller than a page.
   */
  table(columns: Column[], rows: TableRow[]): void {
    this.tableHeader = columns;
    this.tableHeaderDrawn = false;
    const widths = columns.map((c) => c.share * this.width);
    const padY = this.s(CELL_PAD_Y);
    const detailStyle: TextStyle = { size: SIZE.label, color: COLOR.muted };
    const blocks = rows.map((row, index): Placed => {
      const cells = row.cells.map((c) => ({ ...c, text: clip(c.text, MAX_CELL_CHARS) }));
      const detail = row.detail ? clip(row.detail, MAX_DETAIL_CHARS) : '';
      const cellsHeight =
        Math.max(...cells.map((c, i) => this.measure(c.text, widths[i]! - 2 * CELL_PAD_X, c))) +
        2 * padY;
      const detailWidth = this.width - 2 * CELL_PAD_X;
      const detailHeight = detail ? this.measure(detail, detailWidth, detailStyle) + padY : 0;
      const height = cellsHeight + detailHeight;
      const draw = (top: number) => {
        if (index % 2 === 1) this.doc.rect(this.left, top, this.width, height).fill(COLOR.stripe);
        let x = this.left;
        cells.forEach((cell, i) => {
          this.write(cell.text, x + CELL_PAD_X, top + padY, widths[i]! - 2 * CELL_PAD_X, cell);
          x += widths[i]!;
        });
        if (detail)
          this.write(
            detail,
            this.left + CELL_PAD_X,
            top + cellsHeight - padY,
            detailWidth,
            detailStyle,
          );
      };
      return { height, draw };
    });
    placeBlocks(this, blocks);
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

/**
 * Places blocks in order, keeping a short last one from sitting alone on a page (widow control).
 */
export function placeBlocks(layout: ReportLayout, blocks: Placed[]): void {
  const last = blocks[blocks.length - 1];
  // Only a short last block is kept company: moving a tall pair would leave a gap instead.
  const keepLast = last && last.height <= layout.bodyHeight * 0.2 ? last.height : 0;
  blocks.forEach((entry, index) => {
    const keepWith = index === blocks.length - 2 ? keepLast : 0;
    layout.block(entry.height, entry.draw, keepWith);
  });
}
