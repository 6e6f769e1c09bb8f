import { readFileSync } from 'node:fs';
import { isProduction } from '@lonna/core/server';
import { EltOutbox } from './outbox';
import { createSoapClient } from './soap-client';
import type { EltTransport } from './transport';

type Env = Record<string, string | undefined>;

/**
 * LONNA_FK_ELT_MODE=outbox|soap (default outbox, except in production, where the outbox is refused: it would report
 * statements as sent that FK never received), LONNA_FK_ELT_URL, LONNA_FK_ELT_PFX (path to the vendor certificate),
 * LONNA_FK_ELT_PASSPHRASE, LONNA_FK_ELT_CA (optional path).
 */
export function eltTransportFromEnv(env: Env = process.env): EltTransport {
  const production = isProduction(env);
  const mode = env.LONNA_FK_ELT_MODE?.trim() || (production ? 'soap' : 'outbox');
  if (mode === 'outbox') {
    if (production) throw new Error('FK3059 configuration: the ELT outbox never runs in production; set LONNA_FK_ELT_MODE=soap');
    return new EltOutbox();
  }
  if (mode !== 'soap') throw new Error(`FK3059 configuration: LONNA_FK_ELT_MODE must be outbox or soap, not "${mode}"`);
  const url = env.LONNA_FK_ELT_URL?.trim();
  const pfx = env.LONNA_FK_ELT_PFX?.trim();
  if (!url?.startsWith('https://') || !pfx) throw new Error('FK3059 configuration: LONNA_FK_ELT_URL (https://) and LONNA_FK_ELT_PFX are required in soap mode');
  const ca = env.LONNA_FK_ELT_CA?.trim();
  return createSoapClient({
    url,
    pfx: readFileSync(pfx),
    passphrase: env.LONNA_FK_ELT_PASSPHRASE ?? '',
    ...(ca ? { ca: readFileSync(ca) } : {}),
  });
}
