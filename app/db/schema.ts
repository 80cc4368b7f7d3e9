// Row types of every table, as Kysely sees them. Generated<T> marks a column with a database default.
// Timestamps are ISO-8601 strings on both databases
// (see db/client.server.ts), dates are 'YYYY-MM-DD', flags are 0/1 integers.
import type { ColumnType, Generated, Selectable } from "kysely";

type Timestamp = string;
type CreatedAt = ColumnType<Timestamp, Timestamp | undefined, never>;

export interface MasterTable {
  id: number;
  name: string;
  name_en: string;
  sort_order: number;
}
export interface PrefectureTable extends MasterTable {
  region: string;
}
export interface SkillTable {
  id: number;
  name: string;
  kind: string;
  sort_order: number;
}
export interface JobTypeTable extends MasterTable {
  category: string;
}
export interface StationTable {
  id: number;
  name: string;
  prefecture_id: number;
  sort_order: number;
}
export interface CrossCategoryTable {
  id: number;
  title: string;
  query: string;
  sort_order: number;
}

export interface AgentTable {
  id: Generated<number>;
  name: string;
  name_kana: Generated<string>;
  catch_copy: Generated<string>;
  description: Generated<string>;
  url: Generated<string>;
  established_year: number | null;
  is_published: Generated<number>;
  contact_email: Generated<string>;
  /** An image address; empty: the site draws the agent's mark. */
  logo_url: Generated<string>;
  company_name: Generated<string>;
  head_office: Generated<string>;
  offices: Generated<string>;
  strengths: Generated<string>;
  /** The margin the agent publishes, in percent; null where it does not. */
  margin_percent: number | null;
  /** When the agent's last full feed confirmed every listing it holds; null: never. */
  feed_confirmed_at: Timestamp | null;
  created_at: CreatedAt;
  updated_at: Generated<Timestamp>;
}

export interface AgentReviewTable {
  id: Generated<number>;
  agent_id: number;
  /** Null for demo reviews. */
  user_id: number | null;
  rating: number;
  title: string;
  body: string;
  reviewer: Generated<string>;
  /** ReviewStatus: pending until the operator approves it. */
  status: Generated<number>;
  created_at: CreatedAt;
  updated_at: Generated<Timestamp>;
}

export interface AgentChaosmapEntryTable {
  year: number;
  focus_id: string;
  agent_id: number;
  sort_order: Generated<number>;
}

export interface ProjectTable {
  id: Generated<number>;
  agent_id: number;
  agent_ref: string;
  title: string;
  price_min: number | null;
  price_max: number | null;
  price_unit: Generated<number>;
  workdays_min: number | null;
  workdays_max: number | null;
  remote_type: Generated<number>;
  work_style: Generated<number>;
  contract_status: Generated<number>;
  open_state: Generated<number>;
  delete_flag: Generated<number>;
  start_timing: Generated<number>;
  start_date: string | null;
  prefecture_id: number | null;
  station_id: number | null;
  location_text: Generated<string>;
  group_id: number | null;
  url: Generated<string>;
  content_hash: Generated<string>;
  published_at: Generated<Timestamp>;
  created_at: CreatedAt;
  updated_at: Generated<Timestamp>;
  closed_at: Timestamp | null;
  /** 1 while the listing is open but no feed has confirmed it for STALE_AFTER_DAYS (models/listing/freshness.ts). */
  stale: Generated<number>;
  /** When a feed last opened the listing again after it had been closed. */
  reopened_at: Timestamp | null;
  /** The vocabulary's words its description and skill texts name, space-separated (ingest/mapping.ts listingMentions). */
  mentions: Generated<string>;
}

export interface ProjectDetailTable {
  project_id: number;
  detail: string;
  required_skill: string;
  welcome_skill: string;
  skill_original: string;
  price_original: string;
  working_hours: string;
  comment: string;
  characteristic: string;
}

