import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parseReliability, ScoringEditor } from './scoring-editor';

describe('parseReliability', () => {
  it('reads 0 to 1, a comma decimal point too; empty clears; anything else is refused', () => {
    expect(parseReliability('0.85')).toBe(0.85);
    expect(parseReliability(' 0,9 ')).toBe(0.9);
    expect(parseReliability('1')).toBe(1);
    expect(parseReliability('')).toBeNull();
    expect(parseReliability('1.2')).toBeUndefined();
    expect(parseReliability('-0.1')).toBeUndefined();
    expect(parseReliability('high')).toBeUndefined();
  });
});

describe('ScoringEditor', () => {
  it('shows a read-only catalogue copy’s direction, α and its source', () => {
    // Act
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ScoringEditor
          questionnaireId="q"
          readOnly
          target={{ kind: 'question', id: 'phq9-1', direction: 'lower' }}
          reliability={0.89}
          reliabilitySource="Kroenke, Spitzer and Williams (2001)"
        />
      </QueryClientProvider>,
    );

    // Assess
    expect(screen.getByText('Direction: Worse (lower is better)')).toBeTruthy();
    expect(screen.getByText("Reliability (Cronbach's α): 0.89")).toBeTruthy();
    expect(screen.getByText('Source: Kroenke, Spitzer and Williams (2001)')).toBeTruthy();
  });
});
