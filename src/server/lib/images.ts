import type sharpType from 'sharp';
import { AppError } from './app-error';
import { commonKeys } from '@/shared/errors';
import type { Storage } from './storage';

/** Cover widths, largest first; the first is the main file, the others its srcset variants. */
export const COVER_WIDTHS = [1200, 640, 320] as const;

/** Inputs larger than this many pixels are refused before decoding. */
export const MAX_INPUT_PIXELS = 40_000_000;

export interface ImageVariant {
  width: number;
  data: Buffer;
}

export interface ProcessedCover {
  /** One WebP per entry of COVER_WIDTHS, in that order (never wider than the source). */
  variants: ImageVariant[];
  /** Size of the main (largest) variant. */
  width: number;
  height: number;
}

/**
 * Orients an uploaded image by its EXIF tag, drops all metadata (sharp keeps none unless asked)
 * and re-encodes it as WebP at 1200, 640 and 320 pixels wide, keeping the aspect ratio and never
 * upscaling. Throws AppError UNSUPPORTED_MEDIA_TYPE for unreadable input and PAYLOAD_TOO_LARGE
 * above MAX_INPUT_PIXELS.
 */
export async function processCoverImage(input: Buffer): Promise<ProcessedCover> {
  const options = { limitInputPixels: MAX_INPUT_PIXELS, autoOrient: true, failOn: 'error' as const };
  const sharp = await loadSharp();
  let sourceWidth: number;
  try {
    const meta = await sharp(input, options).metadata();
    if (meta.width * meta.height > MAX_INPUT_PIXELS) {
      throw new AppError('PAYLOAD_TOO_LARGE', commonKeys.imageTooLarge);
    }
    sourceWidth = meta.autoOrient?.width ?? meta.width;
  } catch (error) {
    throw toImageError(error);
  }

  const variants: ImageVariant[] = [];
  let width = 0;
  let height = 0;
  for (const target of COVER_WIDTHS) {
    try {
      const { data, info } = await sharp(input, options)
        .resize({ width: Math.min(target, sourceWidth), withoutEnlargement: true })
        .webp({ quality: 80, effort: 4 })
        .toBuffer({ resolveWithObject: true });
      variants.push({ width: info.width, data });
      if (variants.length === 1) {
        width = info.width;
        height = info.height;
      }
    } catch (error) {
      throw toImageError(error);
    }
  }
  return { variants, width, height };
}

type SharpFactory = typeof sharpType;
let sharpModule: Promise<SharpFactory> | undefined;

/**
 * sharp, loaded on the first image rather than when the server starts: with libvips it adds about 29 MB
 * to the process, which a server that is only read (most of the time, and every instance until an owner
 * uploads a cover) does not need.
 */
function loadSharp(): Promise<SharpFactory> {
  sharpModule ??= import('sharp').then((module) => module.default);
  return sharpModule;
}

function toImageError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (/pixel limit/i.test(message)) {
    return new AppError('PAYLOAD_TOO_LARGE', commonKeys.imageTooLarge);
  }
  return new AppError('UNSUPPORTED_MEDIA_TYPE', commonKeys.imageUnsupported);
}

/** `restaurant-images/{id}/cover-{ts}.webp`, or with `-640`/`-320` before `.webp` for smaller variants. */
export function coverImageKey(restaurantId: string, timestamp: number, width?: number): string {
  const suffix = width === undefined || width === COVER_WIDTHS[0] ? '' : `-${width}`;
  return `restaurant-images/${restaurantId}/cover-${timestamp}${suffix}.webp`;
}

/**
 * Writes the variants from processCoverImage (in COVER_WIDTHS order) and returns the public URL
 * of the main file. The names are a contract with the web app, which builds the srcset by
 * inserting `-640` / `-320` before `.webp`: the suffix is the nominal width even when the source
 * was narrower.
 */
export async function storeCoverImage(
  storage: Storage,
  restaurantId: string,
  variants: ImageVariant[],
  now: number = Date.now(),
): Promise<string> {
  if (variants.length !== COVER_WIDTHS.length) {
    throw new Error(`Expected ${COVER_WIDTHS.length} cover variants, got ${variants.length}`);
  }
  const timestamp = Math.floor(now);
  // Smaller files first, so the main URL never points at a set that is missing its variants.
  for (let i = COVER_WIDTHS.length - 1; i >= 0; i -= 1) {
    await storage.put(
      coverImageKey(restaurantId, timestamp, COVER_WIDTHS[i]),
      variants[i].data,
      'image/webp',
    );
  }
  return storage.urlFor(coverImageKey(restaurantId, timestamp));
}

