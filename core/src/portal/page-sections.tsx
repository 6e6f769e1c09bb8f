import { useUnit } from 'effector-react';
import { Component, Suspense, type ReactNode } from 'react';
import { useT } from '../i18n/runtime';
import { Spinner, Tabs } from '../ui';
import { usePortal } from './context';
import { lazyPage } from './lazy-page';
import type { PortalPageSection } from './registry';

/** A section that failed to load says so in its own tab; the host page stays. */
class SectionBoundary extends Component<{ children: ReactNode; fallback: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

function SectionBody({ section }: { section: PortalPageSection }) {
  const t = useT();
  const Body = lazyPage(section.section);
  return (
    <SectionBoundary fallback={<p className="text-sm text-muted">{t('shell.errors.pageLoadFailed')}</p>}>
      <Suspense
        fallback={
          <div className="flex min-h-16 items-center justify-center" aria-busy="true">
            <Spinner />
          </div>
        }
      >
        <Body />
      </Suspense>
    </SectionBoundary>
  );
}

/** the sections other plugins add to this page that the user may see (PageSectionDef) */
export function usePageSections(page: string): PortalPageSection[] {
  const { $pageSections } = usePortal();
  return useUnit($pageSections).filter((s) => s.page === page);
}

/**
 * The host page's own content and, when installed plugins add sections to it (`pageSections`), one tab each after it.
 * Without sections the page is just its own content (no tab list).
 */
export function PageSections({ page, label, main }: { page: string; label: string; main: { label: string; content: ReactNode } }) {
  const t = useT();
  const sections = usePageSections(page);
  if (sections.length === 0) return <>{main.content}</>;
  return (
    <Tabs
      label={label}
      tabs={[
        { id: 'main', label: main.label, content: main.content },
        ...sections.map((s) => ({ id: s.key, label: t(s.title), content: <SectionBody section={s} /> })),
      ]}
    />
  );
}
