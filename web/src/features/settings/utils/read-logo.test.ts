import { describe, expect, it } from 'vitest';
import { MAX_LOGO_BYTES, readLogo, sniffLogoType } from './read-logo';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const bytesOf = (text: string) => [...text].map((character) => character.charCodeAt(0));

describe('sniffLogoType', () => {
  it('knows PNG, JPEG and WebP by their first bytes and nothing else', () => {
    expect(sniffLogoType(new Uint8Array(PNG))).toBe('image/png');
    expect(sniffLogoType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffLogoType(new Uint8Array([...bytesOf('RIFF'), 1, 0, 0, 0, ...bytesOf('WEBPVP8 ')]))).toBe(
      'image/webp',
    );
    expect(
      sniffLogoType(new Uint8Array(bytesOf('<svg xmlns="http://www.w3.org/2000/svg"/>'))),
    ).toBeUndefined();
    expect(sniffLogoType(new Uint8Array(bytesOf('GIF89a')))).toBeUndefined();
  });
});

describe('readLogo', () => {
  it('gives a PNG as a data URL of its own type, whatever the file claims', async () => {
    // Act
    const result = await readLogo(new File([new Uint8Array(PNG)], 'logo.jpg', { type: 'image/jpeg' }));
    // Assess
    expect(result).toEqual({
      ok: true,
      dataUrl: `data:image/png;base64,${btoa(String.fromCharCode(...PNG))}`,
    });
  });

  it('refuses an SVG, even one named .png', async () => {
    const svg = new File(['<svg onload="alert(1)"/>'], 'logo.png', { type: 'image/png' });
    expect(await readLogo(svg)).toEqual({ ok: false, error: 'type' });
  });

  it('refuses more than 200 KB and accepts exactly 200 KB', async () => {
    // Prepare
    const justRight = new Uint8Array(MAX_LOGO_BYTES);
    justRight.set(PNG);
    const tooLarge = new Uint8Array(MAX_LOGO_BYTES + 1);
    tooLarge.set(PNG);
    // Act
    const accepted = await readLogo(new Blob([justRight]));
    const refused = await readLogo(new Blob([tooLarge]));
    // Assess
    expect(accepted.ok).toBe(true);
    expect(refused).toEqual({ ok: false, error: 'size' });
  });
});
