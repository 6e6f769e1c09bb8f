import { bankid } from '@lonna/core/contracts';
import { ApiError, DV_CODES, handle, type EndpointBinding, type HandlerContext } from '@lonna/core/server';
import { bindingOf, mobileDeviceOf } from '../../../services/bankid/binding-cookie';
import { BankIdServiceError } from '../../../services/bankid/service-error';
import type { Db } from '../../../host/db/types';
import { audit, auditCountFromIp } from '../../../host/auth/audit';
import type { SecurityDeps } from '../deps';
import { openSession } from '../open-session';

/** BankIdServiceError → the wire's `{ dvCode, message, field? }` in the request's language */
export async function translated<T>(ctx: HandlerContext<Db>, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (e) {
    if (e instanceof BankIdServiceError) {
      const body = e.toBody(ctx.locale);
      throw new ApiError(e.status, body.dvCode, body.message, body.field);
    }
    throw e;
  }
}

/** POST /api/bankidauth, GET …/collect/{orderRef}, DELETE …/cancel/{orderRef}, POST …/selectuser (spec §7). */
export function bankIdEndpoints(deps: SecurityDeps): EndpointBinding<Db>[] {
  return [
    handle<typeof bankid.start, Db>(
      bankid.start,
      async ({ body, query }, ctx) => {
        // rate limit per address, like the password login (counted in the audit log every instance shares)
        const now = deps.now().getTime();
        if ((await auditCountFromIp(ctx.db, 'bankid.started', ctx.ip, now - 60_000)) >= deps.bankIdStartsPerMinute) {
          ctx.fail(429, DV_CODES.tooManyAttempts, 'security.tooManyStarts');
        }
        const signedIn = body.Type === 0 && ctx.account ? { Login: ctx.account.Login, PersNr: ctx.account.PersNr } : null;
        const started = await translated(ctx, () =>
          deps.bankid.start({
            type: body.Type,
            typedPersNr: body.PersNr,
            endUserIp: ctx.ip,
            binding: bindingOf(query),
            signedIn,
            mobileDevice: mobileDeviceOf(query),
          }),
        );
        await audit(ctx.db, 'bankid.started', ctx.account?.Login ?? '', ctx.ip, `type ${body.Type}`);
        return started;
      },
      { transaction: 'manual' },
    ),

    handle<typeof bankid.collect, Db>(bankid.collect, ({ params, query }, ctx) => {
      return translated(ctx, () => deps.bankid.collect({ orderRef: params.orderRef, binding: bindingOf(query), locale: ctx.locale }));
    }),

    handle<typeof bankid.cancel, Db>(
      bankid.cancel,
      async ({ params, query }, ctx) => {
        await translated(ctx, () => deps.bankid.cancel({ orderRef: params.orderRef, binding: bindingOf(query) }));
        await audit(ctx.db, 'bankid.cancelled', ctx.account?.Login ?? '', ctx.ip);
        return { ok: true as const };
      },
      { transaction: 'manual' },
    ),

    handle<typeof bankid.selectUser, Db>(
      bankid.selectUser,
      async ({ body, query }, ctx) => {
        let chosen;
        try {
          chosen = await translated(ctx, () =>
            deps.bankid.selectUser({
              token: body.BankIDToken,
              login: body.Login.trim().toLowerCase(),
              type: body.Type,
              binding: bindingOf(query),
              signedInLogin: ctx.account?.Login ?? null,
            }),
          );
        } catch (e) {
          await audit(ctx.db, 'bankid.refused', body.Login.trim().toLowerCase(), ctx.ip, e instanceof ApiError ? `dvCode ${e.dvCode}` : 'error');
          throw e;
        }
        const account = await deps.directory.account(chosen.login, ctx.db);
        if (!account) ctx.fail(401, DV_CODES.unknownLogin, 'shell.unknownLogin', undefined, 'Login');
        // own-account mode re-authenticates: the session keeps its company and year
        const keep = body.Type === 0 && ctx.session ? { ftgId: ctx.session.ftgId, salaryYear: ctx.session.salaryYear } : undefined;
        const response = await openSession(deps, ctx, chosen.login, 'BANKID', keep);
        await audit(ctx.db, 'bankid.ok', chosen.login, ctx.ip, `type ${body.Type}, order ${chosen.orderRef}`);
        return response;
      },
      { transaction: 'manual' },
    ),
  ];
}
