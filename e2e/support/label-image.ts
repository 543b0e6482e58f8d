import type { Page } from '@playwright/test';
import type { LabelContent, Layout } from './label-set';

// Draws a label of label-set.ts as a photo would show it: the layout in HTML in one of the
// machine's fonts, on a table-coloured background, turned, blurred and speckled with noise,
// then screenshotted by Chromium (PNG, or JPEG for some, as phones save).

export interface PhotoStyle {
  font: string;
  fontSizePx: number;
  rotateDeg: number;
  blurPx: number;
  /** Share of pixels turned to speckles, 0-1. */
  noise: number;
  jpeg: boolean;
  seed: number;
}

const FONTS = [
  'DejaVu Sans',
  'Liberation Sans',
  'DejaVu Serif',
  'Liberation Serif',
  'DejaVu Sans Mono',
  'Liberation Mono',
  'DejaVu Sans Condensed',
  'Liberation Sans Narrow',
];
const SIZES = [15, 17, 14, 16, 18, 15, 16, 14];
const ROTATIONS = [0, 2.5, -3, 5, -1.5, 4, -5, 1, -4, 3];
const BLURS = [0, 0.4, 0.7, 0, 0.9, 0.3, 0.6];
const NOISE = [0, 0.03, 0.06, 0.02, 0.08, 0.04];

/** The photo style of the i-th label: fonts, sizes and distortions spread over the set. */
export function photoStyle(i: number): PhotoStyle {
  return {
    font: FONTS[i % FONTS.length]!,
    fontSizePx: SIZES[(i * 3) % SIZES.length]!,
    rotateDeg: ROTATIONS[i % ROTATIONS.length]!,
    blurPx: BLURS[i % BLURS.length]!,
    noise: NOISE[i % NOISE.length]!,
    jpeg: i % 3 === 2,
    seed: 1000 + i * 7919,
  };
}

