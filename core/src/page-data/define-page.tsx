import { useUnit } from 'effector-react';
import { useEffect, type ComponentType } from 'react';
import type { PageData } from './page-data';

/** A page or card made by definePage: its data travels with it, so the server's first view can load it in a Scope. */
export type DefinedPage<P extends object = object> = ComponentType<P> & { readonly data: PageData };

/**
 * A page's lazy entry: `export default definePage(View, data)`. The one open/close effect of the app lives here:
 * the page's data opens when it mounts and closes when it unmounts.
 */
export function definePage<P extends object>(View: ComponentType<P>, data: PageData): DefinedPage<P> {
  function Page(props: P) {
    const [opened, closed] = useUnit([data.opened, data.closed]);
    useEffect(() => {
      opened();
      return () => closed();
    }, [opened, closed]);
    return <View {...props} />;
  }
  Page.displayName = `Page(${View.displayName ?? View.name ?? 'View'})`;
  return Object.assign(Page, { data });
}
