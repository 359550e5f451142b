import type { MantineColorsTuple } from '@mantine/core';

/*
 * WCAG contrast for the theme: Mantine's palettes were drawn for looks, and some of their
 * pairings read below AA (4.5:1 for text) — green-9 on green-1, white on green-8, anything on
 * a hovered light button. These helpers find the nearest darker colour that reads.
 */

/** WCAG AA for normal text. */
export const AA_CONTRAST = 4.5;

function channels(hex: string): [number, number, number] {
  const value = hex.replace('#', '');
  const full = value.length === 3 ? [...value].map((c) => c + c).join('') : value;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

function relativeLuminance(hex: string): number {
  const [r, g, b] = channels(hex).map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of two `#rrggbb` colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The colour `amount` (0 to 1) of the way from `from` to `to`. */
function mix(from: string, to: string, amount: number): string {
  const [a, b] = [channels(from), channels(to)];
  return `#${a
    .map((c, i) =>
      Math.round(c + (b[i]! - c) * amount)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** `hex` moved towards black by `amount` (0 to 1). */
function darken(hex: string, amount: number): string {
  return mix(hex, '#000000', amount);
}

/**
 * `color` itself when it reads at AA on every one of `backgrounds`, else the first shade of it
 * darkened in steps of 2% that does.
 */
export function readableOn(color: string, backgrounds: readonly string[]): string {
  for (let amount = 0; amount < 1; amount += 0.02) {
    const candidate = amount === 0 ? color.toLowerCase() : darken(color, amount);
    if (backgrounds.every((background) => contrastRatio(candidate, background) >= AA_CONTRAST)) return candidate;
  }
  return '#000000';
}

/** The black or white text that reads better on `background` (a label's own colour, say). */
export function textColorOn(background: string): '#000000' | '#ffffff' {
  return contrastRatio('#ffffff', background) >= contrastRatio('#000000', background) ? '#ffffff' : '#000000';
}

/**
 * The light-scheme variables of one palette colour where Mantine's fail AA, none where they
 * pass: the text of its light variant (shade 9 on shade 1; its hover background, shade 2, is
 * made only as much darker than shade 1 as that text still reads on, so the text itself keeps
 * its colour, and links drawn in it still stand apart from black text), its text colour
 * (`c="green"`: shade `primaryShade` on white) and its filled variant (white on shade
 * `primaryShade`, and on a darker shade when hovered).
 */
export function readableColorVariables(
  name: string,
  shades: MantineColorsTuple,
  primaryShade: number,
): Record<string, string> {
  const white = '#ffffff';
  const variables: Record<string, string> = {};
  const [shade, darkest] = [shades[primaryShade]!.toLowerCase(), shades[9].toLowerCase()];
  const lightColor = readableOn(darkest, [shades[1]]);
  if (lightColor !== darkest) variables[`--mantine-color-${name}-light-color`] = lightColor;
  if (contrastRatio(lightColor, shades[2]) < AA_CONTRAST) {
    let hover = shades[1].toLowerCase();
    for (let amount = 0.1; amount < 1; amount += 0.1) {
      const candidate = mix(shades[1], shades[2], amount);
      if (contrastRatio(lightColor, candidate) < AA_CONTRAST) break;
      hover = candidate;
    }
    variables[`--mantine-color-${name}-light-hover`] = hover;
  }
  const onWhite = readableOn(shade, [white]);
  if (onWhite !== shade) {
    variables[`--mantine-color-${name}-text`] = onWhite;
    variables[`--mantine-color-${name}-filled`] = onWhite;
    variables[`--mantine-color-${name}-filled-hover`] = darken(onWhite, 0.1);
  }
  return variables;
}
