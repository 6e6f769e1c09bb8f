# @lonna/plugin-__id__ — __title__

Made with `npm run new-plugin -- __id__`. A list of entries per company and a page to add them: the smallest plugin
that uses every seam of the platform (see `docs/plugins.md`). Replace the entries with your domain.

## What it does
- **Route** `__Name__` at `/__id__`, drawer item in its own group; visible to anyone signed in to a company.
- **Endpoints** (`src/contracts.ts`): `GET /api/__id__` (the company's entries, newest first, paged) and
  `POST /api/__id__` (add one; not for the care recipient, BRU). Each write is in the host's audit log and pushed to
  the company as `resource-updated __id__`, which reloads the page of every user who has it open.
- **Table** `__table___entries` (migration `001-initial`), seeded with a few entries in the demo companies.

## Files
| | |
|---|---|
| `src/contracts.ts` | the wire: models, endpoint descriptors, route access — the one source of truth |
| `src/index.ts` | the client half (`definePlugin`): route, drawer item, languages |
| `src/pages/entries/` | the page: `model.ts` (what it loads and saves), `view.tsx`, `index.ts` |
| `src/i18n/` | sv (default), en, fr, pl |
| `server/index.ts` | the server half (`defineServerPlugin`): migrations, endpoints, seed |
| `test/` | model test (fake API), server test on SQLite and PostgreSQL (`test:pg`) |
| `e2e/` | the browser test, run with the portal's suite |

## Decisions
- Entries belong to the company (no employee): every query filters on the selected company; the host refuses a
  company the caller may not select.
