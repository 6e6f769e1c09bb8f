import { useT } from '@lonna/core';
import { Button, Spinner, useDateFnsLocale } from '@lonna/core/ui';
import { formatNumber } from '@lonna/core/validation';
import { format } from 'date-fns';
import { useUnit } from 'effector-react';
import type { Document } from '../../contracts';
import { $failed, $loaded, $shown, accessEditOpened, deleteAsked, documentOpened } from './model';

/** 34 kB, 1,2 MB — Swedish decimals */
export function sizeText(bytes: number): string {
  if (bytes < 1024 * 1024) return `${formatNumber(Math.max(1, Math.round(bytes / 1024)), 0)} kB`;
  return `${formatNumber(bytes / 1024 / 1024, 1)} MB`;
}

function SeenBadge({ seen }: { seen: boolean }) {
  const t = useT();
  return seen ? (
    <span className="text-xs text-muted">{t('documents.seen')}</span>
  ) : (
    <span className="rounded-full bg-accent px-2 py-0.5 text-xs font-semibold text-on-accent">{t('documents.unseen')}</span>
  );
}

function Actions({ d }: { d: Document }) {
  const t = useT();
  const [open, edit, del] = useUnit([documentOpened, accessEditOpened, deleteAsked]);
  return (
    <span className="flex flex-wrap gap-2">
      <Button variant="secondary" onClick={() => open(d)} aria-label={t('documents.openNamed', { name: d.Namn })}>
        {t('documents.open')}
      </Button>
      {d.KanAndra && (
        <>
          <Button variant="text" onClick={() => edit(d)} aria-label={t('documents.accessNamed', { name: d.Namn })}>
            {t('documents.access.edit')}
          </Button>
          <Button variant="text" onClick={() => del(d)} aria-label={t('documents.deleteNamed', { name: d.Namn })}>
            {t('documents.delete')}
          </Button>
        </>
      )}
    </span>
  );
}

/** The documents: a table on a desktop, a card each on a phone. */
export function DocumentList() {
  const t = useT();
  const locale = useDateFnsLocale();
  const [list, loaded, failed] = useUnit([$shown, $loaded, $failed]);
  if (failed && !loaded) return <p className="text-muted">{t('documents.failed')}</p>;
  if (!loaded) return <Spinner label={t('documents.loading')} />;
  if (list.length === 0) return <p className="text-muted">{t('documents.empty')}</p>;
  const when = (ms: number) => format(new Date(ms), 'PP', { locale });
  return (
    <>
      <table className="hidden w-full border-collapse rounded-card border border-border bg-surface text-sm md:table">
        <caption className="sr-only">{t('documents.listLabel')}</caption>
        <thead>
          <tr className="border-b border-border text-left text-muted">
            <th scope="col" className="p-3 font-medium">
              {t('documents.col.name')}
            </th>
            <th scope="col" className="p-3 font-medium">
              {t('documents.col.format')}
            </th>
            <th scope="col" className="p-3 text-right font-medium">
              {t('documents.col.size')}
            </th>
            <th scope="col" className="p-3 font-medium">
              {t('documents.col.uploader')}
            </th>
            <th scope="col" className="p-3 font-medium">
              {t('documents.col.date')}
            </th>
            <th scope="col" className="p-3 font-medium">
              {t('documents.col.seen')}
            </th>
            <th scope="col" className="p-3 font-medium">
              <span className="sr-only">{t('documents.col.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {list.map((d) => (
            <tr key={d.Id} className="border-b border-border last:border-0">
              <td className={`p-3 break-words ${d.Sedd ? '' : 'font-semibold'}`}>{d.Namn}</td>
              <td className="p-3">{d.Format}</td>
              <td className="p-3 text-right tabular-nums">{sizeText(d.Storlek)}</td>
              <td className="p-3">{d.Uppladdare}</td>
              <td className="p-3 whitespace-nowrap">
                <time dateTime={new Date(d.Uppladdad).toISOString()}>{when(d.Uppladdad)}</time>
              </td>
              <td className="p-3">
                <SeenBadge seen={d.Sedd} />
              </td>
              <td className="p-3">
                <Actions d={d} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul aria-label={t('documents.listLabel')} className="flex flex-col gap-3 md:hidden">
        {list.map((d) => (
          <li key={d.Id} className="flex flex-col gap-2 rounded-card border border-border bg-surface p-4">
            <span className="flex items-start justify-between gap-3">
              <span className={`break-words text-on-surface ${d.Sedd ? '' : 'font-semibold'}`}>{d.Namn}</span>
              <SeenBadge seen={d.Sedd} />
            </span>
            <span className="text-sm text-muted">
              {d.Format} · {sizeText(d.Storlek)} · {d.Uppladdare} · <time dateTime={new Date(d.Uppladdad).toISOString()}>{when(d.Uppladdad)}</time>
            </span>
            <Actions d={d} />
          </li>
        ))}
      </ul>
    </>
  );
}
