import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LikertSlider } from './likert-slider';

/** WHO-5's labels: every point of 0–5 has one (functions/src/domains/catalogue/data/who5.ts). */
const WHO5 = [
  'At no time',
  'Some of the time',
  'Less than half of the time',
  'More than half of the time',
  'Most of the time',
  'All of the time',
].map((label, value) => ({ value, label }));

function renderSlider(leftValue: number, rightValue: number, labels: { value: number; label: string }[]) {
  return render(
    <LikertSlider
      id="s"
      labelledBy="q"
      leftValue={leftValue}
      rightValue={rightValue}
      labels={labels}
      value={3}
      onChange={() => undefined}
    />,
  );
}

/** The texts of each item of the slider's lists (hidden from screen readers, so found by tag). */
const items = (container: HTMLElement, list: 'ol' | 'ul') =>
  [...container.querySelectorAll(`${list} > li`)].map((item) =>
    [...item.querySelectorAll('span')].map((span) => span.textContent).filter(Boolean),
  );

describe('LikertSlider', () => {
  it('lists the labels one per line, value then label, when points between the ends have one', () => {
    // Act
    const { container } = renderSlider(0, 5, WHO5);
    // Assess
    expect(items(container, 'ul')).toEqual(WHO5.map(({ value, label }) => [String(value), label]));
    expect(items(container, 'ol')).toEqual(['0', '1', '2', '3', '4', '5'].map((value) => [value]));
    expect(container.querySelector('ul > li:nth-child(4)')?.className).toMatch(/markSelected/);
    expect(screen.getByRole('slider').getAttribute('aria-valuetext')).toBe('3: More than half of the time');
  });

  it('sets two end labels apart at the ends, with no list', () => {
    // Act
    const { container } = renderSlider(1, 5, [
      { value: 1, label: 'Never' },
      { value: 5, label: 'Always' },
    ]);
    // Assess
    expect(container.querySelector('ul')).toBeNull();
    const ends = [...container.querySelectorAll('p')].at(-1)!;
    expect(within(ends).getByText('Never')).toBeTruthy();
    expect(within(ends).getByText('Always')).toBeTruthy();
  });

  it('marks only the end values of a scale of more than 11 points (0–100 would draw 101)', () => {
    // Act
    const { container } = renderSlider(0, 100, [
      { value: 0, label: 'Not at all' },
      { value: 100, label: 'Completely' },
    ]);
    // Assess
    expect(container.querySelector('ol')).toBeNull();
    expect([...container.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      '0100',
      'Not at allCompletely',
    ]);
    expect(screen.getByRole('slider').getAttribute('max')).toBe('100');
  });
});
