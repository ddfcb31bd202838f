import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Toast, ToastRegion } from './toast';

describe('Toast', () => {
  it('keeps a countdown out of the announcements: a timer, never live, beside the announced text', () => {
    // Act
    const { rerender } = render(
      <ToastRegion label="Notifications">
        <Toast countdown="60 seconds left">Your session is about to expire.</Toast>
      </ToastRegion>,
    );
    rerender(
      <ToastRegion label="Notifications">
        <Toast countdown="59 seconds left">Your session is about to expire.</Toast>
      </ToastRegion>,
    );
    // Assess
    const region = screen.getByRole('status');
    const timer = within(region).getByRole('timer');
    expect(timer.textContent).toBe('59 seconds left');
    expect(timer.getAttribute('aria-live')).toBe('off');
    expect(region.textContent).toBe('Your session is about to expire. 59 seconds left');
  });
});
