import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Loader } from './loader';

describe('Loader', () => {
  it('shows the failure when loading failed and nothing was loaded', () => {
    // Act
    render(
      <Loader loading={false} error={new Error('network')} entity="questionnaire">
        <p>content</p>
      </Loader>,
    );
    // Assess
    expect(screen.getByText(/Failed to load questionnaire/)).toBeTruthy();
    expect(screen.queryByText('content')).toBeNull();
  });

  it('keeps the content when a later fetch fails while the data is there', () => {
    // Act
    render(
      <Loader loading={false} error={new Error('network')} data={{ id: 'q1' }} entity="questionnaire">
        <p>content</p>
      </Loader>,
    );
    // Assess
    expect(screen.getByText('content')).toBeTruthy();
    expect(screen.queryByText(/Failed to load/)).toBeNull();
  });

  it('shows a spinner while loading', () => {
    // Act
    render(
      <Loader loading entity="questionnaire">
        <p>content</p>
      </Loader>,
    );
    // Assess
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(screen.queryByText('content')).toBeNull();
  });

  it("takes a query's state: a failed refetch of a query that has data keeps the content", () => {
    // Act
    render(
      <Loader
        query={{ isPending: false, error: new Error('network'), data: { id: 'q1' } }}
        entity="questionnaire"
      >
        <p>content</p>
      </Loader>,
    );
    // Assess
    expect(screen.getByText('content')).toBeTruthy();
    expect(screen.queryByText(/Failed to load/)).toBeNull();
  });

  it("takes a query's state: a pending query shows the spinner, a failed one with no data the failure", () => {
    // Act
    const { rerender } = render(
      <Loader query={{ isPending: true, error: null, data: undefined }} entity="questionnaire">
        <p>content</p>
      </Loader>,
    );
    // Assess
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    // Act
    rerender(
      <Loader
        query={{ isPending: false, error: new Error('network'), data: undefined }}
        entity="questionnaire"
      >
        <p>content</p>
      </Loader>,
    );
    // Assess
    expect(screen.getByText(/Failed to load questionnaire/)).toBeTruthy();
    expect(screen.queryByText('content')).toBeNull();
  });
});
