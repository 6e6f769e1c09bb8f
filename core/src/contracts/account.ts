import { Literal, Record as Rec, Static, String as Str, Union } from 'runtypes';
import { password as passwordRule } from '../validation/basic-rules';
import { asConstraint } from '../validation/format';
import type { Role } from './access';
import { defineEndpoint } from './endpoint';
import { OkModel } from './models';

/**
 * Change password and the company picture (issue 3): the wire of
 * POST /api/changepassword and PUT/DELETE/GET /api/ftgpicture (spec §3, §7).
 */

/** Longer passwords add nothing but hashing cost; the cap keeps scrypt's input bounded. */
export const PASSWORD_MAX_LENGTH = 200;
const passwordText = Str.withConstraint(asConstraint(passwordRule())).withConstraint(
  (s) => s.length <= PASSWORD_MAX_LENGTH || `at most ${PASSWORD_MAX_LENGTH} characters`,
);

export const ChangePasswordBodyModel = Rec({ CurrentPassword: passwordText, NewPassword: passwordText });
export type ChangePasswordBody = Static<typeof ChangePasswordBodyModel>;

/** The stored picture types: the crop area always re-encodes to one of these (spec §5 hint: png or jpeg). */
export const PICTURE_TYPES = ['image/png', 'image/jpeg'] as const;
export const PictureTypeModel = Union(Literal('image/png'), Literal('image/jpeg'));
export type PictureType = Static<typeof PictureTypeModel>;
/** spec §5: the company picture hint says at most 5 MB */
export const PICTURE_MAX_BYTES = 5 * 1024 * 1024;
/** base64 of 5 MB is 4/3 as long */
export const PICTURE_MAX_BASE64 = Math.ceil(PICTURE_MAX_BYTES / 3) * 4;

const base64 = Str.withConstraint((s) => s.length > 0 || 'required')
  .withConstraint((s) => s.length <= PICTURE_MAX_BASE64 || 'image too large')
  .withConstraint((s) => (s.length % 4 === 0 && /^[A-Za-z0-9+/]*={0,2}$/.test(s)) || 'base64 without a data: prefix');

export const PictureUploadModel = Rec({ Content: base64, Type: PictureTypeModel });
export type PictureUpload = Static<typeof PictureUploadModel>;
export const PictureIdReplyModel = Rec({ Id: Str });

const guid = Str.withConstraint((s) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(s) || 'a picture id');
const companyId = Str.withConstraint((s) => /^[A-Za-z0-9_-]{1,20}$/.test(s) || 'invalid company id');

/** Company administrators and up may change the company picture (spec §2 canEdit). */
export const PICTURE_EDIT_ROLES: readonly Role[] = ['LIC', 'ADM', 'FTG'];
export function canEditCompanyPicture(role: Role | null | undefined): boolean {
  return role != null && PICTURE_EDIT_ROLES.includes(role);
}

/** `/api/ftgpicture/{FtgId}/{PictureId}`; null for the all-zero (none) or empty id */
export function companyPictureUrl(ftgId: string, pictureId: string): string | null {
  if (!pictureId || /^[0-]+$/.test(pictureId)) return null;
  return `/api/ftgpicture/${encodeURIComponent(ftgId)}/${encodeURIComponent(pictureId)}`;
}

export const account = {
  /** wrong current password: 400 dvCode 40000 field CurrentPassword (a 401 would end the session, spec §8) */
  changePassword: defineEndpoint({
    id: 'account.changePassword',
    method: 'POST',
    path: '/api/changepassword',
    body: ChangePasswordBodyModel,
    reply: OkModel,
    access: { signedIn: true },
  }),
  /** for the selected company (dv-selected-company) */
  putPicture: defineEndpoint({
    id: 'account.putPicture',
    method: 'PUT',
    path: '/api/ftgpicture',
    body: PictureUploadModel,
    reply: PictureIdReplyModel,
    access: { roles: PICTURE_EDIT_ROLES },
    bodyLimit: PICTURE_MAX_BASE64 + 1024,
  }),
  deletePicture: defineEndpoint({
    id: 'account.deletePicture',
    method: 'DELETE',
    path: '/api/ftgpicture',
    reply: OkModel,
    access: { roles: PICTURE_EDIT_ROLES },
  }),
  /** the image itself; any signed-in account with access to that company */
  getPicture: defineEndpoint({
    id: 'account.getPicture',
    method: 'GET',
    path: '/api/ftgpicture/:FtgId/:PictureId',
    params: Rec({ FtgId: companyId, PictureId: guid }),
    reply: Str,
    access: { signedIn: true },
    raw: true,
  }),
} as const;
