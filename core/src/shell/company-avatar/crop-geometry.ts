/**
 * The crop area's arithmetic, free of the DOM. The image is drawn at
 * `scale` CSS pixels per image pixel with its top-left corner at (x, y) in
 * the viewport; it always covers the whole viewport.
 */
export interface Size {
  width: number;
  height: number;
}
export interface Crop {
  zoom: number;
  x: number;
  y: number;
}
export interface SourceRect {
  sx: number;
  sy: number;
  sw: number;
  sh: number;
}

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 4;

/** the smallest scale at which the image covers the viewport */
export function coverScale(view: Size, image: Size): number {
  return Math.max(view.width / image.width, view.height / image.height);
}

export function scaleOf(view: Size, image: Size, zoom: number): number {
  return coverScale(view, image) * zoom;
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** keep the image covering the viewport: no empty strip on any side */
export function clampCrop(view: Size, image: Size, crop: Crop): Crop {
  const zoom = clamp(crop.zoom, MIN_ZOOM, MAX_ZOOM);
  const s = scaleOf(view, image, zoom);
  return {
    zoom,
    x: clamp(crop.x, view.width - image.width * s, 0),
    y: clamp(crop.y, view.height - image.height * s, 0),
  };
}

/** the whole image, centred, at the smallest zoom */
export function initialCrop(view: Size, image: Size): Crop {
  const s = scaleOf(view, image, MIN_ZOOM);
  return { zoom: MIN_ZOOM, x: (view.width - image.width * s) / 2, y: (view.height - image.height * s) / 2 };
}

export function moveCrop(view: Size, image: Size, crop: Crop, dx: number, dy: number): Crop {
  return clampCrop(view, image, { ...crop, x: crop.x + dx, y: crop.y + dy });
}

/** zoom about the viewport's centre, so the part in the middle stays in the middle */
export function zoomCrop(view: Size, image: Size, crop: Crop, zoom: number): Crop {
  const before = scaleOf(view, image, crop.zoom);
  const z = clamp(zoom, MIN_ZOOM, MAX_ZOOM);
  const after = scaleOf(view, image, z);
  const cx = (view.width / 2 - crop.x) / before;
  const cy = (view.height / 2 - crop.y) / before;
  return clampCrop(view, image, { zoom: z, x: view.width / 2 - cx * after, y: view.height / 2 - cy * after });
}

/** the part of the image (in image pixels) that the viewport shows */
export function sourceRect(view: Size, image: Size, crop: Crop): SourceRect {
  const s = scaleOf(view, image, crop.zoom);
  return { sx: -crop.x / s, sy: -crop.y / s, sw: view.width / s, sh: view.height / s };
}

/**
 * The stored picture's size: the viewport's aspect, no larger than max width and
 * height, and never scaled up beyond the pixels the crop really has.
 */
export function outputSize(view: Size, rect: SourceRect, max: Size): Size {
  const aspect = view.width / view.height;
  let width = Math.min(max.width, Math.round(rect.sw));
  let height = Math.round(width / aspect);
  if (height > max.height) {
    height = max.height;
    width = Math.round(height * aspect);
  }
  return { width: Math.max(1, width), height: Math.max(1, height) };
}

/** the viewport for a maximum width and height: `side` wide (or high), same aspect */
export function viewportFor(max: Size, side: number): Size {
  return max.width >= max.height
    ? { width: side, height: Math.round((side * max.height) / max.width) }
    : { width: Math.round((side * max.width) / max.height), height: side };
}
