import { defineRenderers, type PaxmlCompany } from '@lonna/core/server';
import { compensationsPaxml, type PaxmlClaim } from './paxml';
import { type ClaimsPdf, renderClaimsPdf } from './pdf';

/** The compensations plugin's files, rendered by the host's worker pool (ctx.render): nothing here touches the database. */
export interface PaxmlInput {
  company: PaxmlCompany;
  claims: PaxmlClaim[];
  createdAt: Date;
}

export default defineRenderers({
  'compensations.paxml': (i: PaxmlInput) => compensationsPaxml(i.company, i.claims, i.createdAt),
  'compensations.claimsPdf': (p: ClaimsPdf) => renderClaimsPdf(p),
});
