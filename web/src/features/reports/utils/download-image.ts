/** Spec 02 §2: the downloaded chart's file name. */
export const IMAGE_FILE_NAME = 'ripple-chart.png';

/**
 * Saves the one chart drawn in `container` as a PNG on white. Fails unless exactly one chart (SVG) is inside,
 * as the spec's "exactly one canvas" rule.
 */
export async function downloadChartImage(container: HTMLElement, fileName: string = IMAGE_FILE_NAME) {
  const svgs = [...container.querySelectorAll('svg')].filter((svg) => !svg.parentElement?.closest('svg'));
  if (svgs.length !== 1) throw new Error(`Expected one chart, found ${svgs.length}`);
  const svg = svgs[0]!;
  const { width, height } = svg.getBoundingClientRect();
  const clone = svg.cloneNode(true) as SVGSVGElement;
  clone.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  clone.setAttribute('width', String(width));
  clone.setAttribute('height', String(height));
  const source = new XMLSerializer().serializeToString(clone);
  const url = URL.createObjectURL(new Blob([source], { type: 'image/svg+xml;charset=utf-8' }));
  try {
    const image = new Image();
    await new Promise<void>((resolve, reject) => {
      image.onload = () => resolve();
      image.onerror = () => reject(new Error('The chart could not be drawn'));
      image.src = url;
    });
    const scale = 2;
    const canvas = document.createElement('canvas');
    canvas.width = Math.ceil(width * scale);
    canvas.height = Math.ceil(height * scale);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No canvas');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.scale(scale, scale);
    context.drawImage(image, 0, 0, width, height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    if (!blob) throw new Error('No image');
    const link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(link.href), 1_000);
  } finally {
    URL.revokeObjectURL(url);
  }
}
