import { fireEvent, render, screen } from '@testing-library/react';
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
