export type RawRow = { line: number; fields: Record<string, unknown> };
export type Rejection = { line: number; reference?: string; reason: string };
export type ReadFeed = { rows: RawRow[]; rejected: Rejection[]; warnings: string[]; full?: boolean };

/** A feed that cannot be read at all; nothing of it is applied. */
export class FeedError extends Error {}

/** A row (CSV record, JSON listing or XML job) longer than this is rejected on its own. */
export const MAX_ROW_CHARS = 1_000_000;
