/** Spec 01 §9: a link's QR code is a 1024-pixel PNG at error correction level L. */
export const QR_SIZE_PX = 1024;
export const QR_ERROR_CORRECTION = 'L' as const;
/** Light modules around the code, as the QR standard asks, so phones read it off a page. */
export const QR_MARGIN_MODULES = 4;

/**
 * Where each module boundary falls on an image `px` wide holding `count` modules: whole pixels, first 0, last
 * `px`, so the image is exactly `px` wide whatever the module count (scaling alone would round it down).
 */
export function moduleEdges(count: number, px: number): number[] {
  return Array.from({ length: count + 1 }, (_, index) => Math.round((index * px) / count));
}

/**
 * Draws the QR code of `text` on a canvas and returns it as a PNG data URL. `qrcode` is loaded on demand, so it
 * stays out of the entry bundle.
 */
export async function qrCodePng(text: string): Promise<string> {
  const { create } = await import('qrcode');
  const { modules } = create(text, { errorCorrectionLevel: QR_ERROR_CORRECTION });
  const count = modules.size + QR_MARGIN_MODULES * 2;
  const edges = moduleEdges(count, QR_SIZE_PX);
  const canvas = document.createElement('canvas');
  canvas.width = QR_SIZE_PX;
  canvas.height = QR_SIZE_PX;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, QR_SIZE_PX, QR_SIZE_PX);
  context.fillStyle = '#000000';
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      if (!modules.get(row, column)) continue;
      const x = edges[column + QR_MARGIN_MODULES]!;
      const y = edges[row + QR_MARGIN_MODULES]!;
      context.fillRect(
        x,
        y,
        edges[column + QR_MARGIN_MODULES + 1]! - x,
        edges[row + QR_MARGIN_MODULES + 1]! - y,
      );
    }
  }
  return canvas.toDataURL('image/png');
}

/** Makes the browser download a URL under a file name. */
export function downloadUrl(url: string, fileName: string) {
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}
