import type { PictureUpload } from '../../contracts/account';
import { outputSize, sourceRect, type Crop, type Size } from './crop-geometry';
import { bytesToBase64, outputType } from './picture-file';

export interface ExportInput {
  image: CanvasImageSource;
  imageSize: Size;
  sourceType: string;
  view: Size;
  crop: Crop;
  max: Size;
  circular: boolean;
}

/** Draws the cropped part at the output size and encodes it as PNG or JPEG (Content in base64). */
export async function exportPicture({ image, imageSize, sourceType, view, crop, max, circular }: ExportInput): Promise<PictureUpload> {
  const rect = sourceRect(view, imageSize, crop);
  const size = outputSize(view, rect, max);
  const type = outputType(sourceType, circular);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('canvas 2d context unavailable');
  if (type === 'image/jpeg') {
    // JPEG has no transparency: a transparent source would otherwise turn black
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, size.width, size.height);
  }
  if (circular) {
    ctx.beginPath();
    ctx.ellipse(size.width / 2, size.height / 2, size.width / 2, size.height / 2, 0, 0, Math.PI * 2);
    ctx.clip();
  }
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(image, rect.sx, rect.sy, rect.sw, rect.sh, 0, 0, size.width, size.height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.9));
  if (!blob) throw new Error('the picture could not be encoded');
  return { Content: bytesToBase64(new Uint8Array(await blob.arrayBuffer())), Type: type };
}

/** Decodes a chosen file; rejects when the browser cannot read it as an image (e.g. HEIC outside Safari). */
export function loadImage(file: Blob): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const img = new Image();
    img.onload = () => {
      URL.revokeObjectURL(url);
      if (img.naturalWidth > 0 && img.naturalHeight > 0) resolve(img);
      else reject(new Error('empty image'));
    };
    img.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('unreadable image'));
    };
    img.src = url;
  });
}
