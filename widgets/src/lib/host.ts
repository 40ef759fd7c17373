/**
 * What the loader's custom elements hand a widget chunk (type only: the loader shares no code with
 * the chunks, so it stays one small classic script).
 */
export interface WidgetHost extends HTMLElement {
  /** A widget token the partner's page set itself (`el.token = …`) instead of a `session` attribute. */
  token?: string;
  /** The API the loader's own URL points at (`<script origin>/api`), used when there is no `api-base`. */
  readonly apiBaseDefault: string;
}

/** What a widget chunk exports: mounts into the element's shadow root, re-renders on attribute changes. */
export interface WidgetModule {
  mount(host: WidgetHost): { update(): void };
}

/** The attributes every element observes (each widget reads the ones it needs). */
export const OBSERVED_ATTRIBUTES = [
  'iccid',
  'pool',
  'granularity',
  'period',
  'lang',
  'api-base',
  'session',
  'page-size',
  'target',
] as const;
