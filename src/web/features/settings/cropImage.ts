export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('Please select an image'));
    image.src = src;
  });
}

/** Whether the browser really decodes the file as a picture: a text file renamed '.png' has an image type but does not. */
export async function decodesAsImage(src: string): Promise<boolean> {
  try {
    const image = await loadImage(src);
    return image.naturalWidth > 0 && image.naturalHeight > 0;
  } catch {
    return false;
  }
}

/** Draws the cropped area of an image onto a canvas of the output size (148x148, 1440x224) and returns it as a blob. */
export async function cropToBlob(
  src: string,
  area: PixelArea,
  output: { width: number; height: number },
  type: 'image/png' | 'image/jpeg' = 'image/jpeg',
): Promise<Blob> {
  const image = await loadImage(src);
  const canvas = document.createElement('canvas');
  canvas.width = output.width;
  canvas.height = output.height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('Unable to crop the image');
  ctx.imageSmoothingQuality = 'high';
  if (type === 'image/jpeg') {
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, output.width, output.height);
  }
  ctx.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, output.width, output.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('Unable to crop the image'))), type, 0.92),
  );
}