export interface ProjectSkillTable {
  project_id: number;
  skill_id: number;
  requirement: number;
}
export interface ProjectLinkTable {
  project_id: number;
  value_id: number;
}
/** The keys under which an open listing's look-alikes are found (models/listing/grouping.server.ts). */
export interface ProjectDuplicateKeyTable {
  key: number;
  /** The listing's prefecture, 0 when it names none. */
  prefecture_id: number;
  project_id: number;
  agent_id: number;
  /** Its price as a monthly range in yen, and its start day (days since 1970): null when not stated. */
  price_low: number | null;
  price_high: number | null;
  start_day: number | null;
}

export interface ProjectChangeTable {
  seq: Generated<number>;
  project_id: number;
  changed_at: CreatedAt;
}

export interface ColumnCategoryTable {
  id: number;
  name: string;
  slug: string;
  description: string;
  sort_order: number;
}
export interface ColumnTagTable {
  id: number;
  name: string;
}
export interface ColumnTable {
  id: Generated<number>;
  category_id: number;
  title: string;
  lead: string;
  body: string;
  author: string;
  is_published: number;
  published_at: Timestamp;
  updated_at: Timestamp;
  slug: Generated<string>;
  /** Comma-separated skill ids: the skills the article is about. */
  skill_ids: Generated<string>;
}
export interface ColumnTagLinkTable {
  column_id: number;
  tag_id: number;
}

