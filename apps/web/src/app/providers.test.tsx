import { Menu } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Providers } from './providers';

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

describe('the app theme', () => {
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
