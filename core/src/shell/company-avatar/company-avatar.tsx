import { useUnit } from 'effector-react';
import { useId, useState } from 'react';
import { companyPictureUrl } from '../../contracts/account';
import { useT } from '../../i18n/runtime';
import { cx, focusRing } from '../../ui';
import { CameraIcon } from './icons';
import { avatarText } from './initials';
import { $pictureEditOwner, $pictureOverrides, pictureEditClosed, pictureEditOpened } from './model';
import { PictureEditDialog } from './picture-edit-dialog';

export interface CompanyAvatarProps {
  ftgId: string;
  name: string;
  /** the all-zero id (or '') means no picture */
  pictureId: string;
  /** px */
  size?: number;
  /** show the camera button that opens the picture edit dialog (company administrators and up, spec §2) */
  canEdit?: boolean;
  /** name the avatar for assistive technology when no visible text names the company beside it */
  label?: string;
  className?: string;
}

/** Spec §2: the company picture, else the initials of the name, else the first two letters of the company id. */
export function CompanyAvatar({ ftgId, name, pictureId, size = 40, canEdit = false, label, className }: CompanyAvatarProps) {
  const t = useT();
  const owner = `avatar-${useId()}`;
  const [overrides, editOwner, open, close] = useUnit([$pictureOverrides, $pictureEditOwner, pictureEditOpened, pictureEditClosed]);
  const effective = overrides[ftgId] ?? pictureId;
  const url = companyPictureUrl(ftgId, effective);
  // a picture that fails to load (deleted meanwhile, offline) falls back to the initials
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const showPicture = url !== null && failedUrl !== url;

  return (
    <span className={cx('relative inline-flex shrink-0', className)} style={{ width: size, height: size }}>
      <span
        role={label ? 'img' : undefined}
        aria-label={label}
        aria-hidden={label ? undefined : true}
        data-testid="company-avatar"
        style={{ fontSize: Math.max(11, Math.round(size * 0.38)) }}
        className="flex size-full items-center justify-center overflow-hidden rounded-full bg-primary-soft font-semibold text-primary select-none"
      >
        {showPicture ? (
          <img src={url} alt="" width={size} height={size} className="size-full object-cover" onError={() => setFailedUrl(url)} />
        ) : (
          avatarText(name, ftgId)
        )}
      </span>
      {canEdit && (
        <>
          {/* the edit overlay: the whole avatar is the (at least 44 px) target, a camera badge marks it */}
          <button
            type="button"
            aria-label={t('shell.picture.edit', { name })}
            onClick={() => open(owner)}
            className={cx('group absolute top-1/2 left-1/2 size-11 -translate-x-1/2 -translate-y-1/2 rounded-full', focusRing)}
          >
            <span
              aria-hidden="true"
              className="absolute -right-0.5 -bottom-0.5 flex size-[18px] items-center justify-center rounded-full bg-primary text-on-primary ring-2 ring-surface group-hover:scale-110"
            >
              <CameraIcon className="size-3" />
            </span>
          </button>
          <PictureEditDialog open={editOwner === owner} onClose={() => close()} hasPicture={url !== null} circularStencil maxWidth={512} maxHeight={512} />
        </>
      )}
    </span>
  );
}
