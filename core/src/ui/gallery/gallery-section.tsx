import { useId, type ReactNode } from 'react';
import { Title } from '../title';

/** One labelled region per widget, so Playwright can find it by its heading. */
export function GallerySection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-card border border-border bg-surface p-5">
      <Title level={2} id={id} className="mb-4">
        {title}
      </Title>
      <div className="flex flex-col gap-4">{children}</div>
    </section>
  );
}