const esc = (s: string) =>
  s.replace(/&/gu, '&amp;').replace(/</gu, '&lt;').replace(/>/gu, '&gt;').replace(/"/gu, '&quot;');

const CLINICS: Record<Layout, string[]> = {
  'us-pharmacy': ['MAIN STREET PHARMACY', '410 Main St, Springfield, IL 62701', '(217) 555-0188'],
  'us-clinic': [
    'Oakwood Veterinary Clinic',
    '1200 Elm Street, Madison, WI 53703',
    '(608) 555-0142',
  ],
  'uk-practice': ['Riverside Vets', '12 High Street, Leeds LS1 4AB', 'Tel 0113 496 0321'],
  compact: ['CEDAR ANIMAL HOSPITAL', '88 Cedar Ave, Austin, TX 78701', '512-555-0175'],
};

function labelBody(label: LabelContent, rx: string): string {
  const [clinic, address, phone] = CLINICS[label.layout];
  const l = (text: string, cls = '') => `<div class="${cls}">${esc(text)}</div>`;
  switch (label.layout) {
    case 'us-pharmacy':
      return [
        l(clinic!, 'head'),
        l(`${address}  ${phone}`, 'small'),
        l(`Rx# ${rx}        Date: ${label.date}`),
        l(`Pet: ${label.pet} (${label.species})    Owner: ${label.owner}`),
        l(label.drug, 'drug'),
        l(label.directions, 'dir'),
        l(`Qty: ${label.qty}      Refills: ${label.refills ?? '0'}`),
        l(`Prescriber: ${label.prescriber}`),
        l('For veterinary use only. Keep out of reach of children.', 'small'),
      ].join('');
    case 'us-clinic':
      return [
        l(clinic!, 'head'),
        l(`${address}  ${phone}`, 'small'),
        l(`Patient: ${label.pet}      Species: ${label.species}`),
        l(`Client: ${label.owner}`),
        l(label.drug, 'drug'),
        l(label.directions, 'dir'),
        l(`Quantity: ${label.qty}     Refills: ${label.refills ?? '0'}`),
        l(`${label.prescriber}      Filled: ${label.date}`),
        l('Keep out of reach of children. For animal use only.', 'small'),
      ].join('');
    case 'uk-practice':
      return [
        l(clinic!, 'head'),
        l(`${address}  ${phone}`, 'small'),
        l(`Name of animal: ${label.pet}     Species: ${label.species}`),
        l(`Owner: ${label.owner}`),
        l(label.drug, 'drug'),
        l(label.directions, 'dir'),
        l(`Qty: ${label.qty}       Date: ${label.date}`),
        l(`Prescribed by: ${label.prescriber}`),
        l('For animal treatment only. Keep out of reach of children.', 'small'),
      ].join('');
    case 'compact':
      return [
        l(`${clinic}  ${phone}`, 'head'),
        l(
          `PET: ${label.pet.toUpperCase()} (${label.species.toUpperCase()})   OWNER: ${label.owner.toUpperCase()}`,
        ),
        l(label.drug, 'drug'),
        l(label.directions, 'dir'),
        l(`QTY: ${label.qty}   RF: ${label.refills ?? '0'}   ${label.date}`),
        l(label.prescriber.toUpperCase()),
      ].join('');
  }
}

export function labelHtml(label: LabelContent, style: PhotoStyle, index: number): string {
  const rx = String(4400000 + index * 1373);
  return `<!doctype html><html><head><style>
    html, body { margin: 0; background: #8b7d6b; }
    .photo { position: relative; width: 760px; padding: 46px 40px; overflow: hidden;
      background: radial-gradient(circle at 30% 20%, #a3937d, #6f6354); }
    .label { position: relative; background: #fdfcf7; color: #1b1b1b; padding: 18px 22px;
      border-radius: 6px; box-shadow: 0 6px 18px rgba(0,0,0,.35);
      font-family: '${style.font}'; font-size: ${style.fontSizePx}px; line-height: 1.45;
      transform: rotate(${style.rotateDeg}deg); filter: blur(${style.blurPx}px); }
    .label div { white-space: pre; }
    .head { font-weight: 700; font-size: 1.15em; }
    .small { font-size: 0.8em; }
    .drug { font-weight: 700; font-size: 1.2em; margin: 8px 0 2px; }
    .dir { white-space: normal !important; margin-bottom: 6px; }
    canvas { position: absolute; inset: 0; pointer-events: none; }
  </style></head><body><div class="photo"><div class="label">${labelBody(label, rx)}</div>
  <canvas id="noise"></canvas></div>
  <script>
    const photo = document.querySelector('.photo');
    const canvas = document.getElementById('noise');
    canvas.width = photo.offsetWidth; canvas.height = photo.offsetHeight;
    const ctx = canvas.getContext('2d');
    let seed = ${style.seed};
    const rand = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    const count = Math.round(canvas.width * canvas.height * ${style.noise});
    for (let i = 0; i < count; i++) {
      const v = Math.floor(rand() * 255);
      ctx.fillStyle = 'rgba(' + v + ',' + v + ',' + v + ',' + (0.25 + rand() * 0.45) + ')';
      ctx.fillRect(rand() * canvas.width, rand() * canvas.height, 1 + rand(), 1 + rand());
    }
    // Uneven light, as under a lamp.
    const g = ctx.createLinearGradient(0, 0, canvas.width, canvas.height);
    g.addColorStop(0, 'rgba(255,255,255,0.10)'); g.addColorStop(1, 'rgba(0,0,0,0.12)');
    ctx.fillStyle = g; ctx.fillRect(0, 0, canvas.width, canvas.height);
  </script></body></html>`;
}

/** The label as a photo: PNG or JPEG bytes and the file type. */
export async function renderLabel(
  page: Page,
  label: LabelContent,
  index: number,
): Promise<{ bytes: Buffer; type: 'image/png' | 'image/jpeg'; style: PhotoStyle }> {
  const style = photoStyle(index);
  await page.setContent(labelHtml(label, style, index));
  const photo = page.locator('.photo');
  const bytes = style.jpeg
    ? await photo.screenshot({ type: 'jpeg', quality: 70 })
    : await photo.screenshot({ type: 'png' });
  return { bytes, type: style.jpeg ? 'image/jpeg' : 'image/png', style };
}
