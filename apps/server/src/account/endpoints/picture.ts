import { randomUUID } from 'node:crypto';
import { account, EMPTY_GUID, PICTURE_MAX_BYTES } from '@lonna/core/contracts';
import { DV_CODES, handle, type EndpointBinding, type HandlerContext } from '@lonna/core/server';
import { audit } from '../../auth/audit';
import type { Db } from '../../db/types';
import type { AccountDeps, AccountDb } from '../deps';
import { checkPicture, PICTURE_MAX_SIDE, type ImageProblem } from '../image-check';

const PROBLEM_FIELD: Record<ImageProblem, 'Content' | 'Type'> = {
  empty: 'Content', tooLarge: 'Content', invalidImage: 'Content', badDimensions: 'Content', typeMismatch: 'Type',
};
const PROBLEM_KEY: Record<ImageProblem, string> = {
  empty: 'account.emptyImage', tooLarge: 'account.imageTooLarge', invalidImage: 'account.invalidImage',
  badDimensions: 'account.badDimensions', typeMismatch: 'account.typeMismatch',
};

/**
 * PUT/DELETE /api/ftgpicture for the selected company (roles LIC, ADM, FTG by the
 * descriptor's access predicate) and GET /api/ftgpicture/:FtgId/:PictureId.
 * Writes keep their own transaction so the directory cache is dropped only
 * after the new PictureId is committed.
 */
export function pictureEndpoints(deps: AccountDeps): EndpointBinding<Db>[] {
  const writeAndForget = async <T>(ctx: HandlerContext<Db>, work: (trx: AccountDb) => Promise<T>): Promise<T> => {
    const result = await (ctx.db as unknown as AccountDb).transaction().execute(work);
    deps.directory.invalidate();
    return result;
  };

  return [
    handle<typeof account.putPicture, Db>(account.putPicture, async ({ body }, ctx) => {
      const ftgId = ctx.companyId!;
      const bytes = Buffer.from(body.Content, 'base64');
      const problem = checkPicture(bytes, body.Type);
      if (problem) {
        ctx.fail(400, DV_CODES.badInput, PROBLEM_KEY[problem], { maxMb: PICTURE_MAX_BYTES / 1024 / 1024, max: PICTURE_MAX_SIDE }, PROBLEM_FIELD[problem]);
      }
      // a new id on every upload: the picture URL can then be cached for ever
      const Id = randomUUID();
      await writeAndForget(ctx, async (trx) => {
        await trx.deleteFrom('company_pictures').where('FtgId', '=', ftgId).execute();
        await trx.insertInto('company_pictures').values({ FtgId: ftgId, Id, Type: body.Type, Bytes: bytes, CreatedAt: deps.now().getTime() }).execute();
        await trx.updateTable('companies').set({ PictureId: Id }).where('FtgId', '=', ftgId).execute();
        await audit(trx as unknown as Db, 'picture.saved', ctx.account!.Login, ctx.ip, `${ftgId} ${Id} ${body.Type} ${bytes.length} bytes`);
      });
      return { Id };
    }, { transaction: 'manual' }),

    handle<typeof account.deletePicture, Db>(account.deletePicture, async (_, ctx) => {
      const ftgId = ctx.companyId!;
      await writeAndForget(ctx, async (trx) => {
        await trx.deleteFrom('company_pictures').where('FtgId', '=', ftgId).execute();
        await trx.updateTable('companies').set({ PictureId: EMPTY_GUID }).where('FtgId', '=', ftgId).execute();
        await audit(trx as unknown as Db, 'picture.deleted', ctx.account!.Login, ctx.ip, ftgId);
      });
      return { ok: true as const };
    }, { transaction: 'manual' }),

    handle<typeof account.getPicture, Db>(account.getPicture, async ({ params }, ctx) => {
      if (!ctx.account!.companies.includes(params.FtgId)) {
        ctx.fail(403, DV_CODES.companyNotAllowed, 'server.companyNotAllowed', { company: params.FtgId });
      }
      const row = await (ctx.db as unknown as AccountDb).selectFrom('company_pictures').select(['Type', 'Bytes'])
        .where('FtgId', '=', params.FtgId).where('Id', '=', params.PictureId.toLowerCase()).executeTakeFirst();
      if (!row) ctx.fail(404, DV_CODES.notFound, 'account.pictureNotFound');
      ctx.setHeader('content-type', row!.Type);
      // the id changes on every upload, so a picture never changes under its URL; private: only for signed-in users
      ctx.setHeader('cache-control', 'private, max-age=31536000, immutable');
      ctx.setHeader('x-content-type-options', 'nosniff');
      ctx.setHeader('content-security-policy', "default-src 'none'; sandbox");
      ctx.setHeader('content-disposition', 'inline');
      return Buffer.from(row!.Bytes) as never;
    }),
  ];
}
