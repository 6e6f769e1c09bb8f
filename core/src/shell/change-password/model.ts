import { createEvent, createStore, sample } from 'effector';
import { isApiError, type ApiError } from '../../api/api-error';
import { createEndpointAction } from '../../api/endpoint-action';
import { account, type ChangePasswordBody } from '../../contracts/account';
import { $locale, translate } from '../../i18n/runtime';
import { loggedOut } from '../../session/model';
import { snackbarShown } from '../../snackbar/model';

export const changePasswordOpened = createEvent();
export const changePasswordClosed = createEvent();
export const changePasswordSubmitted = createEvent<ChangePasswordBody>();
/** the user edited a field: a server error about it is no longer current */
export const changePasswordEdited = createEvent();

/** not silent: the catalogue shows the server's message (wrong current password, too many attempts) in the error snackbar */
export const changePasswordMutation = createEndpointAction(account.changePassword, { name: 'account.changePassword' });

export const $changePasswordOpen = createStore(false)
  .on(changePasswordOpened, () => true)
  .reset(changePasswordClosed, changePasswordMutation.finished.success, loggedOut);
export const $changePasswordSaving = changePasswordMutation.$pending;

/** the server's field error (e.g. the current password is wrong), shown on that field */
export const $changePasswordServerError = createStore<{ field: string; message: string } | null>(null).reset(
  changePasswordOpened,
  changePasswordClosed,
  changePasswordEdited,
  changePasswordSubmitted,
);

sample({ clock: changePasswordSubmitted, fn: (body) => ({ body }), target: changePasswordMutation.start });
sample({
  clock: changePasswordMutation.finished.failure,
  filter: ({ error }) => isApiError(error) && typeof error.field === 'string' && error.message !== '',
  fn: ({ error }) => ({ field: (error as ApiError).field!, message: (error as ApiError).message }),
  target: $changePasswordServerError,
});
sample({
  clock: changePasswordMutation.finished.success,
  source: $locale,
  fn: (l) => ({ text: translate(l, 'shell.changePassword.saved'), color: 'success' as const }),
  target: snackbarShown,
});
