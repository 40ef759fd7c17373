import { areaCodes } from '@cmp/functions/platform/permissions';
import type { ComponentType, LazyExoticComponent } from 'react';

/** Platform roles act for the platform (and any enterprise they pick); channel roles for their enterprise. */
export type Audience = 'platform' | 'enterprise' | 'secondary';

/** Icons the menu knows how to draw (portal/src/shell/menu-icon.tsx). */
export type MenuIconName = 'home' | 'card' | 'chart' | 'settings' | 'bolt' | 'shield';

/**
 * One route as data. Menu, breadcrumbs, guards and document titles are all derived from these.
 * Paths are absolute so a route can be found, linked and titled without walking its parents.
 */
export interface AppRoute {
  /** Dotted id; also the i18n key under `menu.` (menu.home.index). */
  id: string;
  path: string;
  /** Permission code the user needs (spec §6); undefined = any signed-in user. */
  permission?: string;
  /**
   * The sides of the product a page is for, when not every side can use it: `platform` (a platform
   * role, no enterprise of its own), `enterprise` (an enterprise's own account, 3000/4000) and
   * `secondary` (a secondary customer, 5000). Undefined = every side.
   */
  audience?: Audience | readonly Audience[];
  /** Shown in the left menu (with an icon at the top level). */
  menu: false | { icon?: MenuIconName };
  titleKey: string;
  /**
   * Other areas' text namespaces the page shows (its own area's, named by the first URL segment, load
   * anyway): `/home/customer` shows the business area's customer list.
   */
  texts?: readonly string[];
  /** A leaf's page, lazy so each page is its own chunk. Parents redirect to their first child. */
  page?: LazyExoticComponent<ComponentType>;
  children?: AppRoute[];
}

/**
 * A top-level area of the menu: its id is the first URL segment, the permission its area code and
 * the title `menu.<id>.root`; the pages are its children. `byChildren`: the area holds pages behind
 * feature codes of their own that users without the area code hold (the system area's API log for
 * enterprises): the area itself asks for no code, each page asks for its own, and the menu shows
 * the area only while one of its pages is open to the user (visibleMenu).
 */
export function areaRoute(
  id: keyof typeof areaCodes,
  icon: MenuIconName,
  children: AppRoute[],
  options: { byChildren?: boolean } = {},
): AppRoute {
  return {
    id,
    path: `/${id}`,
    ...(options.byChildren ? {} : { permission: areaCodes[id] }),
    menu: { icon },
    titleKey: `menu.${id}.root`,
    children,
  };
}
