import { describe, expect, it } from 'vitest';
import { moduleEdges, QR_SIZE_PX } from './qr-code';

describe('QR code edges', () => {
  it('spans exactly 1024 pixels for every module count, in whole, growing pixels', () => {
    // Prepare: versions 1 to 40 with a 4-module margin each side
    for (let size = 21; size <= 177; size += 4) {
      // Act
      const edges = moduleEdges(size + 8, QR_SIZE_PX);
      // Assess
      expect(edges[0]).toBe(0);
      expect(edges.at(-1)).toBe(1024);
      expect(
        edges.every((edge, index) => Number.isInteger(edge) && (index === 0 || edge > edges[index - 1]!)),
      ).toBe(true);
    }
  });
});
