import { DEFAULT_THEME, Menu, Modal } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AA_CONTRAST, contrastRatio } from './contrast';
import { CLOSE_DIALOG_LABEL, Providers } from './providers';

/**
 * The CSS custom properties the app's providers declare for the light colour scheme: those of
 * `:root`, overridden by those of the light scheme's block.
 */
function lightVariables(): Map<string, string> {
  const html = renderToStaticMarkup(
    <Providers>
      <span />
    </Providers>,
  );
  const variables = new Map<string, string>();
  for (const [, selector = '', body = ''] of html.matchAll(/([^{}<>]+)\{([^{}]*)\}/g)) {
    if (selector.trim() !== ':root, :host' && !selector.includes('color-scheme="light"')) continue;
    for (const declaration of body.split(';')) {
      const colon = declaration.indexOf(':');
      if (colon > 0) variables.set(declaration.slice(0, colon).trim(), declaration.slice(colon + 1).trim());
    }
  }
  return variables;
}

/**
 * Mantine's own light-scheme value of a palette variable (with primaryShade 8), for those the
 * rendered style leaves out because the app keeps Mantine's default.
 */
function mantineDefault(name: string): string | undefined {
  const match = /^--mantine-color-([a-z]+)-(light-color|light-hover|light|text|filled-hover|filled|\d)$/.exec(name);
  if (!match) return name === '--mantine-color-white' ? '#fff' : undefined;
  const [, color = '', role = ''] = match;
  const shades = DEFAULT_THEME.colors[color];
  const shade = { 'light-color': 9, 'light-hover': 2, light: 1, 'filled-hover': 9, filled: 8 }[role];
  if (role === 'text') return `var(--mantine-color-${color}-filled)`;
  return shades?.[shade ?? Number(role)];
}

/** A variable's colour, following `var(--…)` references to the `#rrggbb` value they end at. */
function colorOf(variables: Map<string, string>, name: string): string {
  let value = variables.get(name) ?? mantineDefault(name) ?? '';
  for (let ref = /^var\((--[\w-]+)\)$/.exec(value); ref; ref = /^var\((--[\w-]+)\)$/.exec(value)) {
    value = variables.get(ref[1]!) ?? mantineDefault(ref[1]!) ?? '';
  }
  if (value === '#fff') return '#ffffff';
  expect(value, name).toMatch(/^#[0-9a-f]{6}$/i);
  return value;
}

describe('the app theme', () => {
  it('writes error messages in red-8, which reads at AA contrast on white (red-6 did not)', () => {
    expect(lightVariables().get('--mantine-color-error')).toBe('var(--mantine-color-red-8)');
  });

  it('draws every palette colour’s light variant, text and fill at AA contrast, hovered too', () => {
    const variables = lightVariables();
    const failing: string[] = [];
    const check = (text: string, background: string) => {
      const ratio = contrastRatio(colorOf(variables, text), colorOf(variables, background));
      if (ratio < AA_CONTRAST) failing.push(`${text} on ${background}: ${ratio.toFixed(2)}`);
    };
    for (const name of Object.keys(DEFAULT_THEME.colors)) {
      const color = `--mantine-color-${name}`;
      check(`${color}-light-color`, `${color}-light`);
      check(`${color}-light-color`, `${color}-light-hover`);
      check(`${color}-text`, `--mantine-color-white`);
      check(`--mantine-color-white`, `${color}-filled`);
      check(`--mantine-color-white`, `${color}-filled-hover`);
    }
    expect(failing).toEqual([]);
  });

  it('names the close button of every dialog', () => {
    const html = renderToStaticMarkup(
      <Providers>
        <Modal opened onClose={() => undefined} title="Delete this saved search?" withinPortal={false}>
          Gone for good.
        </Modal>
      </Providers>,
    );
    expect(html).toMatch(new RegExp(`<button[^>]*aria-label="${CLOSE_DIALOG_LABEL}"`));
  });

  it('draws dimmed text and placeholders in gray-7, which reads at WCAG AA contrast on white (gray-6 did not)', () => {
    const variables = lightVariables();
    expect(variables.get('--mantine-color-dimmed')).toBe('var(--mantine-color-gray-7)');
    expect(variables.get('--mantine-color-placeholder')).toBe('var(--mantine-color-gray-7)');
  });

  it('fills buttons and colours links with indigo-8, on which white text reads at AA contrast (indigo-6 did not)', () => {
    const variables = lightVariables();
    expect(variables.get('--mantine-primary-color-filled')).toBe('var(--mantine-color-indigo-filled)');
    expect(variables.get('--mantine-color-indigo-filled')).toBe('var(--mantine-color-indigo-8)');
    expect(variables.get('--mantine-color-anchor')).toBe('var(--mantine-color-indigo-8)');
    expect(variables.get('--mantine-color-red-filled')).toBe('var(--mantine-color-red-8)');
  });

  it('opens a menu holding only its items, without a focusable presentation placeholder', () => {
    const html = renderToStaticMarkup(
      <Providers>
        <Menu defaultOpened withinPortal={false} transitionProps={{ duration: 0 }}>
          <Menu.Target>
            <button type="button">Account</button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item>Profile</Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Providers>,
    );
    expect(html).toMatch(/role="menu"/);
    expect(html).toMatch(/role="menuitem"/);
    expect(html).not.toMatch(/role="presentation"/);
  });
});
