import { useEffect, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { useT } from '../../i18n/runtime';
import { cx, focusRing } from '../../ui';
import { MAX_ZOOM, MIN_ZOOM, moveCrop, scaleOf, zoomCrop, type Crop, type Size } from './crop-geometry';

export interface CropAreaProps {
  image: HTMLImageElement;
  imageSize: Size;
  view: Size;
  crop: Crop;
  onCropChange: (crop: Crop) => void;
  /** a round stencil (the avatar's shape) instead of the whole rectangle */
  circular: boolean;
  disabled?: boolean;
}

const KEY_STEP = 10;

/**
 * A hand-written crop area: the image on a canvas, dragged with a pointer or
 * moved with the arrow keys, zoomed with a slider (or + and -). The stencil is
 * a CSS overlay; the canvas only ever draws the image.
 */
export function CropArea({ image, imageSize, view, crop, onCropChange, circular, disabled }: CropAreaProps) {
  const t = useT();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const drag = useRef<{ id: number; x: number; y: number } | null>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return;
    const dpr = window.devicePixelRatio || 1;
    canvas.width = Math.round(view.width * dpr);
    canvas.height = Math.round(view.height * dpr);
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.clearRect(0, 0, view.width, view.height);
    const s = scaleOf(view, imageSize, crop.zoom);
    ctx.drawImage(image, crop.x, crop.y, imageSize.width * s, imageSize.height * s);
  }, [image, imageSize, view, crop]);

  const move = (dx: number, dy: number) => onCropChange(moveCrop(view, imageSize, crop, dx, dy));
  const zoomTo = (zoom: number) => onCropChange(zoomCrop(view, imageSize, crop, zoom));

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (disabled) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = { id: e.pointerId, x: e.clientX, y: e.clientY };
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d || d.id !== e.pointerId) return;
    drag.current = { id: d.id, x: e.clientX, y: e.clientY };
    move(e.clientX - d.x, e.clientY - d.y);
  };
  const onPointerUp = () => {
    drag.current = null;
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (disabled) return;
    const step = e.shiftKey ? KEY_STEP * 4 : KEY_STEP;
    const moves: Record<string, [number, number]> = { ArrowLeft: [step, 0], ArrowRight: [-step, 0], ArrowUp: [0, step], ArrowDown: [0, -step] };
    const m = moves[e.key];
    if (m) move(m[0], m[1]);
    else if (e.key === '+' || e.key === '=') zoomTo(crop.zoom + 0.25);
    else if (e.key === '-') zoomTo(crop.zoom - 0.25);
    else return;
    e.preventDefault();
  };

  return (
    <div className="flex flex-col items-center gap-3">
      <div
        role="group"
        tabIndex={disabled ? -1 : 0}
        aria-label={t('shell.picture.cropArea')}
        data-testid="crop-area"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onKeyDown={onKeyDown}
        style={{ width: view.width, height: view.height }}
        className={cx('relative touch-none overflow-hidden rounded-control bg-surface-2 select-none', disabled ? 'cursor-default' : 'cursor-move', focusRing)}
      >
        <canvas ref={canvasRef} style={{ width: view.width, height: view.height }} aria-hidden="true" />
        {/* the stencil: everything outside it is dimmed */}
        <div
          aria-hidden="true"
          className={cx('pointer-events-none absolute inset-0 border-2 border-white/90', circular && 'rounded-full')}
          style={{ boxShadow: '0 0 0 9999px rgb(0 0 0 / 0.55)' }}
        />
      </div>
      <label className="flex w-full max-w-72 flex-col gap-1 text-sm font-medium text-on-surface">
        {t('shell.picture.zoom')}
        <input
          type="range"
          min={MIN_ZOOM}
          max={MAX_ZOOM}
          step={0.01}
          value={crop.zoom}
          disabled={disabled}
          onChange={(e) => zoomTo(Number(e.target.value))}
          aria-valuetext={`${Math.round(crop.zoom * 100)} %`}
          className={cx('h-11 w-full accent-primary', focusRing)}
        />
      </label>
    </div>
  );
}