export interface UserTable {
  id: Generated<number>;
  email: string;
  password_hash: string | null;
  kind: number;
  mail_magazine_flag: Generated<number>;
  scout_mail_flag: Generated<number>;
  app_type: Generated<number>;
  is_paid_user: Generated<number>;
  created_at: CreatedAt;
  updated_at: Generated<Timestamp>;
  last_login_at: Timestamp | null;
}
export interface SocialAccountTable {
  id: Generated<number>;
  user_id: number;
  provider: string;
  subject: string;
  created_at: CreatedAt;
}
export interface AuthSessionTable {
  id: string;
  user_id: number;
  created_at: CreatedAt;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  user_agent: Generated<string>;
  ip: Generated<string>;
}
export interface AuthTokenTable {
  id: Generated<number>;
  user_id: number;
  purpose: string;
  token_hash: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: CreatedAt;
  payload: Generated<string>;
}
/** The address may have no account yet. */
export interface SigninLinkTable {
  id: Generated<number>;
  email: string;
  intent: string;
  token_hash: string;
  redirect_to: Generated<string>;
  /** The sign-up app type a mail-magazine user made by the link gets; null: default. */
  app_type: number | null;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: CreatedAt;
}
export interface RateLimitTable {
  key: string;
  window_started_at: Timestamp;
  hits: number;
}
export interface ProfileTable {
  user_id: number;
  last_name: Generated<string>;
  first_name: Generated<string>;
  last_name_kana: Generated<string>;
  first_name_kana: Generated<string>;
  birthday: string | null;
  phone: Generated<string>;
  prefecture_id: number | null;
  address: Generated<string>;
  job_status: number | null;
  leave_date: string | null;
  start_timing: number | null;
  start_date: string | null;
  workdays: number | null;
  desired_price: number | null;
  work_style: number | null;
  experience_years: number | null;
  job_type_id: number | null;
  company_name: Generated<string>;
  nearest_station: Generated<string>;
  contract_status: number | null;
  /** ProfileGender; null: not answered. */
  gender: number | null;
  /** Education code (models/profile/options.ts). */
  education: number | null;
  /** What agents see instead of the account (the scout API's profile id); set when the row is made. */
  public_id: string | null;
  updated_at: Timestamp;
}
export interface ProfileQualificationTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  /** YYYY-MM */
  obtained_on: string;
  sort_order: Generated<number>;
}
export interface ProfileSkillTable {
  user_id: number;
  skill_id: number;
  years: number;
}
/** Job types the member would also take, beside profiles.job_type_id. */
export interface ProfileJobTypeTable {
  user_id: number;
  job_type_id: number;
}
export interface ProfileStationTable {
  user_id: number;
  station_id: number;
}
export interface ProfilePrefectureTable {
  user_id: number;
  prefecture_id: number;
}
export interface CareerDocumentTable {
  user_id: number;
  summary: string;
  self_pr: string;
  /** The share link's token (/career_sheet/{token}/); null: not shared. */
  share_token: string | null;
  updated_at: Timestamp;
}
export interface CareerExperienceTable {
  id: Generated<number>;
  user_id: number;
  company: string;
  started_on: string;
  ended_on: string | null;
  role: string;
  description: string;
  /** JSON list of skill ids. */
  skills: string;
  sort_order: number;
  client_type: number | null;
  team_size: number | null;
  /** Phase codes, comma-separated (models/profile/engagements.ts). */
  phases: Generated<string>;
}
export interface ProjectBookmarkTable {
  user_id: number;
  project_id: number;
  bookmarked_at: Timestamp;
}
export interface SearchBookmarkTable {
  id: Generated<number>;
  user_id: number;
  query: string;
  search_words: Generated<string>;
  mail_send_flag: Generated<number>;
  last_notified_at: Timestamp | null;
  bookmarked_at: Timestamp;
}
export interface EntryTable {
  id: Generated<number>;
  request_id: string;
  user_id: number;
  entry_type: string;
  target_key: string;
  project_id: number | null;
  agent_id: number | null;
  app_type: number;
  answers: string;
  flagged: Generated<number>;
  created_at: CreatedAt;
}
export interface EntryDraftTable {
  draft_id: string;
  form: string;
  answers: string;
  updated_at: Timestamp;
}
export interface EntryRefusalTable {
  id: Generated<number>;
  email: string;
  contact_type: number;
  target_key: string;
  ip: string;
  created_at: CreatedAt;
}
export interface AgentApiTokenTable {
  id: Generated<number>;
  agent_id: number;
  token_hash: string;
  created_at: CreatedAt;
  last_used_at: Timestamp | null;
  revoked_at: Timestamp | null;
}
export interface ResumeFileTable {
  user_id: number;
  file_name: string;
  content_type: string;
  size: number;
  content: Buffer;
  uploaded_at: Timestamp;
}
export interface ScoutTable {
  id: Generated<number>;
  user_id: number;
  agent_id: number;
  project_id: number | null;
  title: string;
  body: string;
  sent_at: Timestamp;
  opened_at: Timestamp | null;
  /** When the member was mailed about it; null: not mailed (the daily notice limit). */
  notified_at: Timestamp | null;
}
export interface MarketStatisticTable {
  id: number;
  name: string;
  kind: string;
  data: string;
  updated_at: Timestamp;
}
export interface MarketSegmentTable {
  /** "all", "skill:{id}" or "job:{id}" */
  segment: string;
  listing_count: number;
  /** SegmentStats (models/market/statistics.ts) as JSON. */
  data: string;
  updated_at: Timestamp;
}
/** A member's last market-price estimate (万円 a month). */
export interface MarketEstimateTable {
  user_id: number;
  /** EstimateAnswers as JSON. */
  answers: string;
  low: number;
  high: number;
  listing_count: number;
  estimated_at: Timestamp;
}
export interface PartnershipTable {
  id: Generated<number>;
  name: string;
  description: string;
  lp_title: string;
  lp_body: string;
  redirect_url: string;
  is_published: number;
  sort_order: number;
  click_count: Generated<number>;
}
export interface BlockedContactTable {
  id: Generated<number>;
  contact_type: number;
  use_type: number;
  value: string;
  created_at: CreatedAt;
}
export interface ViewLogTable {
  id: Generated<number>;
  full_url: string;
  user_id: number | null;
  visitor_id: Generated<string>;
  ip_hash: Generated<string>;
  created_at: CreatedAt;
}
export interface ClientErrorReportTable {
  id: Generated<number>;
  message: string;
  stack: string;
  path: string;
  user_agent: string;
  created_at: CreatedAt;
}
export interface UiPatternTable {
  kind_id: number;
  pattern_id: number;
  weight: number;
}
export interface SessionEntryTable {
  id: Generated<number>;
  url: string;
  sip: string;
  gclid: string;
  internal_redirect: string;
  referrer: string;
  full_url: string;
  user_cmp_open: string;
  visit_query_params: string;
  visitor_id: Generated<string>;
  ip_hash: Generated<string>;
  user_id: number | null;
  created_at: CreatedAt;
}
export interface ExperimentAssignmentTable {
  visitor_id: string;
  kind_id: number;
  pattern_id: number;
  created_at: CreatedAt;
}
export interface ExperimentConversionTable {
  id: Generated<number>;
  visitor_id: string;
  action: "signup" | "entry";
  user_id: number | null;
  created_at: CreatedAt;
}
export interface AgentFeedTable {
  id: Generated<number>;
  agent_id: number;
  url: string;
  format: string;
  interval_minutes: number;
  is_full: number;
  last_run_at: Timestamp | null;
  last_status: Generated<string>;
}
export interface FeedImportTable {
  id: Generated<number>;
  agent_id: number;
  source: string;
  added: number;
  updated: number;
  closed: number;
  rejected: number;
  duration_ms: number;
  report: string;
  format: Generated<string>;
  status: Generated<string>;
  is_full: Generated<number>;
  unchanged: Generated<number>;
  blocked: Generated<number>;
  created_at: CreatedAt;
}
export interface JobLockTable {
  name: string;
  locked_until: Timestamp;
  owner: string;
}

