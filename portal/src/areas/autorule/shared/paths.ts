/** The Automation area's detail paths that its features link to each other with (rules ↔ alarm log). */
export const ruleListPath = '/autorule/autorule-list/list';
export const ruleDetailPath = (ruleId: string, query = '') => `/autorule/autorule-list/detail/${ruleId}${query}`;