// ---------------------------------------------------------------------------------------------
// Demo covers: a food-themed illustration drawn as SVG and rasterised locally (no fonts, no network).

export interface DemoCoverOptions {
  /** Not drawn; varies the layout so that covers with the same hue still differ. */
  title: string;
  subtitle?: string;
  /** Base hue in degrees (0-360). */
  hue: number;
}

function hsl(h: number, s: number, l: number): string {
  const hue = (((h % 360) + 360) % 360) / 360;
  const sat = Math.max(0, Math.min(100, s)) / 100;
  const lig = Math.max(0, Math.min(100, l)) / 100;
  const q = lig < 0.5 ? lig * (1 + sat) : lig + sat - lig * sat;
  const p = 2 * lig - q;
  const channel = (t0: number) => {
    let t = t0;
    if (t < 0) t += 1;
    if (t > 1) t -= 1;
    if (t < 1 / 6) return p + (q - p) * 6 * t;
    if (t < 1 / 2) return q;
    if (t < 2 / 3) return p + (q - p) * (2 / 3 - t) * 6;
    return p;
  };
  const hex = (v: number) =>
    Math.round(v * 255)
      .toString(16)
      .padStart(2, '0');
  return `#${hex(channel(hue + 1 / 3))}${hex(channel(hue))}${hex(channel(hue - 1 / 3))}`;
}

