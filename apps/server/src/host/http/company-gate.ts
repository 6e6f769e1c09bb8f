import { ApiError, DV_CODES, type AccountInfo, type SessionInfo } from '@lonna/core/server';
import type { Host } from './host';
import type { Translate } from './translator';
import type { Locale } from './host';

/**
 * Which company a signed-in call is about — the one rule for REST endpoints and the push socket.
 * `wanted` is the dv-selected-company header (REST) or ?company= (socket). A company the account may not
 * select is 403 40320; a company behind the SMS step or EnforceBankIDAuth is entered only through the
 * selection (updateSessionUserAccount), never by naming it on a single call or socket. `lenient` (/me, spec §7):
 * a refused header falls back to the session's company instead of failing.
 */
export async function resolveCompany(
  host: Pick<Host, 'directory'>,
  translate: Translate,
  locale: Locale,
  caller: { account: AccountInfo; session: Pick<SessionInfo, 'ftgId' | 'authMethod'> },
  wanted: string | undefined,
  lenient = false,
): Promise<string | null> {
  const { account, session } = caller;
  const t = (key: string, params?: Record<string, unknown>) => translate(locale, key, params);
  if (wanted !== undefined && !account.companies.includes(wanted) && !lenient) {
    throw new ApiError(403, DV_CODES.companyNotAllowed, t('server.companyNotAllowed', { company: wanted }));
  }
  const companyId =
    wanted !== undefined && account.companies.includes(wanted)
      ? wanted
      : session.ftgId !== null && account.companies.includes(session.ftgId)
        ? session.ftgId
        : null;
  if (companyId !== null && companyId !== session.ftgId && !lenient) {
    const gated = await host.directory.company(companyId);
    if (gated?.ftgInfo.requireSMSVerification) throw new ApiError(403, DV_CODES.smsRequired, t('shell.smsRequired'));
    if (gated?.enforceBankIdAuth && session.authMethod !== 'BANKID') throw new ApiError(403, DV_CODES.forbidden, t('security.companyRequiresBankId'));
  }
  return companyId;
}
