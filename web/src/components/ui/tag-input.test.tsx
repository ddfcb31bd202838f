import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TagInput } from './tag-input';

describe('TagInput', () => {
  it('keeps a tag over 50 characters in the box, says why, and adds it once shortened', () => {
    // Prepare
    const onChange = vi.fn();
    render(<TagInput label="Tags" value={[]} onChange={onChange} suggestions={[]} />);
    const input = screen.getByRole('combobox', { name: 'Tags' });

    // Act
    fireEvent.change(input, { target: { value: 'y'.repeat(51) } });
    fireEvent.keyDown(input, { key: 'Enter' });

    // Assess
    const message = screen.getByRole('alert');
    expect(message.textContent).toBe('Tags can be at most 50 characters. Please shorten this one.');
    expect(input.getAttribute('aria-describedby')).toContain(message.id);
    expect(screen.getByRole('button', { name: 'Add tag' })).toHaveProperty('disabled', true);
    expect((input as HTMLInputElement).value).toBe('y'.repeat(51));
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: 'y'.repeat(50) } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith(['y'.repeat(50)]);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

function Stateful({ initial, suggestions }: { initial: string[]; suggestions: string[] }) {
  const [tags, setTags] = useState(initial);
  return <TagInput label="Tags" value={tags} onChange={setTags} suggestions={suggestions} />;
}

describe('TagInput focus and announcements', () => {
  it('keeps focus among the chips as they are removed, then in the input, and says what went', async () => {
    // Prepare
    render(<Stateful initial={['north', 'south']} suggestions={[]} />);
    const north = screen.getByRole('button', { name: 'Remove tag north' });
    act(() => north.focus());
    // Act
    fireEvent.click(north);
    // Assess
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove tag south' })),
    );
    expect(screen.getByRole('status').textContent).toBe('Removed north');
    // Act
    fireEvent.click(screen.getByRole('button', { name: 'Remove tag south' }));
    // Assess
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Tags' })));
    expect(screen.getByRole('status').textContent).toBe('Removed south');
  });

  it('keeps focus among the suggestions as they are added, and says what was added', async () => {
    // Prepare
    render(<Stateful initial={[]} suggestions={['east', 'west']} />);
    const east = screen.getByRole('button', { name: 'Add tag east' });
    act(() => east.focus());
    // Act
    fireEvent.click(east);
    // Assess
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add tag west' })),
    );
    expect(screen.getByRole('status').textContent).toBe('Added east');
    expect(screen.getByRole('button', { name: 'Remove tag east' })).toBeTruthy();
  });

  it('goes back to the input after the plus button adds the typed tag', async () => {
    // Prepare
    render(<Stateful initial={[]} suggestions={[]} />);
    const input = screen.getByRole('combobox', { name: 'Tags' });
    fireEvent.change(input, { target: { value: 'centre' } });
    const plus = screen.getByRole('button', { name: 'Add tag' });
    act(() => plus.focus());
    // Act
    fireEvent.click(plus);
    // Assess
    await waitFor(() => expect(document.activeElement).toBe(input));
    expect(screen.getByRole('status').textContent).toBe('Added centre');
  });
});
