/** The detail page's tab in ?type= (spec 2 section 2.2: general or credentials; configuration and subscriptions too). */
export const DETAIL_TABS = ['general', 'credentials', 'configuration', 'subscriptions'] as const;
export type DetailTab = (typeof DETAIL_TABS)[number];
