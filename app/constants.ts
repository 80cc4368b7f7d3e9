// The product's numbers and codes (docs/product.md), each defined once and imported everywhere else.
// @public: not used yet, kept so knip does not report them.

export const SITE_LAUNCH_YEAR = 2019;

/** @public the stylesheets hold these as media queries; for scripts that ask matchMedia. */
export const MOBILE_MAX_WIDTH = 1023;
/** @public */
export const DESKTOP_MIN_WIDTH = 1024;

export const SAVED_SEARCH_LIMIT = 30;
export const SAVED_SEARCH_DISPLAY_COUNT = 10;
export const PROJECT_PAGE_SIZE = 30;
/** /column/list/ and the category and tag pages. */
export const COLUMN_PAGE_SIZE = 30;
export const AGENT_PAGE_SIZE = 30;
export const DISPLAYED_PROJECT_COUNT = 10;
export const NEXT_CARD_COUNT = 30;
export const MAX_PROJECTS_PER_ENTRY = 30;
export const ENTRY_COMPLETE_MESSAGE_COUNT = 3;
export const NEW_PROJECT_DAYS = 7;
export const NEW_COLUMN_DAYS = 7;
export const BROWSED_PROJECT_LIMIT = 500;
export const SEARCH_HISTORY_LIMIT = 3;
/** The scout mails a member receives in a day; later scouts arrive without one. */
export const SCOUT_NOTICE_LIMIT = 10;
/** /partnership/ shows its list only when at least this many partners exist. */
export const PARTNERSHIP_MIN_DISPLAY = 4;
/** The unopened-scout flag is refetched once the last fetch is this old. */
export const UNOPENED_SCOUT_CACHE_MS = 10 * 60 * 1000;
/** @public */
export const CHUNK_ERROR_RELOAD_GUARD_MS = 10 * 1000;
export const SEARCH_KEYWORD_MAX_LENGTH = 200;
/** @public */
export const DEFAULT_PREFECTURE_ID = 13; // Tokyo
export const WORKDAY_OPTIONS = [5, 4, 3, 2] as const;
/** Monthly prices offered as price_over options (万円). */
export const PRICE_OVER_OPTIONS = [40, 50, 60, 70, 80, 90, 100, 120, 150] as const;
export const SORT_OPTIONS = ["suggest", "created_at", "price"] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];

// The footer's listing count when the total is unknown, in units of 万.
export const UNKNOWN_LISTING_COUNT_TEN_THOUSANDS = 10;
/** @public */
export const RELATED_SERVICE_LINK_COUNT = 42;

export const ProjectOpenState = { open: 1, close: 2 } as const;
export const DeleteFlag = { notDeleted: 0, deleted: 1 } as const;
export const ContractStatus = { nocontracted: 0, preparation: 1, contracted: 2, end: 3 } as const;
export const StartTiming = { immediate: 1, specifyDate: 2, considering: 3 } as const;
export const WorkStyle = { default: 1, remote: 2, resident: 3 } as const;
export const JobStatus = { working: 1, leave: 2, noExperience: 3 } as const;
export const PriceUnit = { year: 1, month: 2, day: 3, hour: 4 } as const;
export type PriceUnitCode = (typeof PriceUnit)[keyof typeof PriceUnit];
export const BlockedContactType = { phoneNumber: 1, email: 2, ip: 3, companyName: 4 } as const;
export const BlockedContactUseType = { proxyEntry: 1, monitoring: 2 } as const;
export const EntryCompleteMessageType = { entryAppeal: 1, profileAppeal: 2 } as const;
export const AgentCompleteMessageType = { default: 1, unContact: 2 } as const;
/** @public */
export const SearchPanelPartType = { text: 1, checkbox: 2, select: 3, switch: 4, station: 5, other: 6 } as const;
export const UserKind = { member: 1, mailMagazine: 2 } as const;

// The remote filter value 1 means "remote possible" (remote OK or full remote).
export const RemoteType = { none: 0, remoteOk: 1, fullRemote: 2, onlineMeetingOk: 3 } as const;
export type RemoteTypeCode = (typeof RemoteType)[keyof typeof RemoteType];
/** @public */
export const REMOTE_FILTER_VALUE = 1;
/** @public */
export const OPEN_FILTER_VALUE = 1;

// Job types never offered in lists or forms.
export const IGNORED_JOB_TYPE_IDS = [32, 33, 35] as const;
/** @public */
export const OTHER_JOB_TYPE_ID = 3;
/** @public */
export const NO_EXPERIENCE_ID = 1;

export const SignupAppType = { default: 1, signupEntryProject: 2, signupEntryAgent: 3, marketPrice: 7, lp: 8, unknown: 99 } as const;
export const EntryAppType = { agent: 1, project: 2, signupAgent: 3, signupProject: 4, lpProject: 7, unknown: 99 } as const;

// Experiment kinds and patterns (docs/product.md, Calls the pages make); ui_patterns holds each pattern's weight.
export const ExperimentKind = { mailMagazineButton: 3, easySearch: 5, lpRedirect: 6 } as const;
export const Experiment = {
  easySearchShowPattern: 10,
  easySearchHidePattern: 11,
  lpRedirectKind: ExperimentKind.lpRedirect,
  lpRedirectPattern: 12,
  lpStayPattern: 13,
  mailMagazineButtonShow: 1,
  mailMagazineButtonHide: 2,
} as const;

// What each id shows: models/market/statistics.ts.
export const MARKET_STATISTIC_IDS = [1, 6, 7, 11, 12, 13, 14, 15, 16, 17, 18, 21] as const;
/** Room under a chart's plot for its axis labels. */
export const CHART_BOTTOM_PADDING = 60;
/** The doughnut's two parts: the share it is about, and the rest (tokens.css). */
export const DOUGHNUT_COLORS = ["var(--color-primary)", "var(--color-chart-rest)"] as const;
/** @public the estimate page shows at most this many charts and text figures of the visitor's segment. */
export const MARKET_ESTIMATE_LIMITS = { graph: 3, text: 2 } as const;

// The widths and densities an image is served at, as WebP (decision 012).
export const IMAGE_WIDTHS = [320, 640, 768, 1024, 1280, 1536] as const;
export const IMAGE_DENSITIES = [1, 2] as const;

export const DEMO_PROJECT_COUNT = 20_000;
