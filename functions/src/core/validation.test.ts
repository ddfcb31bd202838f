import { describe, expect, it } from 'vitest';
import * as z from 'zod';

import { parseInput } from './validation.ts';

describe('parseInput', () => {
  const Schema = z.object({
    name: z.string().trim().min(1).max(5),
    email: z.email(),
    password: z.string().min(6),
    age: z.number().optional(),
  });

  it('returns the parsed value', () => {
    // Prepare
    const input = { name: ' Ann ', email: 'a@example.org', password: 'secret' };
    // Act
    const parsed = parseInput(Schema, input);
    // Assess
    expect(parsed).toEqual({ name: 'Ann', email: 'a@example.org', password: 'secret' });
  });

  it('refuses with input.invalid and one code per field', () => {
    // Prepare
    const input = { name: 'Annabel', password: 'short', age: 'old' };
    // Act
    const parse = () => parseInput(Schema, input);
    // Assess
    expect(parse).toThrow(
      expect.objectContaining({
        code: 'input.invalid',
        fieldErrors: { name: 'tooLong', email: 'required', password: 'tooShort', age: 'invalid' },
      }),
    );
  });

  it('calls a blank required text required', () => {
    // Prepare
    const input = { name: '   ', email: 'not-an-email', password: 'secret' };
    // Act
    const parse = () => parseInput(Schema, input);
    // Assess
    expect(parse).toThrow(expect.objectContaining({ fieldErrors: { name: 'required', email: 'invalid' } }));
  });

  it('refuses text that is not Unicode (a lone surrogate) as invalid, wherever it is', () => {
    // Prepare
    const Tags = z.object({ meetingID: z.string(), tags: z.array(z.string()) });
    const input = { meetingID: 'm1', tags: ['north', 'a\ud800b', '\udc00'] };
    // Act
    const parse = () => parseInput(Tags, input);
    // Assess
    expect(parse).toThrow(
      expect.objectContaining({
        code: 'input.invalid',
        fieldErrors: { 'tags.1': 'invalid', 'tags.2': 'invalid' },
      }),
    );
    expect(parseInput(Tags, { meetingID: 'm1', tags: ['𝄞 music', '😀'] }).tags).toEqual(['𝄞 music', '😀']);
  });
});
