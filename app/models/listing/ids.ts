// Ids from URLs and requests: listings, and the other rows a URL names (categories, agents, scouts).
// Every id column is an `integer`, so PostgreSQL's int4 bounds them on both databases: a larger
// number would be an error there, not a row that is not found.
export const MAX_ID = 2_147_483_647;

const ID_TEXT = /^[1-9]\d{0,9}$/;

/**
 * "12" → 12; null for anything else ("0", "-1", "1e3", " 12", past MAX_ID). A leading zero is
 * refused too, so each row has one URL (spec §2: the id must be a valid number).
 */
export function parseId(text: string | null | undefined): number | null {
  if (text == null || !ID_TEXT.test(text)) return null;
  const id = Number(text);
  return id <= MAX_ID ? id : null;
}

/** An id already read as a number (JSON, a cookie). */
export const isId = (value: number) => Number.isInteger(value) && value >= 1 && value <= MAX_ID;
