import { combine, createEvent, createStore, sample } from 'effector';
import { createEndpointAction } from '../../api/endpoint-action';
import { account, type PictureUpload } from '../../contracts/account';
import { EMPTY_GUID } from '../../contracts/endpoint';
import { $locale, translate } from '../../i18n/runtime';
import { loggedOut } from '../../session/model';
import { $ftgInfo, $selectedCompanyId } from '../../session/state';
import { snackbarShown } from '../../snackbar/model';

/**
 * The picture edit dialog. Several avatars of one company can be on screen at
 * once (drawer header, company dialog row); the one whose camera button was
 * pressed owns the open dialog, by a key unique to that avatar.
 */
export const pictureEditOpened = createEvent<string>();
export const pictureEditClosed = createEvent();
export const pictureSaveRequested = createEvent<PictureUpload>();
export const pictureDeleteRequested = createEvent();

export const savePictureMutation = createEndpointAction(account.putPicture, { name: 'account.putPicture' });
export const deletePictureMutation = createEndpointAction(account.deletePicture, { name: 'account.deletePicture' });

export const $pictureEditOwner = createStore<string | null>(null)
  .on(pictureEditOpened, (_, owner) => owner)
  .reset(pictureEditClosed, savePictureMutation.finished.success, deletePictureMutation.finished.success, loggedOut);
export const $pictureBusy = combine(savePictureMutation.$pending, deletePictureMutation.$pending, (a, b) => a || b);

/**
 * Picture ids changed in this session, by company: the company list was loaded
 * before the change, and every avatar of the company must show the new picture.
 */
export const $pictureOverrides = createStore<Record<string, string>>({}).reset(loggedOut);

sample({ clock: pictureSaveRequested, fn: (body) => ({ body }), target: savePictureMutation.start });
sample({ clock: pictureDeleteRequested, target: deletePictureMutation.start });

// the picture calls act on the selected company (dv-selected-company)
const pictureChanged = sample({
  clock: [savePictureMutation.finished.success.map(({ result }) => result.Id), deletePictureMutation.finished.success.map(() => EMPTY_GUID)],
  source: $selectedCompanyId,
  filter: (ftgId) => ftgId !== null,
  fn: (ftgId, pictureId) => ({ ftgId: ftgId!, pictureId }),
});
sample({
  clock: pictureChanged,
  source: $pictureOverrides,
  fn: (overrides, { ftgId, pictureId }) => ({ ...overrides, [ftgId]: pictureId }),
  target: $pictureOverrides,
});
sample({
  clock: pictureChanged,
  source: $ftgInfo,
  filter: (info, { ftgId }) => info !== null && info.FtgId === ftgId,
  fn: (info, { pictureId }) => ({ ...info!, PictureId: pictureId }),
  target: $ftgInfo,
});

sample({
  clock: savePictureMutation.finished.success,
  source: $locale,
  fn: (l) => ({ text: translate(l, 'shell.picture.saved'), color: 'success' as const }),
  target: snackbarShown,
});
sample({
  clock: deletePictureMutation.finished.success,
  source: $locale,
  fn: (l) => ({ text: translate(l, 'shell.picture.deleted'), color: 'success' as const }),
  target: snackbarShown,
});
