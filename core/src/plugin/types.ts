import type { ComponentType } from 'react';
import type { EventCallable } from 'effector';
import type { Access, Predicate } from '../contracts/access';

export const LOCALES = ['sv', 'en', 'fr', 'pl'] as const;
export type Locale = (typeof LOCALES)[number];
export type Messages = { [key: string]: string | Messages };
export type MessageLoaders = Record<Locale, () => Promise<{ default: Messages }>>;

export interface PageModule {
  default: ComponentType;
}

export interface RouteDef {
  /** the spec's internal route name, e.g. 'Attestera' */
  name: string;
  /** wouter pattern, e.g. '/leaveplanner/:Id' */
  path: string;
  access: Access;
  /** the route needs at least one employee in the register (navigation guard) */
  needsEmployees?: boolean;
  /** shown without login or navigation (static pages) */
  standalone?: boolean;
  page: () => Promise<PageModule>;
  /** page title message key */
  title?: string;
}

export interface DrawerItemDef {
  route: string;
  /** message key */
  label: string;
  icon?: ComponentType<{ className?: string }>;
  group?: string;
  order?: number;
}

export interface PushHandlerDef<T = unknown> {
  event: string;
  /** for 'resource-updated': only this resource */
  resource?: string;
  target: EventCallable<T>;
}

export interface PluginDef {
  /** /^[a-z][a-z0-9-]*$/, unique */
  id: string;
  version: string;
  /** the core range this plugin was built against, e.g. '^1.0.0' */
  core: string;
  /** message key */
  title: string;
  /** whole-plugin gate */
  enabledWhen?: Predicate;
  routes?: readonly RouteDef[];
  drawer?: readonly DrawerItemDef[];
  /** cached list loaders (see createCachedList) the plugin owns */
  lists?: readonly { name: string; refreshed: EventCallable<void> }[];
  push?: readonly PushHandlerDef<any>[];
  /** one namespace per plugin: the plugin id */
  messages?: MessageLoaders;
  /** fired once by the host after registration (the plugin's appStarted) */
  started?: EventCallable<void>;
}

export interface PortalPlugin extends Readonly<PluginDef> {
  readonly $$type: '@lonna/Plugin';
}
