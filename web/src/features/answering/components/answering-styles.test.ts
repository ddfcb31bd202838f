import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The test environment neither applies CSS modules nor lets them be imported as text, so the file is read.
const css = readFileSync(`${import.meta.dirname}/answering.module.css`, 'utf8');

/** The declarations of `selector`'s own rule (not of rules it is part of a list in). */
function declarations(selector: string): string {
  const rule = new RegExp(`(^|\\n)${selector.replace('.', '\\.')}\\s*\\{([^}]*)\\}`).exec(css);
  return rule?.[2] ?? '';
}

describe('answering.module.css', () => {
  it('keeps the line breaks of instructions and question descriptions', () => {
    expect(declarations('.description')).toMatch(/white-space:\s*pre-wrap/);
  });

  it('keeps each end label to half the width, so the two never overlap on a narrow phone', () => {
    expect(declarations('.scaleEnds > span')).toMatch(/max-width:\s*50%/);
  });
});
