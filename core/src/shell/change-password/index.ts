export { ChangePasswordDialog } from './view';
export { KeyIcon } from './icons';
export {
  changePasswordOpened,
  changePasswordClosed,
  changePasswordSubmitted,
  changePasswordMutation,
  $changePasswordOpen,
  $changePasswordSaving,
  $changePasswordServerError,
} from './model';