export interface Database {
  prefectures: PrefectureTable;
  skills: SkillTable;
  job_types: JobTypeTable;
  industries: MasterTable;
  stations: StationTable;
  characteristics: MasterTable;
  cross_categories: CrossCategoryTable;
  agents: AgentTable;
  agent_reviews: AgentReviewTable;
  agent_chaosmap_entries: AgentChaosmapEntryTable;
  projects: ProjectTable;
  project_details: ProjectDetailTable;
  project_skills: ProjectSkillTable;
  project_job_types: ProjectLinkTable;
  project_industries: ProjectLinkTable;
  project_characteristics: ProjectLinkTable;
  project_changes: ProjectChangeTable;
  project_duplicate_keys: ProjectDuplicateKeyTable;
  column_categories: ColumnCategoryTable;
  column_tags: ColumnTagTable;
  columns: ColumnTable;
  column_tag_links: ColumnTagLinkTable;
  users: UserTable;
  social_accounts: SocialAccountTable;
  auth_sessions: AuthSessionTable;
  rate_limits: RateLimitTable;
  auth_tokens: AuthTokenTable;
  signin_links: SigninLinkTable;
  profiles: ProfileTable;
  profile_skills: ProfileSkillTable;
  profile_job_types: ProfileJobTypeTable;
  profile_stations: ProfileStationTable;
  profile_qualifications: ProfileQualificationTable;
  profile_prefectures: ProfilePrefectureTable;
  career_documents: CareerDocumentTable;
  career_experiences: CareerExperienceTable;
  project_bookmarks: ProjectBookmarkTable;
  search_bookmarks: SearchBookmarkTable;
  entries: EntryTable;
  entry_drafts: EntryDraftTable;
  entry_refusals: EntryRefusalTable;
  scouts: ScoutTable;
  agent_api_tokens: AgentApiTokenTable;
  resume_files: ResumeFileTable;
  market_statistics: MarketStatisticTable;
  market_segments: MarketSegmentTable;
  market_estimates: MarketEstimateTable;
  partnerships: PartnershipTable;
  blocked_contacts: BlockedContactTable;
  view_logs: ViewLogTable;
  client_error_reports: ClientErrorReportTable;
  ui_patterns: UiPatternTable;
  session_entries: SessionEntryTable;
  experiment_assignments: ExperimentAssignmentTable;
  experiment_conversions: ExperimentConversionTable;
  agent_feeds: AgentFeedTable;
  feed_imports: FeedImportTable;
  job_locks: JobLockTable;
}

export type Project = Selectable<ProjectTable>;
export type Agent = Selectable<AgentTable>;
