import { account, EMPTY_GUID } from '@lonna/core/contracts';
import { DV_CODES, handle, type EndpointBinding, type HandlerContext } from '@lonna/core/server';
import { audit } from '../../../host/auth/audit';
import type { Db } from '../../../host/db/types';
import { checkUpload, deleteUploads, failUpload, readUpload, storeUpload, uploadHeaders, type UploadsDb } from '../../../services/files';
import type { AccountDeps } from '../deps';

/**
 * PUT/DELETE /api/ftgpicture for the selected company (roles LIC, ADM, FTG by the
 * descriptor's access predicate) and GET /api/ftgpicture/:FtgId/:PictureId.
 * The picture goes through the shared upload mechanism (src/uploads): checked,
 * stored under a generated id, served with Content-Disposition; the same picture
 * again keeps its id. Writes keep their own transaction so the directory cache
 * is dropped only after the new PictureId is committed.
 */
export function pictureEndpoints(deps: AccountDeps): EndpointBinding<Db>[] {
  const writeAndForget = async <T>(ctx: HandlerContext<Db>, work: (trx: UploadsDb) => Promise<T>): Promise<T> => {
    const result = await (ctx.db as unknown as UploadsDb).transaction().execute(work);
    deps.directory.invalidate();
    return result;
  };

  return [
    handle<typeof account.putPicture, Db>(
      account.putPicture,
      async ({ body }, ctx) => {
        const ftgId = ctx.companyId!;
        const checked = checkUpload('picture', { bytes: Buffer.from(body.Content, 'base64'), declaredType: body.Type });
        if (!checked.ok) failUpload(ctx, 'picture', checked);
        const file = (checked as Extract<typeof checked, { ok: true }>).file;
        const Id = await writeAndForget(ctx, async (trx) => {
          const stored = await storeUpload(trx, { ftgId, kind: 'picture', by: ctx.account!.Login, now: deps.now().getTime() }, file);
          // one picture per company: the previous one goes
          await deleteUploads(trx, ftgId, 'picture', stored.id);
          await trx.updateTable('companies').set({ PictureId: stored.id }).where('FtgId', '=', ftgId).execute();
          await audit(
            trx as unknown as Db,
            'picture.saved',
            ctx.account!.Login,
            ctx.ip,
            `${ftgId} ${stored.id} ${file.type} ${file.size} bytes${stored.duplicate ? ' (same picture again)' : ''}`,
          );
          return stored.id;
        });
        return { Id };
      },
      { transaction: 'manual' },
    ),

    handle<typeof account.deletePicture, Db>(
      account.deletePicture,
      async (_, ctx) => {
        const ftgId = ctx.companyId!;
        await writeAndForget(ctx, async (trx) => {
          await deleteUploads(trx, ftgId, 'picture');
          await trx.updateTable('companies').set({ PictureId: EMPTY_GUID }).where('FtgId', '=', ftgId).execute();
          await audit(trx as unknown as Db, 'picture.deleted', ctx.account!.Login, ctx.ip, ftgId);
        });
        return { ok: true as const };
      },
      { transaction: 'manual' },
    ),

    handle<typeof account.getPicture, Db>(account.getPicture, async ({ params }, ctx) => {
      if (!ctx.account!.companies.includes(params.FtgId)) {
        ctx.fail(403, DV_CODES.companyNotAllowed, 'server.companyNotAllowed', { company: params.FtgId });
      }
      const file = await readUpload(ctx.db as unknown as UploadsDb, params.FtgId, 'picture', params.PictureId);
      if (!file) ctx.fail(404, DV_CODES.notFound, 'account.pictureNotFound');
      for (const [name, value] of Object.entries(uploadHeaders('picture', file!))) ctx.setHeader(name, value);
      return file!.bytes as never;
    }),
  ];
}
