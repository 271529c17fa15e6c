import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { defaultUiMessages } from '../src/messages/defaultUiMessages';

// The registry of every text is filled by the components themselves (interface merging), so it
// imports none of them: a registry importing every component's texts while every component
// imports the registry's hook was a circle of imports, type-only but a circle all the same.

describe('the texts registry', () => {
  it('imports no component', () => {
    const source = readFileSync(new URL('../src/messages/UiMessages.ts', import.meta.url), 'utf8');
    expect(source.match(/^import .*$/gm) ?? []).toEqual([]);
  });

  it('still names every component that shows words', () => {
    // defaultUiMessages is typed as the whole registry: a component whose declaration went
    // missing would leave it with a key too many (a type error) and this list one short.
    expect(Object.keys(defaultUiMessages)).toHaveLength(50);
  });
});
