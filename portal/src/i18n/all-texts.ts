import authenticationEnUS from '../areas/authentication/i18n/en-US';
import authenticationZhCN from '../areas/authentication/i18n/zh-CN';
import autoruleEnUS from '../areas/autorule/i18n/en-US';
import autoruleZhCN from '../areas/autorule/i18n/zh-CN';
import billingEnUS from '../areas/billing/i18n/en-US';
import billingZhCN from '../areas/billing/i18n/zh-CN';
import blacklistEnUS from '../areas/blacklist/i18n/en-US';
import blacklistZhCN from '../areas/blacklist/i18n/zh-CN';
/**
 * Every namespace in both languages, merged into one tree per language (`enUS.card.list.title`), for
 * tests: the app itself never imports this (the areas' texts load lazily, i18n/namespaces.ts).
 */
import businessEnUS from '../areas/business/i18n/en-US';
import businessZhCN from '../areas/business/i18n/zh-CN';
import cardEnUS from '../areas/card/i18n/en-US';
import cardZhCN from '../areas/card/i18n/zh-CN';
import contentEnUS from '../areas/content/i18n/en-US';
import contentZhCN from '../areas/content/i18n/zh-CN';
import financialEnUS from '../areas/financial/i18n/en-US';
import financialZhCN from '../areas/financial/i18n/zh-CN';
import homeEnUS from '../areas/home/i18n/en-US';
import homeZhCN from '../areas/home/i18n/zh-CN';
import operatorEnUS from '../areas/operator/i18n/en-US';
import operatorZhCN from '../areas/operator/i18n/zh-CN';
import reportEnUS from '../areas/report/i18n/en-US';
import reportZhCN from '../areas/report/i18n/zh-CN';
import riskEnUS from '../areas/risk/i18n/en-US';
import riskZhCN from '../areas/risk/i18n/zh-CN';
import shortcutsEnUS from '../areas/shortcuts/i18n/en-US';
import shortcutsZhCN from '../areas/shortcuts/i18n/zh-CN';
import stockEnUS from '../areas/stock/i18n/en-US';
import stockZhCN from '../areas/stock/i18n/zh-CN';
import systemEnUS from '../areas/system/i18n/en-US';
import systemZhCN from '../areas/system/i18n/zh-CN';
import commonEnUS from './common/en-US';
import commonZhCN from './common/zh-CN';

type Texts = Record<string, unknown>;

/** Each namespace's texts, per language. */
export const namespaces = {
  'en-US': {
    common: commonEnUS,
    home: homeEnUS,
    card: cardEnUS,
    shortcuts: shortcutsEnUS,
    billing: billingEnUS,
    autorule: autoruleEnUS,
    operator: operatorEnUS,
    business: businessEnUS,
    financial: financialEnUS,
    system: systemEnUS,
    report: reportEnUS,
    risk: riskEnUS,
    stock: stockEnUS,
    blacklist: blacklistEnUS,
    authentication: authenticationEnUS,
    content: contentEnUS,
  },
  'zh-CN': {
    common: commonZhCN,
    home: homeZhCN,
    card: cardZhCN,
    shortcuts: shortcutsZhCN,
    billing: billingZhCN,
    autorule: autoruleZhCN,
    operator: operatorZhCN,
    business: businessZhCN,
    financial: financialZhCN,
    system: systemZhCN,
    report: reportZhCN,
    risk: riskZhCN,
    stock: stockZhCN,
    blacklist: blacklistZhCN,
    authentication: authenticationZhCN,
    content: contentZhCN,
  },
} as const;

const merge = (into: Texts, from: Texts): Texts => {
  for (const [key, value] of Object.entries(from)) {
    const current = into[key];
    into[key] =
      current && typeof current === 'object' && value && typeof value === 'object'
        ? merge({ ...(current as Texts) }, value as Texts)
        : value;
  }
  return into;
};
const mergeAll = (all: Record<string, Texts>) => Object.values(all).reduce<Texts>((tree, ns) => merge(tree, ns), {});

type Merged<T> = T extends Record<string, infer N>
  ? (N extends unknown ? (x: N) => void : never) extends (x: infer I) => void
    ? I
    : never
  : never;

/** Every English text, as the keys read them. */
export const enUS = mergeAll(namespaces['en-US']) as Merged<(typeof namespaces)['en-US']>;
/** Every Chinese text, as the keys read them. */
export const zhCN = mergeAll(namespaces['zh-CN']) as Merged<(typeof namespaces)['zh-CN']>;
