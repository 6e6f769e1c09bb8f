import { useUnit } from 'effector-react';
import { useState } from 'react';
import { $locale, useT } from '../../i18n/runtime';
import { snackbarShown } from '../../snackbar/model';
import { Button, Dialog, FileUpload } from '../../ui';
import { formatRuleFailure, validateValue } from '../../validation';
import { COMPANY_PICTURE_HINT_MAX_MB } from '../../validation/files';
import { CropArea } from './crop-area';
import { initialCrop, viewportFor, type Crop, type Size } from './crop-geometry';
import { $pictureBusy, pictureDeleteRequested, pictureSaveRequested } from './model';
import { exportPicture, loadImage } from './picture-export';
import { companyPictureFile } from './picture-file';

export interface PictureEditDialogProps {
  open: boolean;
  onClose: () => void;
  /** a picture exists, so Delete is offered */
  hasPicture: boolean;
  /** crop with a round stencil (spec §2 option) */
  circularStencil?: boolean;
  /** the stored picture is at most this wide and high (spec §2 options) */
  maxWidth?: number;
  maxHeight?: number;
}

/** the crop area's longer side in CSS px: fits a 390 px phone inside the dialog's margins */
const VIEW_SIDE = 240;
const ACCEPT = 'image/png,image/jpeg,image/heic,image/heif,image/bmp,.png,.jpg,.jpeg,.jfif,.heic,.heif,.bmp';

interface Loaded {
  file: File;
  image: HTMLImageElement;
  size: Size;
}

/** Spec §2: Upload button, crop area, Cancel, Delete (only with a picture) and Save (only with a valid file). */
export function PictureEditDialog({ open, onClose, hasPicture, circularStencil = false, maxWidth = 512, maxHeight = 512 }: PictureEditDialogProps) {
  const t = useT();
  const busy = useUnit($pictureBusy);
  return (
    <Dialog open={open} onClose={onClose} busy={busy} title={t('shell.picture.title')}>
      {open && <PictureEditForm onClose={onClose} hasPicture={hasPicture} circular={circularStencil} max={{ width: maxWidth, height: maxHeight }} />}
    </Dialog>
  );
}

function PictureEditForm({ onClose, hasPicture, circular, max }: { onClose: () => void; hasPicture: boolean; circular: boolean; max: Size }) {
  const t = useT();
  const [busy, locale, save, remove, notify] = useUnit([$pictureBusy, $locale, pictureSaveRequested, pictureDeleteRequested, snackbarShown]);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [crop, setCrop] = useState<Crop | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [encoding, setEncoding] = useState(false);
  const view = viewportFor(max, VIEW_SIDE);

  const fail = (text: string) => {
    setError(text);
    notify({ text, color: 'error' });
  };

  const choose = (file: File | null) => {
    setLoaded(null);
    setCrop(null);
    setError(undefined);
    if (!file) return;
    const problem = validateValue(file, [companyPictureFile]);
    if (problem) return fail(formatRuleFailure(problem, locale));
    loadImage(file).then(
      (image) => {
        const size = { width: image.naturalWidth, height: image.naturalHeight };
        setLoaded({ file, image, size });
        setCrop(initialCrop(view, size));
      },
      () => fail(t('shell.picture.unreadable')),
    );
  };

  const submit = async () => {
    if (!loaded || !crop || busy || encoding) return;
    setEncoding(true);
    try {
      save(await exportPicture({ image: loaded.image, imageSize: loaded.size, sourceType: loaded.file.type, view, crop, max, circular }));
    } catch {
      fail(t('shell.picture.unreadable'));
    } finally {
      setEncoding(false);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <FileUpload
        id="company-picture-file"
        label={t('shell.picture.file')}
        file={loaded?.file ?? null}
        onFileChange={choose}
        accept={ACCEPT}
        error={error}
        hint={t('shell.picture.hint', { maxMb: COMPANY_PICTURE_HINT_MAX_MB })}
        disabled={busy}
      />
      {loaded && crop ? (
        <CropArea image={loaded.image} imageSize={loaded.size} view={view} crop={crop} onCropChange={setCrop} circular={circular} disabled={busy} />
      ) : (
        <p className="rounded-control border border-dashed border-border px-4 py-8 text-center text-sm text-muted">{t('shell.picture.chooseFirst')}</p>
      )}
      <div className="flex flex-wrap items-center justify-end gap-2 pt-1">
        {hasPicture && (
          <Button variant="danger" onClick={() => remove()} disabled={busy} className="mr-auto">
            {t('shell.picture.delete')}
          </Button>
        )}
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          {t('shell.picture.cancel')}
        </Button>
        <Button variant="primary" onClick={() => void submit()} busy={busy || encoding} disabled={!loaded || !crop}>
          {t('shell.picture.save')}
        </Button>
      </div>
    </div>
  );
}
