export { CompanyAvatar, type CompanyAvatarProps } from './company-avatar';
export { PictureEditDialog, type PictureEditDialogProps } from './picture-edit-dialog';
export { avatarText } from './initials';
export {
  pictureEditOpened,
  pictureEditClosed,
  pictureSaveRequested,
  pictureDeleteRequested,
  savePictureMutation,
  deletePictureMutation,
  $pictureEditOwner,
  $pictureBusy,
  $pictureOverrides,
} from './model';