function hashString(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

function demoCoverSvg({ title, subtitle = '', hue }: DemoCoverOptions): string {
  const seed = hashString(`${title}|${subtitle}`);
  // A deterministic offset in [-span/2, span/2] taken from 8 bits of the seed.
  const jitter = (shift: number, span: number) => Math.round((((seed >>> shift) & 0xff) / 255 - 0.5) * span);

  const bgA = hsl(hue, 55, 62);
  const bgB = hsl(hue + 35, 60, 38);
  const cloth = hsl(hue + 180, 30, 92);
  const clothLine = hsl(hue + 180, 35, 80);
  const rim = hsl(hue, 15, 97);
  const rimShadow = hsl(hue, 20, 25);
  // Soup colours stay appetising whatever the background: curry, tom yum, coconut, clear broth.
  const soups = [
    [28, 75, 50],
    [10, 72, 48],
    [42, 80, 56],
    [22, 55, 40],
  ] as const;
  const [soupHue, soupSat, soupLight] = soups[(seed + Math.round(hue / 45)) % soups.length];
  const broth = hsl(soupHue, soupSat, soupLight);
  const brothLight = hsl(soupHue + 5, soupSat + 8, soupLight + 14);
  const herb = hsl(110 + jitter(8, 30), 50, 38);
  const herbLight = hsl(100 + jitter(12, 30), 55, 52);
  const chili = hsl(4, 78, 50);
  const rice = hsl(45, 35, 96);
  const bowlOuter = hsl(hue + 200, 35, 45);
  const wood = hsl(28, 45, 40);

  const bowlX = 470 + jitter(0, 80);
  const bowlY = 420 + jitter(4, 40);
  const plateX = 880 + jitter(16, 60);
  const plateY = 330 + jitter(20, 60);
  const dipX = 200 + jitter(24, 60);
  const dipY = 640 + jitter(28, 40);

  const herbs = Array.from({ length: 7 }, (_, i) => {
    const angle = (i / 7) * Math.PI * 2 + (seed % 7);
    const r = 70 + ((seed >>> i) & 31);
    const x = bowlX + Math.cos(angle) * r;
    const y = bowlY + Math.sin(angle) * r * 0.8;
    const rot = Math.round((angle * 180) / Math.PI);
    return `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="26" ry="11" fill="${i % 2 ? herb : herbLight}" transform="rotate(${rot} ${x.toFixed(1)} ${y.toFixed(1)})"/>`;
  }).join('');
  const chilies = Array.from({ length: 5 }, (_, i) => {
    const x = bowlX - 60 + i * 30 + ((seed >>> (i + 3)) & 15);
    const y = bowlY - 20 + (((seed >>> (i + 9)) & 31) - 16);
    return `<circle cx="${x}" cy="${y}" r="9" fill="${chili}"/><circle cx="${x}" cy="${y}" r="3.5" fill="${rice}"/>`;
  }).join('');
  const grains = Array.from({ length: 14 }, (_, i) => {
    const angle = (i / 14) * Math.PI * 2;
    const r = 40 + ((seed >>> (i % 24)) & 63);
    const x = plateX + Math.cos(angle) * r * 0.9;
    const y = plateY + Math.sin(angle) * r * 0.7;
    return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${18 + (i % 4) * 4}" fill="${rice}"/>`;
  }).join('');

  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${bgA}"/>
      <stop offset="1" stop-color="${bgB}"/>
    </linearGradient>
    <radialGradient id="soup" cx="0.45" cy="0.4" r="0.7">
      <stop offset="0" stop-color="${brothLight}"/>
      <stop offset="1" stop-color="${broth}"/>
    </radialGradient>
    <radialGradient id="glow" cx="0.5" cy="0.45" r="0.6">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/>
      <stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="1200" height="800" fill="url(#bg)"/>
  <rect width="1200" height="800" fill="url(#glow)"/>
  <g opacity="0.18" stroke="${cloth}" stroke-width="18">
    <path d="M0 ${120 + jitter(2, 60)} L1200 ${60 + jitter(6, 60)}"/>
    <path d="M0 ${760 + jitter(10, 40)} L1200 ${700 + jitter(14, 40)}"/>
    <path d="M${1020 + jitter(18, 80)} 0 L${1100 + jitter(22, 80)} 800"/>
  </g>
  <g fill="${clothLine}" opacity="0.25">
    <circle cx="90" cy="90" r="40"/><circle cx="1110" cy="720" r="55"/><circle cx="1130" cy="90" r="28"/>
  </g>
  <ellipse cx="${plateX + 10}" cy="${plateY + 18}" rx="210" ry="170" fill="${rimShadow}" opacity="0.25"/>
  <ellipse cx="${plateX}" cy="${plateY}" rx="210" ry="170" fill="${rim}"/>
  <ellipse cx="${plateX}" cy="${plateY}" rx="160" ry="128" fill="${hsl(hue, 10, 92)}"/>
  ${grains}
  <ellipse cx="${plateX + 70}" cy="${plateY + 40}" rx="50" ry="30" fill="${herbLight}"/>
  <ellipse cx="${plateX - 80}" cy="${plateY - 30}" rx="34" ry="20" fill="${chili}" opacity="0.85"/>
  <ellipse cx="${bowlX + 14}" cy="${bowlY + 26}" rx="250" ry="215" fill="${rimShadow}" opacity="0.3"/>
  <ellipse cx="${bowlX}" cy="${bowlY}" rx="250" ry="215" fill="${bowlOuter}"/>
  <ellipse cx="${bowlX}" cy="${bowlY}" rx="228" ry="195" fill="${rim}"/>
  <ellipse cx="${bowlX}" cy="${bowlY}" rx="200" ry="170" fill="url(#soup)"/>
  <path d="M${bowlX - 120} ${bowlY + 30} q60 -50 120 0 t120 0" stroke="${rice}" stroke-width="10" fill="none" opacity="0.8"/>
  <path d="M${bowlX - 110} ${bowlY + 60} q55 -45 110 0 t110 0" stroke="${rice}" stroke-width="10" fill="none" opacity="0.7"/>
  ${herbs}
  ${chilies}
  <circle cx="${bowlX + 60}" cy="${bowlY - 70}" r="30" fill="${hsl(40, 85, 70)}"/>
  <circle cx="${bowlX + 60}" cy="${bowlY - 70}" r="14" fill="${hsl(38, 95, 55)}"/>
  <ellipse cx="${dipX + 6}" cy="${dipY + 10}" rx="90" ry="70" fill="${rimShadow}" opacity="0.3"/>
  <ellipse cx="${dipX}" cy="${dipY}" rx="90" ry="70" fill="${rim}"/>
  <ellipse cx="${dipX}" cy="${dipY}" rx="66" ry="50" fill="${hsl(18, 70, 42)}"/>
  <circle cx="${dipX - 15}" cy="${dipY - 8}" r="7" fill="${chili}"/>
  <circle cx="${dipX + 18}" cy="${dipY + 6}" r="6" fill="${herbLight}"/>
  <g transform="rotate(${-18 + jitter(26, 16)} 900 650)">
    <rect x="640" y="630" width="520" height="16" rx="8" fill="${wood}"/>
    <rect x="640" y="666" width="520" height="16" rx="8" fill="${wood}"/>
  </g>
</svg>`;
}

/** A 1200x800 PNG illustration of a meal in the given hue, for demo restaurants. */
export async function generateDemoCover(options: DemoCoverOptions): Promise<Buffer> {
  const svg = demoCoverSvg(options);
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg)).resize(1200, 800).png({ compressionLevel: 6 }).toBuffer();
}
